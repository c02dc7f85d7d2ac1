import { describe, expect, it } from 'vitest';
import type { RedeemProduct } from '../types';
import { balanceAfter, defaultTier, redeemPrice } from './redeem';

const product = (over: Partial<RedeemProduct> = {}): RedeemProduct => ({
  key: 'signals',
  title: 'Signals',
  imageUrl: '/images/signals.svg',
  price: 19.99,
  owned: false,
  tiers: [],
  ...over,
});

const badge = product({
  key: 'badge',
  price: 7.99,
  tiers: [
    { tier: 2, title: 'Tier 2', price: 12.99 },
    { tier: 1, title: 'Tier 1', price: 7.99 },
    { tier: 3, title: 'Tier 3', price: 14.99 },
  ],
});

describe('redeem helpers', () => {
  it('starts tiered products on tier 1 and others on no tier', () => {
    expect(defaultTier(badge)).toBe(1);
    expect(defaultTier(product())).toBeUndefined();
    expect(defaultTier(product({ tiers: [{ tier: 2, title: 'Tier 2', price: 1 }] }))).toBe(2);
  });

  it("prices the chosen tier, else the product's price", () => {
    expect(redeemPrice(badge, 3)).toBe(14.99);
    expect(redeemPrice(badge, undefined)).toBe(7.99);
    expect(
      redeemPrice(product({ price: 7.99, tiers: [{ tier: 1, title: 'Tier 1', price: 7.99 }] }), 2),
    ).toBe(7.99);
    expect(redeemPrice(product(), undefined)).toBe(19.99);
  });

  it('takes the price off the balance at the stored precision', () => {
    expect(balanceAfter(20, 7.99)).toBe(12.01);
    expect(balanceAfter(0.3, 0.1)).toBe(0.2);
    expect(balanceAfter(5, 7.99)).toBe(-2.99);
  });
});
