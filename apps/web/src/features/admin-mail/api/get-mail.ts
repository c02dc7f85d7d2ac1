import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_MAIL_QUERY_KEY } from './get-mails';

/** One mail with its text and HTML bodies. */
export function getMail(id: number, signal?: AbortSignal) {
  return api.get('/api/admin/mail/{id}', { params: { id }, signal });
}

export function mailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...ADMIN_MAIL_QUERY_KEY, 'one', id] as const,
    queryFn: ({ signal }) => getMail(id, signal),
  });
}

export function useMail(id: number | null) {
  return useQuery({ ...mailQueryOptions(id ?? 0), enabled: id !== null });
}
