import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminFaq } from '../types';
import { ADMIN_FAQS_QUERY_KEY } from './get-admin-faqs';

const REORDER_KEY = [...ADMIN_FAQS_QUERY_KEY, 'order'] as const;

/** Saves the whole order: every FAQ id exactly once, first shown first. */
export async function reorderFaqs(ids: number[]): Promise<AdminFaq[]> {
  const { faqs } = await api.put('/api/admin/faqs/order', { body: { ids } });
  return faqs;
}

/** The cached list in the order of `ids` (FAQs missing from `ids` keep their place at the end). */
function inOrder(list: AdminFaq[], ids: number[]): AdminFaq[] {
  const rank = new Map(ids.map((id, i) => [id, i]));
  return [...list]
    .sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity))
    .map((faq, position) => ({ ...faq, position }));
}

/**
 * Moves show at once (optimistic) and each saves the full order. Saves run one after the
 * other (one mutation scope), so quick moves never race; the last one to finish puts the
 * server's order in the cache, and a failure reloads the list.
 */
export function useReorderFaqs(onStorefrontChanged?: () => void) {
  const queryClient = useQueryClient();
  const isLast = () => queryClient.isMutating({ mutationKey: REORDER_KEY }) <= 1;
  return useMutation({
    mutationKey: REORDER_KEY,
    scope: { id: 'admin-faq-order' },
    mutationFn: reorderFaqs,
    onMutate: async (ids) => {
      await queryClient.cancelQueries({ queryKey: ADMIN_FAQS_QUERY_KEY, exact: true });
      queryClient.setQueryData<AdminFaq[]>(ADMIN_FAQS_QUERY_KEY, (list) =>
        list ? inOrder(list, ids) : list,
      );
    },
    onSuccess: (faqs) => {
      onStorefrontChanged?.();
      if (isLast()) queryClient.setQueryData(ADMIN_FAQS_QUERY_KEY, faqs);
    },
    onError: () => queryClient.invalidateQueries({ queryKey: ADMIN_FAQS_QUERY_KEY, exact: true }),
  });
}
