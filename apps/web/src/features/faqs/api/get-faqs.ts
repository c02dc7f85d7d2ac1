import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Faq } from '../types';

export const FAQS_QUERY_KEY = ['faqs'] as const;

/** Frequently asked questions, in display order. */
export async function getFaqs(signal?: AbortSignal): Promise<Faq[]> {
  const { faqs } = await api.get('/api/faqs', { signal });
  return faqs;
}

export function faqsQueryOptions() {
  return queryOptions({
    queryKey: FAQS_QUERY_KEY,
    queryFn: ({ signal }) => getFaqs(signal),
    staleTime: 10 * 60_000,
  });
}

export function useFaqs() {
  return useQuery(faqsQueryOptions());
}
