import { describe, expect, it } from 'vitest';
import {
  addLine,
  findLine,
  parseStoredCart,
  priceLines,
  removeLine,
  serializeCart,
  toItemsBody,
} from './cart-lines';
import { catalog } from './test/catalog-data';

describe('addLine and removeLine', () => {
  it('appends a new product', () => {
    expect(addLine([], { product: 'signals', tier: null })).toEqual([
      { product: 'signals', tier: null },
    ]);
  });

  it('replaces the tier of a product already in the cart, in place', () => {
    const lines = addLine(
      [
        { product: 'badge', tier: 1 },
        { product: 'signals', tier: null },
      ],
      { product: 'badge', tier: 3 },
    );
    expect(lines).toEqual([
      { product: 'badge', tier: 3 },
      { product: 'signals', tier: null },
    ]);
  });

  it('removes a product and leaves the others', () => {
    const lines = [
      { product: 'badge', tier: 2 },
      { product: 'signals', tier: null },
    ] as const;
    expect(removeLine(lines, 'badge')).toEqual([{ product: 'signals', tier: null }]);
    expect(removeLine(lines, 'indicator')).toEqual(lines);
    expect(findLine(lines, 'badge')).toEqual({ product: 'badge', tier: 2 });
    expect(findLine(lines, 'indicator')).toBeUndefined();
  });
});

describe('parseStoredCart', () => {
  it('reads what serializeCart writes', () => {
    const lines = [
      { product: 'badge', tier: 2 },
      { product: 'indicator', tier: null },
    ] as const;
    expect(parseStoredCart(serializeCart(lines))).toEqual(lines);
  });

  it('survives missing, broken and hostile data', () => {
    expect(parseStoredCart(null)).toEqual([]);
    expect(parseStoredCart('')).toEqual([]);
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart('{"product":"badge"}')).toEqual([]);
    expect(
      parseStoredCart(
        JSON.stringify([null, 7, { product: 'rocket' }, { product: 'badge', tier: 9 }]),
      ),
    ).toEqual([{ product: 'badge', tier: null }]);
  });

  it('keeps each product once, the last line winning', () => {
    expect(
      parseStoredCart(
        JSON.stringify([
          { product: 'badge', tier: 1 },
          { product: 'badge', tier: 3 },
        ]),
      ),
    ).toEqual([{ product: 'badge', tier: 3 }]);
  });
});

describe('toItemsBody', () => {
  it('sends the tier only when there is one', () => {
    expect(
      toItemsBody([
        { product: 'badge', tier: 2 },
        { product: 'signals', tier: null },
      ]),
    ).toEqual({ items: [{ product: 'badge', tier: 2 }, { product: 'signals' }] });
  });
});

describe('priceLines', () => {
  it('prices the badge tier 2 as spec §9 says: 12.99 = 11.69 + 1.30', () => {
    const { items, totals } = priceLines([{ product: 'badge', tier: 2 }], catalog);
    expect(items).toEqual([
      {
        product: 'badge',
        tier: 2,
        title: 'Blue Badge',
        imageUrl: '/b.svg',
        nameInUrl: 'badge',
        unitPrice: 12.99,
      },
    ]);
    expect(totals).toEqual({
      total: 12.99,
      subtotal: 11.69,
      tax: 1.3,
      discount: 0,
      currency: 'USD',
    });
  });

  it('uses the sale price, ignores unknown products and defaults a missing tier', () => {
    const { items, totals } = priceLines(
      [
        { product: 'indicator', tier: 2 },
        { product: 'badge', tier: null },
        { product: 'signals', tier: null },
      ],
      catalog.filter((p) => p.key !== 'signals'),
    );
    expect(items.map((i) => [i.product, i.tier, i.unitPrice])).toEqual([
      ['indicator', null, 14.99],
      ['badge', 1, 7.99],
    ]);
    expect(totals.total).toBe(22.98);
  });

  it('gives zero totals for an empty cart', () => {
    expect(priceLines([], catalog).totals).toEqual({
      total: 0,
      subtotal: 0,
      tax: 0,
      discount: 0,
      currency: 'USD',
    });
  });
});
