import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MEETINGS_QUERY_KEY } from './get-meetings';

/** Starts a scheduled meeting: it goes live and Join opens (founder or admin). */
export async function startMeeting(id: number): Promise<void> {
  await api.post('/api/meetings/{id}/start', { params: { id } });
}

export function useStartMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEETINGS_QUERY_KEY }),
  });
}
