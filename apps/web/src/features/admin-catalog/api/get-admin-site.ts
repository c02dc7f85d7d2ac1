import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SiteSettings } from '../types';

export const ADMIN_SITE_QUERY_KEY = ['admin', 'site'] as const;

/** The site settings as stored (founder and admin). */
export function getAdminSite(signal?: AbortSignal): Promise<SiteSettings> {
  return api.get('/api/admin/site', { signal });
}

export function adminSiteQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_SITE_QUERY_KEY,
    queryFn: ({ signal }) => getAdminSite(signal),
  });
}

export function useAdminSite() {
  return useQuery(adminSiteQueryOptions());
}
