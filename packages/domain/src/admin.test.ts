import { describe, expect, it } from 'vitest';
import {
  isValidSale,
  priceFault,
  priceProblem,
  NEW_PRODUCT_ROLE_KEYS,
  PRODUCT_ROLE_KEYS,
  PRODUCT_SLUG,
  tierFreeUnderSale,
} from './admin';

describe('priceProblem', () => {
  it.each([1, 0.01, 12.5, 99.99, 100_000])('accepts %s', (price) => {
    expect(priceProblem(price)).toBeNull();
  });
  it.each([
    [0, 'more than 0'],
    [-1, 'more than 0'],
    [1.005, '2 decimals'],
    [Number.NaN, 'a number'],
    [Number.POSITIVE_INFINITY, 'a number'],
    [100_000.01, 'at most'],
  ])('refuses %s (%s)', (price, reason) => {
    expect(priceProblem(price)).toContain(reason);
  });
});

describe('priceFault', () => {
  it.each([
    [12.5, null],
    [Number.NaN, 'not_a_number'],
    [0, 'not_positive'],
    [100_000.01, 'too_high'],
    [1.005, 'too_precise'],
  ] as const)('names the rule %s breaks: %s', (price, fault) => {
    expect(priceFault(price)).toBe(fault);
  });
});

describe('isValidSale', () => {
  it('takes no sale or a lower price, never an equal or higher one', () => {
    expect(isValidSale(10, null)).toBe(true);
    expect(isValidSale(10, 9.99)).toBe(true);
    expect(isValidSale(10, 10)).toBe(false);
    expect(isValidSale(10, 10.01)).toBe(false);
  });
});

describe('PRODUCT_ROLE_KEYS', () => {
  it('lets products grant member roles, never a staff role', () => {
    expect(PRODUCT_ROLE_KEYS).toEqual(
      expect.arrayContaining(['blue_badge_trader', 'premium_signals', 'premium_trader']),
    );
    for (const staff of ['founder', 'admin', 'analyst', 'support'] as const)
      expect(PRODUCT_ROLE_KEYS).not.toContain(staff);
  });
});

describe('tierFreeUnderSale', () => {
  const badge = (salePrice: number | null, tierTwo = 12.99) => ({
    originalPrice: 100,
    salePrice,
    tiers: [
      { tier: 1, price: 100 },
      { tier: 2, price: tierTwo },
    ],
  });

  it('finds a tier a deep sale rounds to nothing', () => {
    // 1% off the list: tier 2 at 0.40 becomes 0.004, which is 0 cents.
    expect(tierFreeUnderSale(badge(1, 0.4))).toBe(2);
  });

  it('is null while every tier costs a cent or more, or without a sale or tiers', () => {
    expect(tierFreeUnderSale(badge(1))).toBeNull();
    expect(tierFreeUnderSale(badge(null, 0.01))).toBeNull();
    expect(tierFreeUnderSale({ originalPrice: 5, salePrice: 0.01, tiers: [] })).toBeNull();
  });
});

describe('products made in the console', () => {
  it('sell any member role but the tiered badge', () => {
    expect(NEW_PRODUCT_ROLE_KEYS).not.toContain('blue_badge_trader');
    expect(NEW_PRODUCT_ROLE_KEYS).toEqual(expect.arrayContaining(['premium_trader']));
    for (const role of NEW_PRODUCT_ROLE_KEYS) expect(PRODUCT_ROLE_KEYS).toContain(role);
  });

  it.each(['ab', 'options-course', 'x1', 'a'.repeat(40)])('takes the key %s', (slug) => {
    expect(PRODUCT_SLUG.test(slug)).toBe(true);
  });
  it.each(['a', '-ab', 'ab-', 'Options', 'a b', 'a_b', 'é-course', 'a'.repeat(41), ''])(
    'refuses the key %s',
    (slug) => {
      expect(PRODUCT_SLUG.test(slug)).toBe(false);
    },
  );
});
