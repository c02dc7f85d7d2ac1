import { priceLines } from '../cart-lines';
import type { CartLine, CatalogEntry, ServerCart } from '../types';

/** The catalogue the cart tests price from: a plain product, a tiered one, a third. */
export const catalog: CatalogEntry[] = [
  {
    key: 'indicator',
    title: 'Indicator',
    imageUrl: '/i.svg',
    nameInUrl: 'indicator',
    originalPrice: 19.99,
    salePrice: 14.99,
    tiers: [],
  },
  {
    key: 'badge',
    title: 'Blue Badge',
    imageUrl: '/b.svg',
    nameInUrl: 'badge',
    originalPrice: 7.99,
    salePrice: null,
    tiers: [
      { tier: 1, price: 7.99 },
      { tier: 2, price: 12.99 },
      { tier: 3, price: 14.99 },
    ],
  },
  {
    key: 'signals',
    title: 'Signals',
    imageUrl: '/s.svg',
    nameInUrl: 'signals',
    originalPrice: 9.99,
    salePrice: null,
    tiers: [],
  },
];

/** A member's cart as the server presents it, priced from the same catalogue. */
export function serverCart(lines: readonly CartLine[]): ServerCart {
  const { items, totals } = priceLines(lines, catalog);
  return { items, discountCode: null, coupon: null, tradingViewUsernameNeeded: false, ...totals };
}
