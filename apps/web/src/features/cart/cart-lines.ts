import { cartTotals, isBadgeTier, unitPrice } from '@bbt/domain';
import type { CartTotals } from '@bbt/domain';
import { PRODUCT_KEYS } from '../../lib/api-types';
import type { CartItem, CartItemsBody, CartLine, CartProductKey, CatalogEntry } from './types';

export function isCartProductKey(value: unknown): value is CartProductKey {
  return typeof value === 'string' && (PRODUCT_KEYS as readonly string[]).includes(value);
}

/**
 * Adds a line. A cart holds each product once: adding a product already there replaces its
 * line in place (so choosing another badge tier replaces the tier).
 */
export function addLine(lines: readonly CartLine[], line: CartLine): CartLine[] {
  const index = lines.findIndex((l) => l.product === line.product);
  if (index === -1) return [...lines, line];
  return lines.map((l, i) => (i === index ? line : l));
}

export function removeLine(lines: readonly CartLine[], product: string): CartLine[] {
  return lines.filter((l) => l.product !== product);
}

export function findLine(lines: readonly CartLine[], product: string): CartLine | undefined {
  return lines.find((l) => l.product === product);
}

/**
 * Reads the anonymous cart from local storage (key `cart`): a JSON array of
 * `{ product, tier }`. Anything malformed is dropped, and a product appears at most once
 * (the last line wins, as if added in order).
 */
export function parseStoredCart(raw: string | null): CartLine[] {
  if (raw === null || raw === '') return [];
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(data)) return [];
  let lines: CartLine[] = [];
  for (const entry of data) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { product, tier } = entry as { product?: unknown; tier?: unknown };
    if (!isCartProductKey(product)) continue;
    lines = addLine(lines, { product, tier: isBadgeTier(tier) ? tier : null });
  }
  return lines;
}

export function serializeCart(lines: readonly CartLine[]): string {
  return JSON.stringify(lines.map(({ product, tier }) => ({ product, tier })));
}

/** The request body for PUT /api/cart and POST /api/cart/merge (tier only when set). */
export function toItemsBody(lines: readonly CartLine[]): CartItemsBody {
  return {
    items: lines.map(({ product, tier }) => (tier === null ? { product } : { product, tier })),
  };
}

export interface PricedCart {
  items: CartItem[];
  totals: CartTotals;
}

/**
 * Prices the anonymous cart from catalogue data, for display only (the server prices what is
 * paid). Lines for unknown products are left out; a tiered product without a valid tier
 * counts as its default tier, and a product without tiers ignores any tier.
 */
export function priceLines(
  lines: readonly CartLine[],
  catalog: readonly CatalogEntry[],
): PricedCart {
  const items: CartItem[] = [];
  for (const line of lines) {
    const product = catalog.find((p) => p.key === line.product);
    if (!product) continue;
    const tiered = product.tiers.length > 0;
    const tier = tiered
      ? product.tiers.some((t) => t.tier === line.tier)
        ? line.tier
        : (product.tiers[0]?.tier as CartLine['tier'])
      : null;
    items.push({
      product: line.product,
      tier,
      title: product.title,
      imageUrl: product.imageUrl,
      nameInUrl: product.nameInUrl,
      unitPrice: unitPrice(product, tier),
    });
  }
  return { items, totals: cartTotals(items.map((item) => item.unitPrice)) };
}
