import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Order } from '../types';

export const ORDERS_QUERY_KEY = ['orders'] as const;

/** The signed-in member's orders. */
export async function getOrders(signal?: AbortSignal): Promise<Order[]> {
  const { orders } = await api.get('/api/orders', { signal });
  return orders;
}

export function ordersQueryOptions() {
  return queryOptions({
    queryKey: ORDERS_QUERY_KEY,
    queryFn: ({ signal }) => getOrders(signal),
    // Read again on every visit: a payment window closed elsewhere may have cancelled one.
    staleTime: 0,
  });
}

export function useOrders() {
  return useQuery(ordersQueryOptions());
}
