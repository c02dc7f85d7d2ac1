import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminFaq, FaqInput } from '../types';
import { ADMIN_FAQS_QUERY_KEY } from './get-admin-faqs';

/** Adds a FAQ at the end of the list; 409 when one with the same question exists. */
export async function createFaq(input: FaqInput): Promise<AdminFaq> {
  const { faq } = await api.post('/api/admin/faqs', { body: input });
  return faq;
}

export function useCreateFaq(onStorefrontChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createFaq,
    onSuccess: () => {
      onStorefrontChanged?.();
      return queryClient.invalidateQueries({ queryKey: ADMIN_FAQS_QUERY_KEY });
    },
  });
}
