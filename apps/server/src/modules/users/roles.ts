import type { SelfClaimableRole } from '@bbt/domain';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { ROLE_COLUMNS } from './present';
import { loadCurrentUser } from './service';

/** A member claims or removes one of the self-claimable interest roles (spec section 6). */
export async function setSelfClaimedRole(
  db: Database,
  userId: string,
  role: SelfClaimableRole,
  claimed: boolean,
) {
  await db
    .update(users)
    .set({ [ROLE_COLUMNS[role]]: claimed, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  return loadCurrentUser(db, userId);
}
