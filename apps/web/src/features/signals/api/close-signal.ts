import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { CloseSignalInput } from '../types';
import { SIGNALS_QUERY_KEY } from './get-signals';

/** Closes an active signal with its position and P&L; it moves to the history. */
export async function closeSignal({
  id,
  ...input
}: CloseSignalInput & { id: number }): Promise<void> {
  await api.post('/api/signals/{id}/close', { params: { id }, body: input });
}

export function useCloseSignal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeSignal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SIGNALS_QUERY_KEY }),
  });
}
