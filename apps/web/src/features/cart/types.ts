import type { BadgeTier, CartTotals } from '@bbt/domain';

export type CartProductKey = 'indicator' | 'badge' | 'signals';

/** One line of a cart: which product, and the badge tier (null for products without tiers). */
export interface CartLine {
  product: CartProductKey;
  tier: BadgeTier | null;
}

/** A priced line, ready to show. */
export interface CartItem extends CartLine {
  title: string;
  imageUrl: string;
  nameInUrl: string;
  unitPrice: number;
  /**
   * What the line sells the signed-in member (the server says; a signed-out cart only buys):
   * an upgrade is priced from `fromTier`, a renewal extends, an owned line can't be paid.
   */
  purchase?: 'buy' | 'upgrade' | 'renew' | 'owned';
  fromTier?: number | null;
}

/** The mailing-list code on a member's cart; `problem` says why it takes nothing off now. */
export interface CartDiscountCode {
  code: string;
  percent: number;
  problem: string | null;
}

/** The cart as GET /api/cart presents it; the server's totals (discount included) win. */
export interface ServerCart extends CartTotals {
  items: CartItem[];
  discountCode: CartDiscountCode | null;
}

/** What the cart needs to know of a product to price an anonymous line. */
export interface CatalogEntry {
  key: string;
  title: string;
  imageUrl: string;
  nameInUrl: string;
  originalPrice: number;
  salePrice: number | null;
  tiers: ReadonlyArray<{ tier: number; price: number }>;
}

/** The body of PUT /api/cart and POST /api/cart/merge. */
export interface CartItemsBody {
  items: Array<{ product: CartProductKey; tier?: BadgeTier }>;
}
