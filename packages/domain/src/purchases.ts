import {
  DEFAULT_BADGE_TIER,
  fromCents,
  isBadgeTier,
  toCents,
  unitPrice,
  type BadgeTier,
  type PricedProduct,
} from './pricing';
import { tierIncluding } from './entitlements';
import { effectiveRoleFlags, isRoleKey, type RoleFlags } from './roles';

/** What a member holds that decides what buying a product means for them. */
export interface Holdings {
  roles: RoleFlags;
  /** The badge tier held (null when the badge is not held or its tier is unknown). */
  badgeTier: number | null;
  /** When premium signals end (or ended). */
  signalsUntil: Date;
}

/** A product as purchases see it: its prices and the role it grants. */
export type PurchasableProduct = PricedProduct & { role: string };

/**
 * What putting a product (at a tier) in the cart means for this member:
 * - `buy`: they don't hold it; full price.
 * - `upgrade`: they hold a lower badge tier; they pay the difference between the tiers' prices
 *   now, and `fromTier` is the tier the price was worked out against.
 * - `renew`: they hold premium signals; a new period is added at the end of the current one.
 * - `owned`: they hold it (or a badge tier at least as high): nothing to sell. `throughTier` says
 *   when their badge tier includes it (the indicator in tier 1, signals in tier 3).
 */
export type PurchaseOption =
  | { kind: 'buy'; price: number }
  | { kind: 'upgrade'; price: number; fromTier: BadgeTier }
  | { kind: 'renew'; price: number }
  | { kind: 'owned'; throughTier?: BadgeTier };

/** What an order line can sell (stored with the line). */
export const PURCHASE_KINDS = ['buy', 'upgrade', 'renew'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

export function purchaseOption(
  product: PurchasableProduct,
  tier: number | null,
  holdings: Holdings,
  now: Date,
): PurchaseOption {
  const price = unitPrice(product, tier);
  if (!isRoleKey(product.role)) return { kind: 'buy', price };
  const throughTier = tierIncluding(holdings, product.role);
  if (throughTier !== null) return { kind: 'owned', throughTier };
  const held = effectiveRoleFlags(holdings.roles, holdings.signalsUntil, now);
  if (!held[product.role]) return { kind: 'buy', price };
  if (product.role === 'premium_signals') return { kind: 'renew', price };
  if (product.role === 'blue_badge_trader' && product.tiers.length > 0) {
    const heldTier = isBadgeTier(holdings.badgeTier) ? holdings.badgeTier : DEFAULT_BADGE_TIER;
    const wanted = tier ?? DEFAULT_BADGE_TIER;
    if (wanted <= heldTier) return { kind: 'owned' };
    const difference = toCents(price) - toCents(unitPrice(product, heldTier));
    // A sale can make tiers cost the same; an upgrade is never given away for nothing.
    return { kind: 'upgrade', price: fromCents(Math.max(difference, 1)), fromTier: heldTier };
  }
  return { kind: 'owned' };
}

/**
 * Whether the member holds what the product grants: buying it would be anything but a plain
 * purchase (a renewal, an upgrade, or nothing left to buy). The shop shows these as owned.
 */
export function holdsProduct(product: PurchasableProduct, holdings: Holdings, now: Date): boolean {
  return purchaseOption(product, null, holdings, now).kind !== 'buy';
}

/**
 * Whether an order line priced as `line` can still be fulfilled as priced: the member's
 * holdings have not changed what buying it means (another order bought it, or upgraded from
 * another tier, in the meantime). An order whose lines can't is never charged, or refunded.
 */
export function stillPurchasableAsPriced(
  line: { kind: PurchaseKind; fromTier: number | null },
  option: PurchaseOption,
): boolean {
  if (option.kind === 'owned' || option.kind !== line.kind) return false;
  return option.kind !== 'upgrade' || option.fromTier === line.fromTier;
}
