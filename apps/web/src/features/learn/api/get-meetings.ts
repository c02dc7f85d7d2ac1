import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MeetingsList } from '../types';

export const MEETINGS_QUERY_KEY = ['meetings'] as const;

/** Every meeting with its status, and whether the member may manage them. */
export function getMeetings(signal?: AbortSignal): Promise<MeetingsList> {
  return api.get('/api/meetings', { signal });
}

export function meetingsQueryOptions() {
  return queryOptions({
    queryKey: MEETINGS_QUERY_KEY,
    queryFn: ({ signal }) => getMeetings(signal),
  });
}

export function useMeetings() {
  return useQuery(meetingsQueryOptions());
}
