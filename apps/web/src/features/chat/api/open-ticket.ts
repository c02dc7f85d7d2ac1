import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { CHANNELS_QUERY_KEY } from './get-channels';

/**
 * Opens a support ticket (the ask channel's 'open a ticket'); answers with the ticket, named by
 * its channel's slug: ticket00, ticket01 ...
 */
export async function openTicket() {
  const { ticket } = await api.post('/api/tickets');
  return ticket;
}

/**
 * Resolves once the channel list holds the new ticket, so the ticket's page opens with its
 * write access known (and not as a closed or unknown channel).
 */
export function useOpenTicket() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: openTicket,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CHANNELS_QUERY_KEY }),
  });
}
