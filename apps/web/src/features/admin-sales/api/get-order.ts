import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminOrderDetail } from '../types';
import { ADMIN_SALES_QUERY_KEY } from './keys';

/** One order with its payment ids, failure reason and the commission paid on it. */
export async function getOrder(id: string, signal?: AbortSignal): Promise<AdminOrderDetail> {
  const { order } = await api.get('/api/admin/orders/{id}', { params: { id }, signal });
  return order;
}

export function orderQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...ADMIN_SALES_QUERY_KEY, 'order', id] as const,
    queryFn: ({ signal }) => getOrder(id, signal),
  });
}

/** The order's detail; nothing is fetched while `id` is null (no order open). */
export function useOrder(id: string | null) {
  return useQuery({ ...orderQueryOptions(id ?? ''), enabled: id !== null });
}
