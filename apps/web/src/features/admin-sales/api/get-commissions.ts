import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryString } from '../../../lib/api-client';
import type { CommissionsPage, OrderFilters } from '../types';
import { commissionsQuery } from '../utils/filters';
import { ADMIN_SALES_QUERY_KEY } from './keys';

/** Credits paid to inviters on their invitees' orders in the date range, newest first. */
export function getCommissions(
  filters: OrderFilters,
  signal?: AbortSignal,
): Promise<CommissionsPage> {
  return api.get('/api/admin/commissions', { query: commissionsQuery(filters), signal });
}

export function commissionsQueryOptions(filters: OrderFilters) {
  const query = queryString(commissionsQuery(filters));
  return queryOptions({
    queryKey: [...ADMIN_SALES_QUERY_KEY, 'commissions', query] as const,
    queryFn: ({ signal }) => getCommissions(filters, signal),
    placeholderData: keepPreviousData,
  });
}

export function useCommissions(filters: OrderFilters) {
  return useQuery(commissionsQueryOptions(filters));
}
