import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api-types';

export type SearchPage = ApiResponse<'/api/messages/search', 'get'>;
export type SearchHit = SearchPage['results'][number];

export const SEARCH_QUERY_ROOT = ['message-search'] as const;

/**
 * Messages the member may read that match `q` (decision 0031), newest first, a page at a time
 * (`before`: the oldest id of the page before). 400 invalid_search carries a readable reason.
 */
export function searchMessages(q: string, before: number | undefined, signal?: AbortSignal) {
  return api.get('/api/messages/search', { query: { q, before }, signal });
}

export function searchMessagesQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: [...SEARCH_QUERY_ROOT, q],
    queryFn: ({ pageParam, signal }) => searchMessages(q, pageParam, signal),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.results.at(-1)?.message.id : undefined),
    // Access changes and new messages make an old answer wrong: every search asks again.
    staleTime: 0,
    gcTime: 60_000,
    retry: false,
  });
}

/** `q` is the submitted search; nothing is asked while it is empty. */
export function useSearchMessages(q: string) {
  return useInfiniteQuery({ ...searchMessagesQueryOptions(q), enabled: q.trim() !== '' });
}
