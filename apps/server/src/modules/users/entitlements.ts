import { entitlementFor, isRoleKey } from '@bbt/domain';
import type { Tx } from '../../db/client';
import { ROLE_COLUMNS } from './present';
import { signalsPeriodOf, updateUser, type UserChanges, type UserRow } from './repo';

/**
 * Gives a member what they acquired (a purchase, an upgrade, a renewal or a redeem): each
 * product's role, the badge tier bought, and signals for 7 days from the end of a running
 * period (`entitlementFor` in the domain package).
 */
export async function grantProducts(
  tx: Tx,
  userId: string,
  products: Array<{ role: string; tier: number | null }>,
  now: Date,
): Promise<UserRow | undefined> {
  const current = await signalsPeriodOf(tx, userId);
  const signalsEnd = current?.premiumSignals ? current.signalsUntil : now;
  const changes: UserChanges = {};
  for (const product of products) {
    if (!isRoleKey(product.role)) continue;
    const entitlement = entitlementFor(product.role, product.tier, now, signalsEnd);
    changes[ROLE_COLUMNS[product.role]] = true;
    if (entitlement.badgeTier !== null) changes.badgeTier = entitlement.badgeTier;
    if (entitlement.signalsUntil !== null) changes.signalsUntil = entitlement.signalsUntil;
  }
  return updateUser(tx, userId, changes);
}
