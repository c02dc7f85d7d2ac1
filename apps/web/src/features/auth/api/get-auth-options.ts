import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AuthOptions } from '../types';

export function getAuthOptions(signal?: AbortSignal): Promise<AuthOptions> {
  return api.get('/api/auth-options', { signal });
}

export function authOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['auth-options'] as const,
    queryFn: ({ signal }) => getAuthOptions(signal),
    retry: 1,
    staleTime: 5 * 60_000,
  });
}

export function useAuthOptions() {
  return useQuery(authOptionsQueryOptions());
}
