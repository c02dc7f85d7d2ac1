import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { findUserById, type UserRow } from './repo';
import { withPremiumChecked } from './service';

/**
 * How long an instance answers a signed-in request with a member's row it read, without the
 * database (decision 0028). Changes made through the app are forgotten at once on every
 * instance (`forget`, carried by Redis); this is the bound for any other write (a provider's
 * new picture at sign-in, a fix made in SQL). Half a second, so that with the read every
 * change applies everywhere within the second decision 0028 promises.
 */
export const MEMBER_ROW_TTL_MS = 500;
/** Rows kept at most; the oldest go first (a signed-in member takes one). */
const MEMBER_ROWS_KEPT = 50_000;

/**
 * Signed-in members' rows as they stand, kept per instance for at most `MEMBER_ROW_TTL_MS`:
 * what every signed-in request reads (its guard, `/api/me`, the catalogue's ownership marks).
 * Writes that need the row as it is now lock it in their transaction instead.
 */
export function createMemberRows(db: Database, ttlMs = MEMBER_ROW_TTL_MS) {
  /** Member id -> their row (a read on its way is shared), while `until`. */
  const kept = new Map<string, { row: Promise<UserRow | undefined>; until: number }>();

  const read = (userId: string): Promise<UserRow | undefined> => {
    const known = kept.get(userId);
    if (known && known.until > Date.now()) return known.row;
    if (kept.size >= MEMBER_ROWS_KEPT) kept.delete(kept.keys().next().value!);
    const entry = {
      row: findUserById(db, userId).then(
        (row) => {
          // A read that began before a change was forgotten answers its own caller only.
          if (kept.get(userId) === entry && !row) kept.delete(userId);
          return row;
        },
        (error: unknown) => {
          if (kept.get(userId) === entry) kept.delete(userId);
          throw error;
        },
      ),
      until: Date.now() + ttlMs,
    };
    kept.set(userId, entry);
    return entry.row;
  };

  return {
    /**
     * The member's row as it stands (premium signals that have just run out are switched off
     * first, as `loadCurrentUser` does); a 404 for an account that no longer exists.
     */
    async current(userId: string): Promise<UserRow> {
      const row = await read(userId);
      if (!row) throw notFound('Your account no longer exists');
      const checked = await withPremiumChecked(db, row);
      if (checked !== row) kept.delete(userId);
      return checked;
    },
    /** The member's row changed: the next read goes to the database. */
    forget(userId: string): void {
      kept.delete(userId);
    },
  };
}

export type MemberRows = ReturnType<typeof createMemberRows>;
