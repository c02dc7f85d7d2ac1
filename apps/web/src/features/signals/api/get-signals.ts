import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { SignalsRoom } from '../types';

export const SIGNALS_QUERY_KEY = ['signals'] as const;

/** Active signals (premium readers only), the trade history and each analyst's record. */
export function getSignals(signal?: AbortSignal): Promise<SignalsRoom> {
  return api.get('/api/signals', { signal });
}

export function signalsQueryOptions() {
  return queryOptions({
    queryKey: SIGNALS_QUERY_KEY,
    queryFn: ({ signal }) => getSignals(signal),
  });
}

export function useSignals() {
  return useQuery(signalsQueryOptions());
}
