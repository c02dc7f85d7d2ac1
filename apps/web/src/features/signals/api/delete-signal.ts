import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { SIGNALS_QUERY_KEY } from './get-signals';

/** Deletes an active or closed signal (founder or analyst). */
export async function deleteSignal(id: number): Promise<void> {
  await api.delete('/api/signals/{id}', { params: { id } });
}

export function useDeleteSignal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSignal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SIGNALS_QUERY_KEY }),
  });
}
