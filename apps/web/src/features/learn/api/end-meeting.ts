import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MEETINGS_QUERY_KEY } from './get-meetings';

/** Ends a live meeting (founder or admin). */
export async function endMeeting(id: number): Promise<void> {
  await api.post('/api/meetings/{id}/end', { params: { id } });
}

export function useEndMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEETINGS_QUERY_KEY }),
  });
}
