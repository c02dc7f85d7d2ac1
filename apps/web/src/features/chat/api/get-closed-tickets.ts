import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api-types';

export type ClosedTicket = ApiResponse<'/api/tickets/closed', 'get'>['tickets'][number];

export const CLOSED_TICKETS_QUERY_KEY = ['tickets', 'closed'] as const;

/** Closed tickets for ticket staff, most recently closed first, found by number or opener. */
export async function getClosedTickets(
  search: string,
  signal?: AbortSignal,
): Promise<ClosedTicket[]> {
  const { tickets } = await api.get('/api/tickets/closed', { query: { search }, signal });
  return tickets;
}

export function closedTicketsQueryOptions(search: string) {
  return queryOptions({
    queryKey: [...CLOSED_TICKETS_QUERY_KEY, search],
    queryFn: ({ signal }) => getClosedTickets(search, signal),
    // Tickets close while the dialog is shut; each opening asks again.
    staleTime: 0,
  });
}

/** Keeps the last answer on screen while the next search is on its way. */
export function useClosedTickets(search: string, enabled: boolean) {
  return useQuery({
    ...closedTicketsQueryOptions(search),
    enabled,
    placeholderData: keepPreviousData,
  });
}
