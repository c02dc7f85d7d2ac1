import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ServerCart } from '../types';

export const CART_QUERY_KEY = ['cart'] as const;

/** The signed-in member's cart, priced by the server. */
export async function getCart(signal?: AbortSignal): Promise<ServerCart> {
  const { cart } = await api.get('/api/cart', { signal });
  return cart as ServerCart; // product keys narrowed (ServerCart)
}

export function cartQueryOptions() {
  return queryOptions({
    queryKey: CART_QUERY_KEY,
    queryFn: ({ signal }) => getCart(signal),
  });
}

/** Only asked for when signed in; signed-out visitors have the local cart. */
export function useServerCart(enabled: boolean) {
  return useQuery({ ...cartQueryOptions(), enabled });
}

/** A change whose answer is the cart as the server now prices it: it replaces the cached one. */
export function useCartChange<TInput = void>(change: (input: TInput) => Promise<ServerCart>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (cart) => queryClient.setQueryData(CART_QUERY_KEY, cart),
  });
}
