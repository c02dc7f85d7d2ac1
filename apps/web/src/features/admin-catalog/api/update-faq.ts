import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminFaq, FaqInput } from '../types';
import { ADMIN_FAQS_QUERY_KEY } from './get-admin-faqs';

/** Saves a FAQ's changed question and/or answer; 409 when the question is taken. */
export async function updateFaq({
  id,
  patch,
}: {
  id: number;
  patch: Partial<FaqInput>;
}): Promise<AdminFaq> {
  const { faq } = await api.patch('/api/admin/faqs/{id}', { params: { id }, body: patch });
  return faq;
}

export function useUpdateFaq(onStorefrontChanged?: () => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateFaq,
    onSuccess: (faq) => {
      queryClient.setQueryData<AdminFaq[]>(ADMIN_FAQS_QUERY_KEY, (list) =>
        list?.map((f) => (f.id === faq.id ? faq : f)),
      );
      onStorefrontChanged?.();
    },
  });
}
