import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canAfford,
  creditsShort,
  cartTotals,
  discountCents,
  isBadgeTier,
  MAILING_LIST_DISCOUNT_PERCENT,
  saleCommission,
  toMoneyString,
  unitPrice,
  type PricedProduct,
} from './pricing';

const badge: PricedProduct = {
  originalPrice: 7.99,
  salePrice: null,
  tiers: [
    { tier: 1, price: 7.99 },
    { tier: 2, price: 12.99 },
    { tier: 3, price: 14.99 },
  ],
};
const indicator: PricedProduct = { originalPrice: 49.99, salePrice: 34.99, tiers: [] };
const signals: PricedProduct = { originalPrice: 19.99, salePrice: null, tiers: [] };

describe('unitPrice', () => {
  it('uses the chosen tier, tier 1 by default', () => {
    expect(unitPrice(badge, 2)).toBe(12.99);
    expect(unitPrice(badge, 3)).toBe(14.99);
    expect(unitPrice(badge)).toBe(7.99);
    expect(unitPrice(badge, null)).toBe(7.99);
  });

  it('refuses a tier the product does not have', () => {
    expect(() => unitPrice(badge, 4)).toThrow(RangeError);
  });

  it('uses the sale price when there is one, else the original price', () => {
    expect(unitPrice(indicator)).toBe(34.99);
    expect(unitPrice(signals)).toBe(19.99);
  });

  it('takes a sale on the badge off every tier in the same share', () => {
    const onSale = { ...badge, salePrice: 5.99 };
    expect(unitPrice(onSale, 1)).toBe(5.99);
    expect(unitPrice(onSale, 2)).toBe(9.74); // 12.99 x 599/799 = 9.738...
    expect(unitPrice(onSale, 3)).toBe(11.24); // 14.99 x 599/799 = 11.237...
  });

  it('keeps sale prices in whole cents and in tier order', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 798 }), (saleCents) => {
        const onSale = { ...badge, salePrice: saleCents / 100 };
        const prices = [1, 2, 3].map((tier) => unitPrice(onSale, tier));
        for (const price of prices) expect(Math.round(price * 100)).toBeCloseTo(price * 100, 6);
        expect(prices[0]).toBe(saleCents / 100);
        expect(prices[1]).toBeGreaterThanOrEqual(prices[0]!);
        expect(prices[2]).toBeGreaterThanOrEqual(prices[1]!);
      }),
    );
  });
});

describe('cartTotals', () => {
  it('splits a tier 2 badge into 11.69 + 1.30 = 12.99', () => {
    expect(cartTotals([12.99])).toEqual({
      total: 12.99,
      subtotal: 11.69,
      tax: 1.3,
      discount: 0,
      currency: 'USD',
    });
  });

  it('adds in cents, without floating-point drift', () => {
    expect(cartTotals([0.1, 0.2]).total).toBe(0.3);
    expect(cartTotals([34.99, 14.99, 19.99]).total).toBe(69.97);
  });

  it('always has subtotal + tax = total', () => {
    for (let cents = 0; cents < 5000; cents += 7) {
      const t = cartTotals([cents / 100]);
      expect(Math.round((t.subtotal + t.tax) * 100)).toBe(cents);
    }
  });

  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({
      total: 0,
      subtotal: 0,
      tax: 0,
      discount: 0,
      currency: 'USD',
    });
  });
});

describe('the mailing-list discount', () => {
  it('takes 15% off the sum, and the tax is the tax in what is paid', () => {
    // 12.99 - 1.95 (15% of 1299 cents is 194.85) = 11.04, of which 1.10 tax.
    expect(cartTotals([12.99], MAILING_LIST_DISCOUNT_PERCENT)).toEqual({
      total: 11.04,
      subtotal: 9.94,
      tax: 1.1,
      discount: 1.95,
      currency: 'USD',
    });
  });

  it("rounds to the nearest cent, a half cent in the buyer's favour", () => {
    expect(discountCents(799, 15)).toBe(120); // 119.85
    expect(discountCents(10, 15)).toBe(2); // 1.5, exactly, in integer arithmetic
    expect(discountCents(3, 15)).toBe(0); // 0.45
    expect(discountCents(0, 15)).toBe(0);
  });

  it('never takes more than the percentage promises, nor a negative amount', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 100_000 }), { maxLength: 5 }), (cents) => {
        const prices = cents.map((c) => c / 100);
        const plain = cartTotals(prices);
        const off = cartTotals(prices, MAILING_LIST_DISCOUNT_PERCENT);
        const sum = cents.reduce((a, b) => a + b, 0);
        expect(Math.round((off.total + off.discount) * 100)).toBe(sum);
        expect(Math.abs(off.discount * 100 - sum * 0.15)).toBeLessThanOrEqual(0.5 + 1e-9);
        expect(off.total).toBeLessThanOrEqual(plain.total);
        expect(off.total).toBeGreaterThanOrEqual(0);
        expect(Math.round((off.subtotal + off.tax) * 100)).toBe(Math.round(off.total * 100));
      }),
    );
  });
});

describe('money helpers', () => {
  it('formats provider amounts with two decimals', () => {
    expect(toMoneyString(12.99)).toBe('12.99');
    expect(toMoneyString(7)).toBe('7.00');
    expect(toMoneyString(0.1 + 0.2)).toBe('0.30');
  });

  it('pays 40% commission', () => {
    expect(saleCommission(12.99)).toBe(5.196);
    expect(saleCommission(0)).toBe(0);
  });

  it('recognises badge tiers', () => {
    expect(isBadgeTier(2)).toBe(true);
    expect(isBadgeTier(0)).toBe(false);
    expect(isBadgeTier('2')).toBe(false);
  });
});

describe('canAfford', () => {
  it('needs credits at least equal to the price, to the cent', () => {
    expect(canAfford(3.4, 19.99)).toBe(false);
    expect(canAfford(19.98, 19.99)).toBe(false);
    expect(canAfford(19.99, 19.99)).toBe(true);
    expect(canAfford(0.1 + 0.2, 0.3)).toBe(true);
  });

  it('counts credits to the 4 decimals they are stored with, so a fraction short is short', () => {
    expect(canAfford(19.9899, 19.99)).toBe(false);
    expect(canAfford(19.99 - 0.0001, 19.99)).toBe(false);
    expect(canAfford(19.9901, 19.99)).toBe(true);
    expect(canAfford(0.0001, 0.0001)).toBe(true);
  });
});

describe('creditsShort', () => {
  it('is what a balance lacks, rounded up to the cent it is shown in', () => {
    expect(creditsShort(19.9899, 19.99)).toBe(0.01);
    expect(creditsShort(3.4, 19.99)).toBe(16.59);
    expect(creditsShort(3.4051, 19.99)).toBe(16.59);
    expect(creditsShort(19.99, 19.99)).toBe(0);
    expect(creditsShort(25, 19.99)).toBe(0);
  });
});
