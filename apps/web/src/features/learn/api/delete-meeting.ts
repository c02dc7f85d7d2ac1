import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MEETINGS_QUERY_KEY } from './get-meetings';

/** Deletes a meeting (founder or admin). */
export async function deleteMeeting(id: number): Promise<void> {
  await api.delete('/api/meetings/{id}', { params: { id } });
}

export function useDeleteMeeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMeeting,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MEETINGS_QUERY_KEY }),
  });
}
