import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MailingListPage } from '../types';
import { mailingListQuery, PAGE_SIZE } from '../utils/filters';
import { ADMIN_SALES_QUERY_KEY } from './keys';

export interface MailingListParams {
  search: string;
  offset: number;
  limit?: number;
}

/** One page of subscribers, newest first; `search` matches part of the email. */
export function getMailingList(
  params: MailingListParams,
  signal?: AbortSignal,
): Promise<MailingListPage> {
  return api.get('/api/admin/mailing-list', { query: mailingListQuery(params), signal });
}

export function mailingListQueryOptions({ search, offset, limit = PAGE_SIZE }: MailingListParams) {
  const params = { search: search.trim(), offset, limit };
  return queryOptions({
    queryKey: [...ADMIN_SALES_QUERY_KEY, 'mailing-list', params] as const,
    queryFn: ({ signal }) => getMailingList(params, signal),
    // The page on screen stays while the next one (or the next search) loads.
    placeholderData: keepPreviousData,
  });
}

export function useMailingList(params: MailingListParams) {
  return useQuery(mailingListQueryOptions(params));
}
