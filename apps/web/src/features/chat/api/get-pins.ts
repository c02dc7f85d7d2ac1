import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@bbt/domain';
import { api } from '../../../lib/api-client';
import { withPinChange } from '../utils/pins-threads';

export const PINS_QUERY_ROOT = ['pins'] as const;
export const pinsQueryKey = (slug: string) => ['pins', slug] as const;

/** A channel's pinned messages, most recently pinned first (decision 0034). */
export async function getPins(slug: string, signal?: AbortSignal): Promise<readonly ChatMessage[]> {
  const { messages } = await api.get('/api/channels/{slug}/pins', { params: { slug }, signal });
  return messages;
}

export function pinsQueryOptions(slug: string) {
  return queryOptions({
    queryKey: pinsQueryKey(slug),
    queryFn: ({ signal }) => getPins(slug, signal),
    // Kept current by message:updated; refetched after a reconnect.
    staleTime: Infinity,
  });
}

export function usePins(slug: string, enabled: boolean) {
  return useQuery({ ...pinsQueryOptions(slug), enabled });
}

/** A changed message updates its channel's pins, when they are held. */
export function applyPinChange(queryClient: QueryClient, message: ChatMessage): void {
  queryClient.setQueryData<readonly ChatMessage[]>(pinsQueryKey(message.channel), (pins) =>
    pins ? withPinChange(pins, message) : pins,
  );
}
