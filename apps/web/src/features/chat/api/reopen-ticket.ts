import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CHANNELS_QUERY_KEY } from './get-channels';
import { CLOSED_TICKETS_QUERY_KEY } from './get-closed-tickets';
import { MEMBERS_QUERY_KEY } from './get-members';

/** Reopens a closed ticket (founder, admin or support); answers the ticket, open again. */
export async function reopenTicket(name: string) {
  const { ticket } = await api.post('/api/tickets/{name}/reopen', { params: { name } });
  return ticket;
}

/**
 * The ticket leaves the closed list and returns to the sidebar, writable, and its member list
 * gets its opener back.
 */
export function useReopenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reopenTicket,
    onSuccess: () =>
      Promise.all(
        [CLOSED_TICKETS_QUERY_KEY, CHANNELS_QUERY_KEY, MEMBERS_QUERY_KEY].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
