import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api-types';

/**
 * The footer's links (null: the community has no account there, and the footer shows no link)
 * and the trusted-by strip's names, in order (empty hides the strip).
 */
export type SiteSettings = ApiResponse<'/api/site', 'get'>;

export const SITE_QUERY_KEY = ['site'] as const;

/** The storefront's footer links and trusted-by names, as the console set them. */
export function getSite(signal?: AbortSignal): Promise<SiteSettings> {
  return api.get('/api/site', { signal });
}

export function siteQueryOptions() {
  return queryOptions({
    queryKey: SITE_QUERY_KEY,
    queryFn: ({ signal }) => getSite(signal),
    staleTime: 10 * 60_000,
  });
}

export function useSite() {
  return useQuery(siteQueryOptions());
}
