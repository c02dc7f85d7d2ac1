import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useToast } from '../../../components/ui/toast';
import { api, errorMessage } from '../../../lib/api-client';
import { ADMIN_SALES_QUERY_KEY } from './keys';

/** Removes one address from the mailing list (DELETE /api/admin/mailing-list/:id). */
export function removeSubscriber(id: number): Promise<null> {
  return api.delete('/api/admin/mailing-list/{id}', { params: { id } });
}

/** The outcome is toasted here: the row, and its button, are gone once it succeeds. */
export function useRemoveSubscriber() {
  const queryClient = useQueryClient();
  const toast = useToast();
  return useMutation({
    mutationFn: ({ id }: { id: number; email: string }) => removeSubscriber(id),
    onSuccess: (_, { email }) => toast.success(`${email} was removed from the mailing list`),
    onError: (error) => toast.error(errorMessage(error)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_SALES_QUERY_KEY }),
  });
}
