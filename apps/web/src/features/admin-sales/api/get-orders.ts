import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client';
import type { OrderFilters, OrdersPage } from '../types';
import { ordersQuery } from '../utils/filters';
import { ADMIN_SALES_QUERY_KEY } from './keys';

/** One page of orders matching the filters, newest first. */
export function getOrders(filters: OrderFilters, signal?: AbortSignal): Promise<OrdersPage> {
  return api.get('/api/admin/orders', { query: ordersQuery(filters), signal });
}

export function ordersQueryOptions(filters: OrderFilters) {
  const query = queryString(ordersQuery(filters));
  return queryOptions({
    queryKey: [...ADMIN_SALES_QUERY_KEY, 'orders', query] as const,
    queryFn: ({ signal }) => getOrders(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrders(filters: OrderFilters) {
  return useQuery(ordersQueryOptions(filters));
}
