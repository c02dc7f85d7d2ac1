import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RedeemCatalog } from '../types';
import { MARKETING_QUERY_KEY } from './get-marketing';

/** The balance and the products it can buy; 403 marketing_required without the role. */
export async function getRedeemCatalog(signal?: AbortSignal): Promise<RedeemCatalog> {
  return api.get('/api/marketing/redeem', { signal });
}

export function redeemCatalogQueryOptions() {
  return queryOptions({
    queryKey: [...MARKETING_QUERY_KEY, 'redeem'] as const,
    queryFn: ({ signal }) => getRedeemCatalog(signal),
  });
}

export function useRedeemCatalog() {
  return useQuery(redeemCatalogQueryOptions());
}
