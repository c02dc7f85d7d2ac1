import { entitlementFor, isRoleKey, LIMITS, type PurchaseKind, type BadgeTier } from '@bbt/domain';
import type { Tx } from '../../db/client';
import { ROLE_COLUMNS } from './present';
import { findUserById, signalsPeriodOf, updateUser, type UserChanges, type UserRow } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

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

/** A product an order granted, as it is taken back: what it sold and from which tier. */
export interface GrantedProduct {
  role: string;
  tier: BadgeTier | null;
  purchase: PurchaseKind;
  fromTier: BadgeTier | null;
}

/**
 * Takes back what a refunded or reversed order granted (decision 0039). A badge upgrade falls
 * back to the tier it was upgraded from; a badge or role bought outright goes, unless
 * `stillPaidFor` (another paid order of the member sells it too) keeps it. Premium signals are
 * time: the order's 7 days come off the end of the period, and access ends now when the
 * days left are fewer; days already used are not charged for.
 */
export async function revokeProducts(
  tx: Tx,
  userId: string,
  products: GrantedProduct[],
  stillPaidFor: ReadonlySet<string>,
  now: Date,
): Promise<UserRow | undefined> {
  const current = await signalsPeriodOf(tx, userId);
  let signalsEnd = current?.signalsUntil ?? now;
  const changes: UserChanges = {};
  for (const product of products) {
    if (!isRoleKey(product.role)) continue;
    if (product.role === 'premium_signals') {
      signalsEnd = new Date(signalsEnd.getTime() - LIMITS.signalsAccessDays * DAY_MS);
      if (signalsEnd <= now) {
        signalsEnd = now;
        changes.premiumSignals = false;
      }
      changes.signalsUntil = signalsEnd;
      continue;
    }
    if (product.role === 'blue_badge_trader' && product.purchase === 'upgrade') {
      changes.badgeTier = product.fromTier;
      continue;
    }
    if (stillPaidFor.has(product.role)) continue;
    changes[ROLE_COLUMNS[product.role]] = false;
    if (product.role === 'blue_badge_trader') changes.badgeTier = null;
  }
  if (Object.keys(changes).length === 0) return findUserById(tx, userId);
  return updateUser(tx, userId, changes);
}
