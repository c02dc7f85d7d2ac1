import type { RoleKey } from './roles';
import { ROLE_KEYS, STAFF_ROLES } from './roles';
import { toCents, unitPrice, type PricedProduct } from './pricing';

/**
 * The roles a product may grant. Whoever buys or redeems a product gets its role, so a staff
 * role here would sell authority (an admin could make themselves founder through the shop).
 */
export const PRODUCT_ROLE_KEYS = ROLE_KEYS.filter((role) => !STAFF_ROLES.includes(role)) as [
  RoleKey,
  ...RoleKey[],
];

/** Lengths and counts the console's product and FAQ editors accept (the server's limits). */
export const ADMIN_LIMITS = {
  product: { title: 80, description: 2000, features: 20, feature: 200 },
  faq: { header: 200, description: 2000 },
} as const;

/** Highest price the console accepts: a typo guard, far above anything the shop sells. */
export const MAX_PRICE = 100_000;

/** Why a price can't be saved, or null: positive, finite, at most 2 decimals, at most MAX_PRICE. */
export function priceProblem(value: number): string | null {
  if (!Number.isFinite(value)) return 'must be a number';
  if (value <= 0) return 'must be more than 0';
  if (value > MAX_PRICE) return `must be at most ${MAX_PRICE}`;
  if (Math.abs(toCents(value) - value * 100) > 1e-6) return 'has at most 2 decimals';
  return null;
}

/** A sale price is only a sale when it is lower than the original price. */
export const isValidSale = (originalPrice: number, salePrice: number | null): boolean =>
  salePrice === null || toCents(salePrice) < toCents(originalPrice);

/**
 * The first tier a sale would price at nothing (it takes the same share off every tier, so a
 * deep sale can round a cheap tier to $0.00), or null when every tier still costs something.
 */
export function tierFreeUnderSale(product: PricedProduct): number | null {
  const free = product.tiers.find((t) => toCents(unitPrice(product, t.tier)) < 1);
  return free?.tier ?? null;
}
