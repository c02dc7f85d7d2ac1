import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Invite } from '../types';

export const INVITES_QUERY_KEY = ['invites'] as const;

/** Who owns an invite link (public). Unknown ids answer 404. */
export async function getInvite(inviteId: string, signal?: AbortSignal): Promise<Invite> {
  return api.get('/api/invites/{inviteId}', { params: { inviteId }, signal });
}

export function inviteQueryOptions(inviteId: string) {
  return queryOptions({
    queryKey: [...INVITES_QUERY_KEY, inviteId] as const,
    queryFn: ({ signal }) => getInvite(inviteId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useInvite(inviteId: string) {
  return useQuery(inviteQueryOptions(inviteId));
}
