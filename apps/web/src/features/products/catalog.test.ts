import { describe, expect, it } from 'vitest';
import {
  featuresAt,
  isOnSale,
  isProductFilter,
  isProductSort,
  selectProducts,
  purchaseOptionFor,
  tierAdditions,
} from './catalog';
import type { Product, ProductTier } from './types';

const products = [
  { key: 'badge', type: 'course', price: 7.99 },
  { key: 'indicator', type: 'indicator', price: 19.99 },
  { key: 'signals', type: 'signals', price: 9.99 },
  { key: 'other', type: 'indicator', price: 9.99 },
] as const;

const keys = (list: ReadonlyArray<{ key: string }>) => list.map((p) => p.key);

describe('selectProducts', () => {
  it('keeps every product for All, sorted by price low to high', () => {
    expect(keys(selectProducts(products, 'all', 'price-asc'))).toEqual([
      'badge',
      'signals',
      'other',
      'indicator',
    ]);
  });

  it('sorts high to low, keeping the server order for equal prices', () => {
    expect(keys(selectProducts(products, 'all', 'price-desc'))).toEqual([
      'indicator',
      'signals',
      'other',
      'badge',
    ]);
  });

  it('filters by type', () => {
    expect(keys(selectProducts(products, 'courses', 'price-asc'))).toEqual(['badge']);
    expect(keys(selectProducts(products, 'indicators', 'price-asc'))).toEqual([
      'other',
      'indicator',
    ]);
    expect(keys(selectProducts(products, 'signals', 'price-asc'))).toEqual(['signals']);
  });

  it('returns an empty list when nothing matches', () => {
    expect(selectProducts([products[0]], 'signals', 'price-asc')).toEqual([]);
  });

  it('does not change the list it is given', () => {
    const copy = [...products];
    selectProducts(products, 'all', 'price-desc');
    expect(products).toEqual(copy);
  });
});

describe('guards', () => {
  it('recognise filter and sort ids from the address bar', () => {
    expect(isProductFilter('courses')).toBe(true);
    expect(isProductFilter('course')).toBe(false);
    expect(isProductSort('price-desc')).toBe(true);
    expect(isProductSort(null)).toBe(false);
  });
});

describe('isOnSale', () => {
  it('needs a sale price below the original', () => {
    expect(isOnSale({ originalPrice: 20, salePrice: 15 })).toBe(true);
    expect(isOnSale({ originalPrice: 20, salePrice: null })).toBe(false);
    expect(isOnSale({ originalPrice: 20, salePrice: 20 })).toBe(false);
  });
});

describe('tiers', () => {
  const tiers: ProductTier[] = [
    {
      tier: 2,
      title: 'Tier 2',
      price: 12.99,
      grants: ['chart', 'manual', 'calls'],
      features: [],
      soldOnce: true,
    },
    {
      tier: 1,
      title: 'Tier 1',
      price: 7.99,
      grants: ['chart', 'manual'],
      features: ['manual'],
      soldOnce: true,
    },
    {
      tier: 3,
      title: 'Tier 3',
      price: 14.99,
      grants: ['chart', 'manual', 'calls', 'one-on-one'],
      features: ['a console line'],
      soldOnce: true,
    },
  ];

  it('lists what each tier adds to the one below, tier 1 whole', () => {
    expect(tierAdditions(tiers).map(({ tier, added }) => ({ tier, added }))).toEqual([
      { tier: 1, added: ['chart', 'manual'] },
      { tier: 2, added: ['calls'] },
      { tier: 3, added: ['one-on-one', 'a console line'] },
    ]);
  });

  it("lists the chosen tier's grants, then the copy lines that repeat none; the product's own without tiers", () => {
    expect(featuresAt({ grants: ['base'], features: [], tiers }, 3)).toEqual([
      'chart',
      'manual',
      'calls',
      'one-on-one',
      'a console line',
    ]);
    expect(featuresAt({ grants: ['role'], features: ['base', 'role'], tiers: [] }, null)).toEqual([
      'role',
      'base',
    ]);
  });
});

describe('purchaseOptionFor', () => {
  const product = (overrides: Partial<Product>): Product => ({
    key: 'signals',
    nameInUrl: 'signals',
    title: 'Premium Signals',
    description: '',
    imageUrl: '',
    originalPrice: 19.99,
    salePrice: null,
    price: 19.99,
    role: 'premium_signals',
    type: 'signals',
    features: [],
    grants: [],
    gallery: [],
    soldOnce: true,
    tiers: [],
    owned: false,
    heldTier: null,
    accessUntil: null,
    includedInTier: null,
    ...overrides,
  });

  it('says owned for what a badge tier includes, never sells it again', () => {
    expect(purchaseOptionFor(product({ owned: true, includedInTier: 3 }), null)).toEqual({
      kind: 'owned',
      throughTier: 3,
    });
    expect(purchaseOptionFor(product({}), null)).toEqual({ kind: 'buy', price: 19.99 });
  });
});
