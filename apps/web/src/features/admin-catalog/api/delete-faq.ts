import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminFaq } from '../types';
import { ADMIN_FAQS_QUERY_KEY } from './get-admin-faqs';

/** Deletes a FAQ for good. */
export async function deleteFaq(id: number): Promise<void> {
  await api.delete('/api/admin/faqs/{id}', { params: { id } });
}

export function useDeleteFaq(onStorefrontChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFaq,
    onSuccess: (_data, id) => {
      queryClient.setQueryData<AdminFaq[]>(ADMIN_FAQS_QUERY_KEY, (list) =>
        list?.filter((f) => f.id !== id),
      );
      onStorefrontChanged?.();
    },
  });
}
