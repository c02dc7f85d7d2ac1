import { ROLE_KEYS } from '@bbt/domain';
import { sql } from 'drizzle-orm';
import { ROLE_COLUMNS } from './present';
import type { UserRow } from './repo';
import { users } from './schema';

/** The fields of a member's role flags, bit `i` of `packedRoleFlags` for the i-th of ROLE_KEYS. */
const ROLE_FLAG_FIELDS = ROLE_KEYS.map((key) => ROLE_COLUMNS[key]);
export type RoleFlagField = (typeof ROLE_FLAG_FIELDS)[number];
type RoleFlagsRow = Pick<UserRow, RoleFlagField>;

/**
 * A member's fourteen role flags as one integer. A read of many members (a screen of the member
 * list, a page of a signal's pushes) selects this instead of the flags: on the embedded database
 * decoding each value of each row is most of such a read's cost (docs/performance.md, "The
 * member list's role flags in one value"). `unpackRoleFlags` reads them back.
 */
export const packedRoleFlags = sql<number>`(${sql.join(
  ROLE_FLAG_FIELDS.map((field, bit) => sql`(${users[field]}::int << ${sql.raw(String(bit))})`),
  sql` | `,
)})`.mapWith(Number);

/** `columns` without the role flags' columns: selected beside `packedRoleFlags`. */
export function withoutRoleFlags<Columns extends Record<string, unknown>>(
  columns: Columns,
): Omit<Columns, RoleFlagField> {
  return Object.fromEntries(
    Object.entries(columns).filter(
      ([field]) => !(ROLE_FLAG_FIELDS as readonly string[]).includes(field),
    ),
  ) as Omit<Columns, RoleFlagField>;
}

/** A row selected with `packedRoleFlags` as `roleFlags`, with each flag in its field again. */
export function unpackRoleFlags<Row extends { roleFlags: number }>(
  selected: Row,
): Omit<Row, 'roleFlags'> & RoleFlagsRow {
  const { roleFlags: bits, ...row } = selected;
  const flags = Object.fromEntries(
    ROLE_FLAG_FIELDS.map((field, bit) => [field, (bits & (1 << bit)) !== 0]),
  ) as RoleFlagsRow;
  return { ...row, ...flags };
}
