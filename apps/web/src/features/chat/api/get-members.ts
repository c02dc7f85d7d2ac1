import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Member } from '../types';

export const MEMBERS_QUERY_KEY = ['members'] as const;

/** Everyone in the community, for the member list and '@' mentions. */
export async function getMembers(signal?: AbortSignal): Promise<Member[]> {
  const { members } = await api.get('/api/members', { signal });
  return members;
}

export function membersQueryOptions() {
  return queryOptions({
    queryKey: MEMBERS_QUERY_KEY,
    queryFn: ({ signal }) => getMembers(signal),
    staleTime: 5 * 60_000,
  });
}

export function useMembers() {
  return useQuery(membersQueryOptions());
}
