import { LIMITS } from './limits';
import { DEFAULT_BADGE_TIER, isBadgeTier, type BadgeTier } from './pricing';
import type { RoleKey } from './roles';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What acquiring a product gives its buyer (spec §4 "Purchase" and "Redeem", ruling 15). */
export interface Entitlement {
  role: RoleKey;
  /** Set with blue_badge_trader: the tier bought. */
  badgeTier: BadgeTier | null;
  /** Set with premium_signals: 7 more days, from now or from the end of a running period. */
  signalsUntil: Date | null;
}

/**
 * Premium signals bought or renewed run 7 days from the end of the current period, or from
 * now when it has ended: a renewal bought early loses nothing.
 */
export function signalsEndAfterPurchase(currentEnd: Date, now: Date): Date {
  const start = Math.max(currentEnd.getTime(), now.getTime());
  return new Date(start + LIMITS.signalsAccessDays * DAY_MS);
}

export function entitlementFor(
  productRole: RoleKey,
  tier: number | null,
  now: Date,
  currentSignalsEnd: Date = now,
): Entitlement {
  return {
    role: productRole,
    badgeTier:
      productRole === 'blue_badge_trader' ? (isBadgeTier(tier) ? tier : DEFAULT_BADGE_TIER) : null,
    signalsUntil:
      productRole === 'premium_signals' ? signalsEndAfterPurchase(currentSignalsEnd, now) : null,
  };
}
