import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { NewSignalInput } from '../types';
import { SIGNALS_QUERY_KEY } from './get-signals';

/** Posts a new active signal (founder or analyst). */
export async function addSignal(input: NewSignalInput): Promise<void> {
  await api.post('/api/signals', { body: input });
}

export function useAddSignal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addSignal,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SIGNALS_QUERY_KEY }),
  });
}
