import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { ChatMessage } from '@bbt/domain';
import { api } from '../../../lib/api-client';
import { applyToThread, type ThreadData } from '../utils/pins-threads';
import { withServerMessages } from '../utils/merge-messages';

export const THREAD_QUERY_ROOT = ['thread'] as const;
export const threadQueryKey = (rootId: number) => ['thread', rootId] as const;

/** A thread with every reply, page after page (a thread holds a few hundred at most). */
async function getThread(rootId: number, signal: AbortSignal) {
  const first = await api.get('/api/threads/{rootId}', { params: { rootId }, signal });
  const replies = [...first.replies];
  let hasMore = first.hasMore;
  while (hasMore) {
    const after = replies.at(-1)?.id ?? 0;
    const page = await api.get('/api/threads/{rootId}', {
      params: { rootId },
      query: { after },
      signal,
    });
    replies.push(...page.replies);
    hasMore = page.hasMore;
  }
  return { ...first, replies };
}

/**
 * A thread's root and replies for its side panel (decision 0034). A refetch (after a
 * reconnect) merges into what is held, so local echoes of replies on their way stay.
 */
export function threadQueryOptions(rootId: number) {
  return queryOptions({
    queryKey: threadQueryKey(rootId),
    queryFn: async ({ signal, client, queryKey }): Promise<ThreadData> => {
      const thread = await getThread(rootId, signal);
      const held = client.getQueryData<ThreadData>(queryKey);
      const base: ThreadData = held
        ? { ...held, root: thread.root, lastReadId: Math.max(held.lastReadId, thread.lastReadId) }
        : {
            messages: [],
            hasMore: false,
            syncedThrough: 0,
            root: thread.root,
            lastReadId: thread.lastReadId,
          };
      return { ...base, ...withServerMessages(base, thread.replies) };
    },
    staleTime: Infinity,
    gcTime: 5 * 60_000,
  });
}

export function useThread(rootId: number | null) {
  return useQuery({ ...threadQueryOptions(rootId ?? 0), enabled: rootId !== null });
}

/** A live message into the thread it belongs to, or whose root it is, when that is held. */
export function applyThreadMessage(
  queryClient: QueryClient,
  message: ChatMessage,
  { insert }: { insert: boolean },
): void {
  // A main-line message may be the root of a held thread; a reply belongs to its root's.
  const rootId = message.threadRootId ?? message.id;
  queryClient.setQueryData<ThreadData>(threadQueryKey(rootId), (data) =>
    data ? applyToThread(data, message, { insert }) : data,
  );
}
