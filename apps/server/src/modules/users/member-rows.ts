import { COPY } from '@bbt/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { createKeptReads } from '../../kept-reads';
import { findUserById, type UserRow } from './repo';
import { premiumHasRunOut, withPremiumChecked } from './service';

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
  const kept = createKeptReads<string, UserRow>({ ttlMs, maxKept: MEMBER_ROWS_KEPT });

  return {
    /**
     * The member's row as it stands (premium signals that have just run out are switched off
     * first, as `loadCurrentUser` does); a 404 for an account that no longer exists.
     */
    async current(userId: string): Promise<UserRow> {
      const row = await kept.read(userId, () => findUserById(db, userId));
      if (!row) throw notFound(COPY.server.users.accountGone);
      const checked = await withPremiumChecked(db, row);
      if (checked !== row) kept.forget(userId);
      return checked;
    },
    /**
     * The row `current` would answer, if it is kept and needs no write first; else undefined,
     * and the caller asks `current`.
     */
    kept(userId: string): UserRow | undefined {
      const row = kept.peek(userId);
      return row && !premiumHasRunOut(row) ? row : undefined;
    },
    /** The member's row changed: the next read goes to the database. */
    forget: (userId: string): void => kept.forget(userId),
  };
}

export type MemberRows = ReturnType<typeof createMemberRows>;
