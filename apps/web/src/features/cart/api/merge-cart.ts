import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api-types';
import { toItemsBody } from '../cart-lines';
import type { CartLine, ServerCart } from '../types';
import { CART_QUERY_KEY } from './get-cart';

/** The merged cart, and the titles of products left out because the member already owns them. */
export type MergedCart = Omit<ApiResponse<'/api/cart/merge', 'post'>, 'cart'> & {
  cart: ServerCart;
};

/**
 * Adds the anonymous cart's lines that the server cart lacks (owned products are skipped and
 * named) and returns the merged cart.
 */
export async function mergeCart(lines: readonly CartLine[]): Promise<MergedCart> {
  const merged = await api.post('/api/cart/merge', { body: toItemsBody(lines) });
  return merged as MergedCart; // product keys narrowed (ServerCart)
}

export function useMergeCart() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: mergeCart,
    onSuccess: ({ cart }) => queryClient.setQueryData(CART_QUERY_KEY, cart),
  });
}
