import { asc, like, sql, type SQL } from 'drizzle-orm';
import { arrayParam } from '../../db/array-param';
import type { Tx } from '../../db/client';
import { containsIgnoringCase, startingWith } from '../../db/like-patterns';
import { memberPriorityOf } from '../../db/member-priority';
import { decodeSelected, selectedAs } from '../../db/raw-select';
import { users } from '../../db/schema';
import {
  listedMemberColumns,
  packedRoleFlags,
  shownMemberColumns,
  unpackRoleFlags,
  withoutRoleFlags,
  type ListedMemberRow,
  type RoleFlagField,
} from '../users';
import { memberGroupCounts } from './schema';

/** A member's group, and the order of a group: by lower-case name, then id (users_member_list_idx). */
const priority = memberPriorityOf(users);
const listOrder = [priority, sql`lower(${users.name})`, users.id] as const;

/** `ids` as one array parameter: thousands of members online stay one bound value. */
const idArray = (ids: readonly string[]): SQL => arrayParam(ids, 'text');

/**
 * What the list selects of a member: listedMemberColumns, but the fourteen role flags in one
 * integer (`packedRoleFlags`), worked out from the list's index, which holds every flag. A
 * screen lists up to a hundred members; `unpackRoleFlags` reads the flags back.
 */
const listedWithoutFlags = withoutRoleFlags(listedMemberColumns);
type ListedWithoutFlags = Omit<ListedMemberRow, RoleFlagField>;

/** Members of every group, from the counters the triggers on users keep (1..7, one row each). */
export function memberGroupTotals(tx: Tx) {
  return tx
    .select({ priority: memberGroupCounts.priority, members: memberGroupCounts.members })
    .from(memberGroupCounts)
    .orderBy(asc(memberGroupCounts.priority));
}

/**
 * Every member but the bots: the same counters, kept by the triggers in the transactions that
 * write users and counting every account, less the bots, found through their own index. Read in
 * the same time at fifty members or fifty thousand, where counting the rows reads them all.
 */
export async function countEveryMember(tx: Tx): Promise<number> {
  const [found] = await tx
    .select({
      n: sql<number>`coalesce(sum(${memberGroupCounts.members}), 0)
        - (select count(*) from ${users} where ${users.isBot})`.mapWith(Number),
    })
    .from(memberGroupCounts)
    .prepare('chat_every_member_count')
    .execute();
  return found?.n ?? 0;
}

/**
 * The members who are around (`ids`, from presence) and the bots, always there, in list order,
 * with what the list shows of them: each found by primary key (the bots' ids first, from their
 * index). Their rows come from here, kept while the same members are around (`keptAroundInOrder`).
 */
export async function presentMembersInOrder(tx: Tx, ids: readonly string[]) {
  // Run once here: the answer is a promise kept and awaited by many requests, where a query
  // builder would run its statement again at each await.
  const rows = await tx
    .select({ ...listedWithoutFlags, roleFlags: packedRoleFlags, priority })
    .from(users)
    .where(
      sql`${users.id} = any(array_cat(${idArray(ids)}, array(select id from users where is_bot)))`,
    )
    .orderBy(...listOrder);
  return rows.map(unpackRoleFlags);
}

/** A slice of one group's members who are not around, by position in the group's offline run. */
export interface OfflineSlice {
  group: number;
  offset: number;
  limit: number;
}

/**
 * Slices of groups' members who are not around (`around`: everyone listed in the groups' first
 * runs, bots included), each slice in list order with what the list shows of them, in one
 * statement: users_member_list_idx holds every column listed, so each slice is counted and read
 * along that index alone, without reading the rows it skips or visiting the table for the rows
 * it lists. A first screen spans every group, and on the embedded database a statement costs
 * more than its few rows.
 */
export async function offlineMembersOfGroups(
  tx: Tx,
  around: readonly string[],
  slices: readonly OfflineSlice[],
): Promise<ListedMemberRow[][]> {
  if (slices.length === 0) return [];
  const column = (of: (slice: OfflineSlice) => number) => arrayParam(slices.map(of), 'bigint');
  // Each slice's members in list order: within a slice the group is one, so name and id order
  // them as the index does.
  const { rows } = (await tx.execute(sql`
    select s.n::int as slice, page.*
    from unnest(${column((s) => s.group)}, ${column((s) => s.offset)}, ${column((s) => s.limit)})
      with ordinality as s(grp, skip, take, n)
    cross join lateral (
      select ${selectedAs(listedWithoutFlags)}, ${packedRoleFlags} as "roleFlags",
        lower(${users.name}) as sort_name
      from ${users}
      where ${priority} = s.grp and ${users.id} <> all(${idArray(around)})
      order by ${sql.join([...listOrder], sql`, `)}
      offset s.skip limit s.take
    ) as page
    order by s.n, page.sort_name, page.id
  `)) as unknown as { rows: ({ slice: number } & Record<string, unknown>)[] };
  const members = slices.map((): ListedMemberRow[] => []);
  for (const row of rows) {
    members[row.slice - 1]?.push(
      unpackRoleFlags({
        ...decodeSelected<ListedWithoutFlags>(listedWithoutFlags, row),
        roleFlags: Number(row.roleFlags),
      }),
    );
  }
  return members;
}

/**
 * Members whose mention key starts with `key` (users_mention_key_prefix_idx), in the key's byte
 * order: the same order as that index, which the plain users_mention_key_idx (in the database's
 * collation) would otherwise be read for, filtering every member to find eight.
 */
export function membersByKeyPrefix(tx: Tx, key: string, limit: number) {
  return tx
    .select(shownMemberColumns)
    .from(users)
    .where(like(users.mentionKey, startingWith(key)))
    .orderBy(sql`${users.mentionKey} collate "C"`, users.id)
    .limit(limit);
}

/** Members whose name holds `text` anywhere, case-insensitively (users_name_trgm_idx). */
export function membersByNamePart(tx: Tx, text: string, limit: number) {
  return tx
    .select(shownMemberColumns)
    .from(users)
    .where(containsIgnoringCase(users.name, text))
    .orderBy(...listOrder)
    .limit(limit);
}
