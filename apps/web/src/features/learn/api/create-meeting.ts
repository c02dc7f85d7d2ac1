import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { NewMeetingInput } from '../types';
import { MEETINGS_QUERY_KEY } from './get-meetings';

/** Schedules a meeting (founder or admin). */
export async function createMeeting(input: NewMeetingInput): Promise<void> {
  await api.post('/api/meetings', { body: input });
}

export function useCreateMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEETINGS_QUERY_KEY }),
  });
}
