import { badgeHeldAt, badgeOwning, COPY, roleChangeRefusal } from '@bbt/domain';
import type { RoleFlags, RoleKey, SelfClaimableRole } from '@bbt/domain';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { notFound } from '../../errors';
import { recordAudit } from '../audit';
import { grantProducts } from './entitlements';
import { ROLE_COLUMNS, roleFlagsOf } from './present';
import { lockUser, updateUser } from './repo';
import { loadCurrentUser } from './service';

/** A member claims or removes one of the self-claimable interest roles (spec §6). */
export async function setSelfClaimedRole(
  db: Database,
  userId: string,
  role: SelfClaimableRole,
  claimed: boolean,
) {
  await updateUser(db, userId, { [ROLE_COLUMNS[role]]: claimed, updatedAt: sql`now()` });
  return loadCurrentUser(db, userId);
}

/** A founder or admin giving or removing a role: the console's switches and /give, /remove. */
export interface StaffRoleChange {
  actor: { id: string; roles: RoleFlags };
  targetId: string;
  role: RoleKey;
  granted: boolean;
  /** Where a /give or /remove was typed, for the audit log. */
  channel?: string;
}

/**
 * Gives or removes a role under the rules of `roleChangeRefusal`, whichever way staff ask.
 * A refusal is returned for the caller to say its own way (a 403, a private notice). A role
 * given is granted as a purchase grants it (a badge gets a tier, signals run for 7 days). The
 * badge taken away keeps its tier stored, unread while the role is off, so switching it back
 * on gives the member the tier they bought, never tier 1 (decision 0042). Recorded in the audit
 * log. An unknown member is a 404.
 */
export async function changeRoleAsStaff(
  db: Database,
  { actor, targetId, role, granted, channel }: StaffRoleChange,
): Promise<string | null> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, targetId);
    if (!target || target.isBot) throw notFound(COPY.server.users.noSuchMember);
    const refusal = roleChangeRefusal({
      actor: { id: actor.id, ...actor.roles },
      target: { id: target.id, ...roleFlagsOf(target) },
      role,
      granted,
    });
    if (refusal) return refusal;
    const now = new Date();
    if (granted) {
      await grantProducts(tx, target.id, [{ role, tier: badgeHeldAt(target, now).badgeTier }], now);
    } else if (role === 'blue_badge_trader') {
      // While a badge tier membership runs, the removal is also what the member falls back to.
      await updateUser(tx, target.id, badgeOwning(target, null, now, true));
    } else {
      await updateUser(tx, target.id, { [ROLE_COLUMNS[role]]: false });
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: granted ? 'give' : 'remove',
      targetId: target.id,
      ...(channel && { channel }),
      details: { role },
    });
    return null;
  });
}
