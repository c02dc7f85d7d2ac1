import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MarketingOverview } from '../types';

/** Every query under this key holds marketing data (the overview and the redeem store). */
export const MARKETING_QUERY_KEY = ['marketing'] as const;

/** The signed-in member's marketing figures, history and invite link. */
export async function getMarketing(signal?: AbortSignal): Promise<MarketingOverview> {
  return api.get('/api/marketing', { signal });
}

export function marketingQueryOptions() {
  return queryOptions({
    queryKey: [...MARKETING_QUERY_KEY, 'overview'] as const,
    queryFn: ({ signal }) => getMarketing(signal),
  });
}

export function useMarketing() {
  return useQuery(marketingQueryOptions());
}
