import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client';
import type { OrderFilters, OrdersReport } from '../types';
import { reportQuery } from '../utils/filters';
import { ADMIN_SALES_QUERY_KEY } from './keys';

/** Orders and revenue per day or week over the range, with the range's totals. */
export function getOrdersReport(
  filters: OrderFilters,
  signal?: AbortSignal,
): Promise<OrdersReport> {
  return api.get('/api/admin/orders/report', { query: reportQuery(filters), signal });
}

export function ordersReportQueryOptions(filters: OrderFilters) {
  const query = queryString(reportQuery(filters));
  return queryOptions({
    queryKey: [...ADMIN_SALES_QUERY_KEY, 'orders-report', query] as const,
    queryFn: ({ signal }) => getOrdersReport(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useOrdersReport(filters: OrderFilters) {
  return useQuery(ordersReportQueryOptions(filters));
}
