import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@bbt/domain';
import type { ChatMessage } from '@bbt/domain';
import { api } from '../../../lib/api-client';
import type { ChannelMessages } from '../types';
import {
  firstServerId,
  prependOlder,
  withChanges,
  withSeenChanges,
  withServerMessages,
} from '../utils/merge-messages';

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

/**
 * What changed in the channel's messages after change `since` (decision 0056): the changed
 * messages as they now are, or `tooFarBehind` when the window must be reloaded.
 */
export function getChanges(slug: string, since: number, signal?: AbortSignal) {
  return api.get('/api/channels/{slug}/changes', {
    params: { slug },
    query: { since: String(since) },
    signal,
  });
}

/** The newest id of messages the server sent in ascending order. */
const newestId = (messages: readonly ChatMessage[]) => messages.at(-1)?.id ?? 0;

/**
 * A channel's history. The first fetch takes the newest page; any later fetch (a socket
 * reconnect, `messages:resync` or a gap that stays open refetches the channel) asks for the
 * changes after the last one up to which every change was seen (decision 0056): new messages,
 * edits, deletes, reactions, pins and thread counts, merged in so nothing held is dropped or
 * shows twice. A client too far behind for the change log reloads the newest page.
 */
export function messagesQueryOptions(slug: string) {
  return queryOptions({
    queryKey: messagesQueryKey(slug),
    queryFn: async ({ signal, client, queryKey }): Promise<ChannelMessages> => {
      const held = client.getQueryData<ChannelMessages>(queryKey);
      const current = () => client.getQueryData<ChannelMessages>(queryKey);
      // A window on older messages (jump to message) gives way to the newest page.
      if (!held?.seen || held.hasNewer) return newestPage(slug, current, { signal });
      const changes = await getChanges(slug, held.seen.seq, signal);
      if (changes.tooFarBehind) return newestPage(slug, current, { signal, reload: true });
      return withChanges(current() ?? held, changes);
    },
    // Kept current by the socket; refetched (caught up) on every socket reconnect.
    staleTime: Infinity,
    gcTime: 10 * 60_000,
  });
}

/**
 * The newest page as the channel's cache. Live messages may have arrived while the page was on
 * its way and stay; of a window on older messages, or of a cache too far behind to catch up
 * (`reload`), only this client's unsent messages stay.
 */
async function newestPage(
  slug: string,
  current: () => ChannelMessages | undefined,
  { signal, reload = false }: { signal: AbortSignal; reload?: boolean },
): Promise<ChannelMessages> {
  const page = await getMessages(slug, {}, signal);
  const now = current();
  const kept = reload || now?.hasNewer ? now?.messages.filter((m) => m.local) : now?.messages;
  // From the page's number alone: a change seen live meanwhile may concern a message not kept,
  // and the next catch-up brings it again.
  return withServerMessages(
    { messages: kept ?? [], hasMore: page.hasMore, syncedThrough: 0, seen: { seq: page.seq } },
    page.messages,
    { fetchedThrough: newestId(page.messages) },
  );
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
      ? withSeenChanges(
          withServerMessages(current, messages, { insert: insert && !current.hasNewer }),
          messages,
        )
      : current,
  );
}
