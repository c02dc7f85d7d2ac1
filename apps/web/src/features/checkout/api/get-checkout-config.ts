import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export function getCheckoutConfig(signal?: AbortSignal) {
  return api.get('/api/checkout/config', { signal });
}

export function checkoutConfigQueryOptions() {
  return queryOptions({
    queryKey: ['checkout-config'] as const,
    queryFn: ({ signal }) => getCheckoutConfig(signal),
    staleTime: 10 * 60_000,
  });
}

export function useCheckoutConfig(enabled = true) {
  return useQuery({ ...checkoutConfigQueryOptions(), enabled });
}
