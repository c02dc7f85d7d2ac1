import { api } from '../../../lib/api-client';
import type { ServerCart } from '../types';
import { useCartChange } from './get-cart';

/**
 * Puts a coupon on the member's cart (PUT /api/cart/coupon, decision 0051); the server prices
 * it. Its refusals (unknown, expired, used up, not for this cart, already used by you, one code
 * per order) arrive as an ApiError with the reason to show.
 */
export async function applyCoupon(code: string): Promise<ServerCart> {
  const { cart } = await api.put('/api/cart/coupon', { body: { code } });
  return cart as ServerCart; // product keys narrowed (ServerCart)
}

export async function removeCoupon(): Promise<ServerCart> {
  const { cart } = await api.delete('/api/cart/coupon');
  return cart as ServerCart;
}

export const useApplyCoupon = () => useCartChange(applyCoupon);

export const useRemoveCoupon = () => useCartChange(removeCoupon);
