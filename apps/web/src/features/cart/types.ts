import type { BadgeTier } from '@bbt/domain';
import type { ApiRequestBody, ApiResponse, ProductKey } from '../../lib/api-types';

export type CartProductKey = ProductKey;

/** One line of a cart: which product, and the badge tier (null for products without tiers). */
export interface CartLine {
  product: CartProductKey;
  tier: BadgeTier | null;
}

type ApiCart = ApiResponse<'/api/cart', 'get'>['cart'];

/**
 * A priced line, ready to show. `purchase` is what the line sells the signed-in member (the
 * server says; a signed-out cart only buys): an upgrade is priced from `fromTier`, a renewal
 * extends, an owned line can't be paid, nor one `unavailable` says the founder now sells only as
 * a membership (decision 0077).
 */
export type CartItem = CartLine &
  Omit<ApiCart['items'][number], keyof CartLine | 'purchase' | 'fromTier' | 'unavailable'> &
  Partial<Pick<ApiCart['items'][number], 'purchase' | 'fromTier' | 'unavailable'>>;

/** The mailing-list code on a member's cart; `problem` says why it takes nothing off now. */
export type CartDiscountCode = NonNullable<ApiCart['discountCode']>;

/** The coupon on a member's cart (decision 0051); `problem` says why it takes nothing off now. */
export type CartCoupon = NonNullable<ApiCart['coupon']>;

/** The cart as GET /api/cart presents it; the server's totals (discount included) win. */
export type ServerCart = Omit<ApiCart, 'items'> & { items: CartItem[] };

/** What the cart needs to know of a product to price an anonymous line. */
export interface CatalogEntry {
  key: string;
  title: string;
  imageUrl: string;
  nameInUrl: string;
  originalPrice: number;
  salePrice: number | null;
  tiers: ReadonlyArray<{ tier: BadgeTier; price: number }>;
}

/** The body of PUT /api/cart and POST /api/cart/merge. */
export type CartItemsBody = ApiRequestBody<'/api/cart', 'put'> & {
  items: Array<{ product: CartProductKey; tier?: BadgeTier }>;
};
