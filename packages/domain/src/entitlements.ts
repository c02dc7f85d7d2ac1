import { LIMITS } from './limits';
import { DEFAULT_BADGE_TIER, isBadgeTier, type BadgeTier } from './pricing';
import type { RoleKey } from './roles';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What acquiring a product gives its buyer (spec section 4 "Purchase" and "Redeem", ruling 15). */
export interface Entitlement {
  role: RoleKey;
  /** Set with blue_badge_trader: the tier bought. */
  badgeTier: BadgeTier | null;
  /** Set with premium_signals: access runs 7 days from now. */
  signalsUntil: Date | null;
}

export function entitlementFor(productRole: RoleKey, tier: number | null, now: Date): Entitlement {
  return {
    role: productRole,
    badgeTier:
      productRole === 'blue_badge_trader' ? (isBadgeTier(tier) ? tier : DEFAULT_BADGE_TIER) : null,
    signalsUntil:
      productRole === 'premium_signals'
        ? new Date(now.getTime() + LIMITS.signalsAccessDays * DAY_MS)
        : null,
  };
}
