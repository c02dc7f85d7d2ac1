import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface Reactors {
  emoji: string;
  count: number;
  /** The first reactors, in the order they reacted; `more` did too. */
  members: ReadonlyArray<{ id: string; name: string }>;
  more: number;
}

export async function getReactors(
  messageId: number,
  emoji: string,
  signal?: AbortSignal,
): Promise<Reactors> {
  return api.get('/api/messages/{id}/reactions', {
    params: { id: messageId },
    query: { emoji },
    signal,
  });
}

/**
 * Who reacted with `emoji`, asked only once wanted (a hover, a focus, the list opened). The
 * count is part of the key, so a reaction added or taken back asks again.
 */
export function useReactors(messageId: number, emoji: string, count: number, enabled: boolean) {
  return useQuery({
    queryKey: ['reactors', messageId, emoji, count],
    queryFn: ({ signal }) => getReactors(messageId, emoji, signal),
    staleTime: 30_000,
    enabled,
  });
}
