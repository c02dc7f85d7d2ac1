import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** Which address a mail's unsubscribe link removes; 400 forged, 410 expired (ApiError). */
export function getUnsubscribeTarget(token: string, signal?: AbortSignal) {
  return api.get('/api/mailing-list/unsubscribe', { query: { token }, signal });
}

export function useUnsubscribeTarget(token: string) {
  return useQuery(
    queryOptions({
      queryKey: ['mailing-list', 'unsubscribe', token] as const,
      queryFn: ({ signal }) => getUnsubscribeTarget(token, signal),
      enabled: token !== '',
      retry: false,
    }),
  );
}

/** Removes the link's address from the list; no sign-in needed, the signed token decides. */
export function unsubscribe(token: string) {
  return api.post('/api/mailing-list/unsubscribe', { query: { token } });
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
