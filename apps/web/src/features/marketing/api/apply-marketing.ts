import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { MARKETING_QUERY_KEY } from './get-marketing';

/** Joins the marketing team with a cv text (409 already_member when already on it). */
export async function applyToMarketing(cv: string): Promise<void> {
  await api.post('/api/marketing/apply', { body: { cv } });
}

/** Stays pending until the overview has reloaded, so the page switches in one step. */
export function useApplyToMarketing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: applyToMarketing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MARKETING_QUERY_KEY }),
  });
}
