import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ADMIN_DELIVERY_QUERY_KEY } from './product-files';

const fulfilmentsQuery = queryOptions({
  queryKey: [...ADMIN_DELIVERY_QUERY_KEY, 'fulfilments'] as const,
  queryFn: ({ signal }) => api.get('/api/admin/fulfilments', { signal }),
});

/** Paid orders whose TradingView invite is still to be sent, oldest first. */
export function useFulfilments() {
  return useQuery(fulfilmentsQuery);
}

/** The invite was sent: the order leaves the queue and the server mails its buyer. */
export function useMarkFulfilmentDone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: string) =>
      api.post('/api/admin/fulfilments/{orderId}/done', { params: { orderId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: fulfilmentsQuery.queryKey }),
  });
}
