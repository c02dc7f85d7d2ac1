import { COPY, purchaseOption, withRoles, type Holdings, type PurchaseOption } from '@bbt/domain';
import type { Product, ProductType } from './types';

/** The list filters of spec screen 3: All, Courses, Indicators, Signals. */
export const PRODUCT_FILTERS = [
  { id: 'all', label: COPY.products.filters.all, type: null },
  { id: 'courses', label: COPY.products.filters.courses, type: 'course' },
  { id: 'indicators', label: COPY.products.filters.indicators, type: 'indicator' },
  { id: 'signals', label: COPY.products.filters.signals, type: 'signals' },
] as const satisfies ReadonlyArray<{ id: string; label: string; type: ProductType | null }>;

export type ProductFilter = (typeof PRODUCT_FILTERS)[number]['id'];

export const PRODUCT_SORTS = [
  { id: 'price-asc', label: COPY.products.sortPriceAsc },
  { id: 'price-desc', label: COPY.products.sortPriceDesc },
] as const;

export type ProductSort = (typeof PRODUCT_SORTS)[number]['id'];

export const DEFAULT_FILTER: ProductFilter = 'all';
export const DEFAULT_SORT: ProductSort = 'price-asc';

export function isProductFilter(value: unknown): value is ProductFilter {
  return PRODUCT_FILTERS.some((filter) => filter.id === value);
}

export function isProductSort(value: unknown): value is ProductSort {
  return PRODUCT_SORTS.some((sort) => sort.id === value);
}

/**
 * The products a filter keeps, sorted by what one unit costs now (`price`). Equal prices keep
 * the server's order, so the list never jumps.
 */
export function selectProducts<P extends Pick<Product, 'type' | 'price'>>(
  products: readonly P[],
  filter: ProductFilter,
  sort: ProductSort,
): P[] {
  const type = PRODUCT_FILTERS.find((f) => f.id === filter)?.type ?? null;
  const kept = type === null ? [...products] : products.filter((p) => p.type === type);
  const direction = sort === 'price-desc' ? -1 : 1;
  return kept
    .map((product, index) => ({ product, index }))
    .sort((a, b) => (a.product.price - b.product.price) * direction || a.index - b.index)
    .map(({ product }) => product);
}

/** A product is on sale when it has a sale price below its original price. */
export function isOnSale(product: Pick<Product, 'originalPrice' | 'salePrice'>): boolean {
  return product.salePrice !== null && product.salePrice < product.originalPrice;
}

/**
 * What buying the product (at a tier) means for the signed-in member, from what the server
 * says they hold, by the domain's rule: the server decides again when the cart is priced.
 */
export function purchaseOptionFor(
  product: Pick<
    Product,
    | 'role'
    | 'owned'
    | 'heldTier'
    | 'accessUntil'
    | 'includedInTier'
    | 'originalPrice'
    | 'salePrice'
    | 'tiers'
  >,
  tier: number | null,
  now = new Date(),
): PurchaseOption {
  const included = product.includedInTier;
  const holdings: Holdings =
    included !== null
      ? { roles: withRoles('blue_badge_trader'), badgeTier: included, signalsUntil: now }
      : {
          roles: product.owned ? withRoles(product.role) : withRoles(),
          badgeTier: product.heldTier,
          signalsUntil: product.accessUntil ? new Date(product.accessUntil) : now,
        };
  return purchaseOption(product, tier, holdings, now);
}

type Listed = { grants: readonly string[]; features: readonly string[] };

/**
 * What a page lists for a product or a tier: what it grants (the server's entitlement table,
 * decision 0042), then the console's copy lines that do not repeat a grant.
 */
export function listedFeatures({ grants, features }: Listed): string[] {
  return [...grants, ...features.filter((line) => !grants.includes(line))];
}

/**
 * What each tier adds to the one below it (each tier lists the lower tier's grants too): tier 1
 * keeps its whole list, each higher tier only its new lines.
 */
export function tierAdditions<T extends Listed & { tier: number }>(
  tiers: readonly T[],
): Array<T & { added: string[] }> {
  const sorted = [...tiers].sort((a, b) => a.tier - b.tier);
  return sorted.map((tier, i) => {
    const below = new Set(i > 0 ? listedFeatures(sorted[i - 1]!) : []);
    return { ...tier, added: listedFeatures(tier).filter((feature) => !below.has(feature)) };
  });
}

/** The features of the product as bought at `tier`: the tier's own list for a tiered product. */
export function featuresAt(
  product: Pick<Product, 'features' | 'grants' | 'tiers'>,
  tier: number | null,
): string[] {
  return listedFeatures(product.tiers.find((t) => t.tier === tier) ?? product);
}
