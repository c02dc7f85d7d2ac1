import {
  badgeOwning,
  entitlementFor,
  isRoleKey,
  LIMITS,
  ownedBadgeTier,
  type BadgeColumns,
  type PurchaseKind,
  type BadgeTier,
} from '@bbt/domain';
import type { Tx } from '../../db/client';
import { ROLE_COLUMNS } from './present';
import { findUserById, updateUser, type UserChanges, type UserRow } from './repo';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Gives a member what they acquired (a purchase, an upgrade, a renewal, a redeem or staff's
 * grant): each product's role, the badge tier bought, and signals for 7 days from the end of a
 * running period (`entitlementFor` in the domain package). A badge is owned: while a badge tier
 * membership runs it becomes what the member falls back to (decision 0076).
 */
export async function grantProducts(
  tx: Tx,
  userId: string,
  products: Array<{ role: string; tier: number | null }>,
  now: Date,
): Promise<UserRow | undefined> {
  const current = await findUserById(tx, userId);
  if (!current) return undefined;
  const signalsEnd = current.premiumSignals ? current.signalsUntil : now;
  const changes: UserChanges = {};
  let badge: BadgeColumns = current;
  for (const product of products) {
    if (!isRoleKey(product.role)) continue;
    const entitlement = entitlementFor(product.role, product.tier, now, signalsEnd);
    changes[ROLE_COLUMNS[product.role]] = true;
    if (entitlement.badgeTier !== null) badge = badgeOwning(badge, entitlement.badgeTier, now);
    if (entitlement.signalsUntil !== null) changes.signalsUntil = entitlement.signalsUntil;
  }
  return updateUser(tx, userId, { ...changes, ...badgeChanges(current, badge) });
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
  const current = await findUserById(tx, userId);
  if (!current) return undefined;
  let signalsEnd = current.signalsUntil;
  const changes: UserChanges = {};
  let badge: BadgeColumns = current;
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
    if (product.role === 'blue_badge_trader') {
      // An upgrade goes back to its tier (the badge stays owned); a badge bought outright goes.
      if (product.purchase === 'upgrade')
        badge = badgeOwning(badge, ownedBadgeTier(badge) === null ? null : product.fromTier, now);
      else if (!stillPaidFor.has(product.role)) badge = badgeOwning(badge, null, now);
      continue;
    }
    if (stillPaidFor.has(product.role)) continue;
    changes[ROLE_COLUMNS[product.role]] = false;
  }
  const all = { ...changes, ...badgeChanges(current, badge) };
  if (Object.keys(all).length === 0) return current;
  return updateUser(tx, userId, all);
}

/** The badge columns that differ between the row and its badge after a change. */
function badgeChanges(row: BadgeColumns, badge: BadgeColumns): Partial<BadgeColumns> {
  return Object.fromEntries(
    (Object.keys(badge) as Array<keyof BadgeColumns>)
      .filter((key) => badge[key] !== row[key])
      .map((key) => [key, badge[key]]),
  );
}
