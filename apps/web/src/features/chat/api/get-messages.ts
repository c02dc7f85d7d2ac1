import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@bbt/domain';
import type { ChatMessage } from '@bbt/domain';
import { api } from '../../../lib/api-client';
import type { ChannelMessages } from '../types';
import { firstServerId, prependOlder, withServerMessages } from '../utils/merge-messages';

export const MESSAGES_QUERY_ROOT = ['messages'] as const;
export const messagesQueryKey = (slug: string) => ['messages', slug] as const;

/**
 * One page of a channel (ruling 9): the newest 100 by default, the 100 before `before`, or the
 * ones after `after`. 404 channel_not_found, 403 no_permission or banned.
 */
export function getMessages(
  slug: string,
  page: { before?: number; after?: number } = {},
  signal?: AbortSignal,
) {
  return api.get('/api/channels/{slug}/messages', {
    params: { slug },
    query: { limit: LIMITS.messagesPerPage, before: page.before, after: page.after },
    signal,
  });
}

/** Everything after `after`, page by page (a reconnect after a long time away). */
async function getAllAfter(slug: string, after: number, signal: AbortSignal) {
  const all: ChatMessage[] = [];
  let cursor = after;
  for (;;) {
    const page = await getMessages(slug, { after: cursor }, signal);
    all.push(...page.messages);
    const last = page.messages[page.messages.length - 1];
    if (!page.hasMore || !last) return all;
    cursor = last.id;
  }
}

/** The newest id of messages the server sent in ascending order. */
const newestId = (messages: readonly ChatMessage[]) => messages.at(-1)?.id ?? 0;

/**
 * A channel's history. The first fetch takes the newest page; any later fetch (a socket
 * reconnect or `messages:resync` refetches every cached channel) asks only for what came after
 * the point up to which everything is held, and merges it in, so nothing held is dropped,
 * nothing shows twice, and a live message that overtook an older one can't make it skip that.
 */
export function messagesQueryOptions(slug: string) {
  return queryOptions({
    queryKey: messagesQueryKey(slug),
    queryFn: async ({ signal, client, queryKey }): Promise<ChannelMessages> => {
      const held = client.getQueryData<ChannelMessages>(queryKey);
      // A window on older messages (jump to message) gives way to the newest page.
      if (!held || held.hasNewer) {
        const page = await getMessages(slug, {}, signal);
        // Live messages may have arrived while the page was on its way; of a window, only
        // this client's unsent messages stay.
        const current = client.getQueryData<ChannelMessages>(queryKey);
        const kept = current?.hasNewer
          ? current.messages.filter((m) => m.local)
          : (current?.messages ?? []);
        return withServerMessages(
          { messages: kept, hasMore: page.hasMore, syncedThrough: 0 },
          page.messages,
          { fetchedThrough: newestId(page.messages) },
        );
      }
      const newer = await getAllAfter(slug, held.syncedThrough, signal);
      const current = client.getQueryData<ChannelMessages>(queryKey) ?? held;
      return withServerMessages(current, newer, { fetchedThrough: newestId(newer) });
    },
    // Kept current by the socket; refetched (caught up) on every socket reconnect.
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
}

/** `enabled` is false while the viewer may not read the channel: nothing is fetched. */
export function useChannelMessages(slug: string, enabled = true) {
  return useQuery({ ...messagesQueryOptions(slug), enabled });
}

/** Loads the page before the oldest message held and adds it at the top. */
export async function loadOlderMessages(queryClient: QueryClient, slug: string): Promise<void> {
  const key = messagesQueryKey(slug);
  const held = queryClient.getQueryData<ChannelMessages>(key);
  const first = held ? firstServerId(held.messages) : null;
  if (!held || first === null || !held.hasMore) return;
  const page = await getMessages(slug, { before: first });
  queryClient.setQueryData<ChannelMessages>(key, (current) =>
    current ? prependOlder(current, page.messages, page.hasMore) : current,
  );
}

/**
 * Puts messages from the server (socket events, acknowledgements) into a channel's cache.
 * A channel nobody has opened has no cache and is skipped (its badge comes from
 * `channel:counts`); one whose first page is still loading starts that load again, so the
 * page it gets includes this message.
 */
export function applyServerMessages(
  queryClient: QueryClient,
  slug: string,
  messages: readonly ChatMessage[],
  { insert }: { insert: boolean },
): void {
  const key = messagesQueryKey(slug);
  const state = queryClient.getQueryState<ChannelMessages>(key);
  if (!state) return;
  if (state.data === undefined) {
    if (state.fetchStatus === 'fetching')
      void queryClient.refetchQueries({ queryKey: key, exact: true });
    return;
  }
  // A window on older messages takes no live messages: paging down brings them in order.
  queryClient.setQueryData<ChannelMessages>(key, (current) =>
    current
      ? withServerMessages(current, messages, { insert: insert && !current.hasNewer })
      : current,
  );
}
