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

/**
 * The roles a product made in the console may sell (decision 0059): any member role but the
 * badge's, whose tiers and their entitlements belong to the Blue Badge plan alone.
 */
export const NEW_PRODUCT_ROLE_KEYS = PRODUCT_ROLE_KEYS.filter(
  (role) => role !== 'blue_badge_trader',
) as [RoleKey, ...RoleKey[]];

/** What a product's key and URL name are made of: 2 to 40 lower-case letters, digits, dashes. */
export const PRODUCT_SLUG = /^[a-z0-9][a-z0-9-]{0,38}[a-z0-9]$/;
export const PRODUCT_SLUG_RULE =
  'is 2 to 40 lower-case letters, digits or dashes, starting and ending with a letter or digit';

/** What a product is: its page and its delivery differ by type. */
export const PRODUCT_TYPES = ['indicator', 'course', 'signals'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

/** Lengths and counts the console's product and FAQ editors accept (the server's limits). */
export const ADMIN_LIMITS = {
  product: { title: 80, description: 2000, features: 20, feature: 200 },
  faq: { header: 200, description: 2000 },
} as const;

/** Highest price the console accepts: a typo guard, far above anything the shop sells. */
export const MAX_PRICE = 100_000;

/** The ways a price breaks the rule, so each client can word them its own way. */
export type PriceFault = 'not_a_number' | 'not_positive' | 'too_high' | 'too_precise';

/** Which rule a price breaks, or null: positive, finite, at most MAX_PRICE, at most 2 decimals. */
export function priceFault(value: number): PriceFault | null {
  if (!Number.isFinite(value)) return 'not_a_number';
  if (value <= 0) return 'not_positive';
  if (value > MAX_PRICE) return 'too_high';
  if (Math.abs(toCents(value) - value * 100) > 1e-6) return 'too_precise';
  return null;
}

const PRICE_FAULT_TEXT: Record<PriceFault, string> = {
  not_a_number: 'must be a number',
  not_positive: 'must be more than 0',
  too_high: `must be at most ${MAX_PRICE}`,
  too_precise: 'has at most 2 decimals',
};

/** Why a price can't be saved, or null (see priceFault). */
export function priceProblem(value: number): string | null {
  const fault = priceFault(value);
  return fault && PRICE_FAULT_TEXT[fault];
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
