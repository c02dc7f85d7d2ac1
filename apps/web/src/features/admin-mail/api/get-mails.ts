import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { MailPage } from '../types';

export const ADMIN_MAIL_QUERY_KEY = ['admin', 'mail'] as const;
export const MAIL_PAGE_SIZE = 50;

/** One page of the outbox, newest first (founder and admin). */
export function getMails(offset: number, signal?: AbortSignal): Promise<MailPage> {
  return api.get('/api/admin/mail', { query: { offset, limit: MAIL_PAGE_SIZE }, signal });
}

export function mailsQueryOptions(offset: number) {
  return queryOptions({
    queryKey: [...ADMIN_MAIL_QUERY_KEY, 'list', offset] as const,
    queryFn: ({ signal }) => getMails(offset, signal),
    placeholderData: keepPreviousData,
  });
}

export function useMails(offset: number) {
  return useQuery(mailsQueryOptions(offset));
}
