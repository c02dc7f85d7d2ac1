import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { AdminFaq } from '../types';

export const ADMIN_FAQS_QUERY_KEY = ['admin', 'faqs'] as const;

/** Every FAQ in display order (the landing shows the first ones). */
export async function getAdminFaqs(signal?: AbortSignal): Promise<AdminFaq[]> {
  const { faqs } = await api.get('/api/admin/faqs', { signal });
  return faqs;
}

export function adminFaqsQueryOptions() {
  return queryOptions({
    queryKey: ADMIN_FAQS_QUERY_KEY,
    queryFn: ({ signal }) => getAdminFaqs(signal),
  });
}

export function useAdminFaqs() {
  return useQuery(adminFaqsQueryOptions());
}
