import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Poll } from '../types';

export const POLLS_QUERY_KEY = ['polls'] as const;

/** The polls of the polls channel, newest first, with counts and the member's own vote. */
export async function getPolls(signal?: AbortSignal): Promise<Poll[]> {
  const { polls } = await api.get('/api/polls', { signal });
  return polls;
}

export function pollsQueryOptions() {
  return queryOptions({
    queryKey: POLLS_QUERY_KEY,
    queryFn: ({ signal }) => getPolls(signal),
  });
}

export function usePolls() {
  return useQuery(pollsQueryOptions());
}
