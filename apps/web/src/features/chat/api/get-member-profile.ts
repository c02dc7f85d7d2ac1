import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** A member's card: what a message author's popover shows (decision 0067). */
export async function getMemberProfile(id: string, signal?: AbortSignal) {
  return api.get('/api/members/{id}', { params: { id }, signal });
}

export type MemberProfile = Awaited<ReturnType<typeof getMemberProfile>>;

export function useMemberProfile(id: string, enabled: boolean) {
  return useQuery({
    queryKey: ['member-profile', id],
    queryFn: ({ signal }) => getMemberProfile(id, signal),
    staleTime: 60_000,
    enabled,
  });
}
