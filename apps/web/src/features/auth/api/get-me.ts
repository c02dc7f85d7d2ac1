import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SessionUser } from '../types';

export const ME_QUERY_KEY = ['me'] as const;

/**
 * The signed-in user, or null when signed out. Asked of the session probe, which answers a
 * visitor 200 with null: /api/me's 401 would be logged by the browser on every signed-out page.
 */
export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  const { user } = await api.get('/api/session', { signal });
  return user;
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    // A failing probe reads as signed out; don't keep the visitor waiting on retries.
    retry: false,
    staleTime: 60_000,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
