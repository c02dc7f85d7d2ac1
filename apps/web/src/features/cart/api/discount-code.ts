import { api } from '../../../lib/api-client';
import type { ServerCart } from '../types';
import { useCartChange } from './get-cart';

/**
 * Attaches a mailing-list code to the member's cart (PUT /api/cart/discount); the server prices
 * it. 404 unknown, 403 another email's, 409 used, 410 expired, as an ApiError with the reason.
 */
export async function applyDiscountCode(code: string): Promise<ServerCart> {
  const { cart } = await api.put('/api/cart/discount', { body: { code } });
  return cart as ServerCart; // product keys narrowed (ServerCart)
}

export async function removeDiscountCode(): Promise<ServerCart> {
  const { cart } = await api.delete('/api/cart/discount');
  return cart as ServerCart;
}

export const useApplyDiscountCode = () => useCartChange(applyDiscountCode);

export const useRemoveDiscountCode = () => useCartChange(removeDiscountCode);
