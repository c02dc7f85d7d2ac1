import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, isUnauthorized } from '../../../lib/api-client';
import type { SessionUser } from '../types';

export const ME_QUERY_KEY = ['me'] as const;

/** The signed-in user, or null when signed out (401). */
export async function getMe(signal?: AbortSignal): Promise<SessionUser | null> {
  try {
    const { user } = await api.get('/api/me', { signal });
    return user;
  } catch (error) {
    if (isUnauthorized(error)) return null;
    throw error;
  }
}

export function meQueryOptions() {
  return queryOptions({
    queryKey: ME_QUERY_KEY,
    queryFn: ({ signal }) => getMe(signal),
    // A failing /api/me reads as signed out; don't keep the visitor waiting on retries.
    retry: false,
    staleTime: 60_000,
  });
}

export function useMe() {
  return useQuery(meQueryOptions());
}
