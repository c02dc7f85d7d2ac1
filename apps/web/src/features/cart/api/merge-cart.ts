import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { toItemsBody } from '../cart-lines';
import type { CartLine, ServerCart } from '../types';
import { CART_QUERY_KEY } from './get-cart';

/**
 * Adds the anonymous cart's lines that the server cart lacks (owned products are skipped)
 * and returns the merged cart.
 */
export async function mergeCart(lines: readonly CartLine[]): Promise<ServerCart> {
  const { cart } = await api.post<{ cart: ServerCart }>('/api/cart/merge', toItemsBody(lines));
  return cart;
}

export function useMergeCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeCart,
    onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart),
  });
}
