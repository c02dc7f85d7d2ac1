import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Member } from '../types';
import { MEMBERS_QUERY_KEY } from './get-members';

/** Under the members key, so whatever refreshes the member list refreshes a ticket's too. */
const ticketMembersQueryKey = (name: string) => [...MEMBERS_QUERY_KEY, 'ticket', name];

/** Who can read the ticket (ruling 5): its opener while it is open, and the ticket staff. */
export async function getTicketMembers(name: string, signal?: AbortSignal): Promise<Member[]> {
  const { members } = await api.get('/api/tickets/{name}/members', { params: { name }, signal });
  return members;
}

export function ticketMembersQueryOptions(name: string) {
  return queryOptions({
    queryKey: ticketMembersQueryKey(name),
    queryFn: ({ signal }) => getTicketMembers(name, signal),
    staleTime: 5 * 60_000,
  });
}
