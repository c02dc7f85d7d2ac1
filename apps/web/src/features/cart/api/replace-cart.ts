import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toItemsBody } from '../cart-lines';
import type { CartLine, ServerCart } from '../types';
import { CART_QUERY_KEY } from './get-cart';

/**
 * Replaces the signed-in member's cart (PUT /api/cart). 400 for an unknown product, a bad
 * tier or a duplicate; 409 when a product is already owned.
 */
export async function replaceCart(lines: readonly CartLine[]): Promise<ServerCart> {
  const { cart } = await api.put('/api/cart', { body: toItemsBody(lines) });
  return cart as ServerCart; // product keys narrowed (ServerCart)
}

export function useReplaceCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replaceCart,
    onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart),
  });
}
