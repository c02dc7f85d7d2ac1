import type { QueryClient } from '@tanstack/react-query';
import { LIMITS } from '@bbt/domain';
import { api } from '../../../lib/api-client';
import type { ChannelMessages } from '../types';
import { firstServerId, lastServerId, withServerMessages } from '../utils/merge-messages';
import { getMessages, messagesQueryKey } from './get-messages';

/** The page of a channel around a message (jump to message, decision 0031). */
export function getMessagesAround(slug: string, around: number, signal?: AbortSignal) {
  return api.get('/api/channels/{slug}/messages', {
    params: { slug },
    query: { around, limit: LIMITS.messagesPerPage },
    signal,
  });
}

/**
 * Makes sure the channel's cache holds a message: a message at or after the oldest one held is
 * there already (or is not on the main line); an older one replaces the cache with the page
 * around it, which says `hasNewer` until paging down reaches the newest message. This client's
 * unsent messages stay.
 */
export async function loadAround(queryClient: QueryClient, slug: string, id: number) {
  const key = messagesQueryKey(slug);
  const held = queryClient.getQueryData<ChannelMessages>(key);
  const first = held ? firstServerId(held.messages) : null;
  if (held && first !== null && first <= id) return;
  await queryClient.cancelQueries({ queryKey: key, exact: true });
  const page = await getMessagesAround(slug, id);
  const echoes = queryClient.getQueryData<ChannelMessages>(key)?.messages.filter((m) => m.local);
  const window: ChannelMessages = {
    messages: echoes ?? [],
    hasMore: page.hasMore,
    syncedThrough: 0,
    // Live changes patch what the window holds; once paging down reaches the newest message,
    // catch-ups go on from here (decision 0056).
    seen: { seq: page.seq },
  };
  const fetchedThrough = page.messages.at(-1)?.id ?? 0;
  queryClient.setQueryData<ChannelMessages>(key, {
    ...withServerMessages(window, page.messages, { fetchedThrough }),
    hasNewer: page.hasNewer ?? false,
  });
}

/** Loads the page after the newest message held, while the cache is a window on older ones. */
export async function loadNewerMessages(queryClient: QueryClient, slug: string): Promise<void> {
  const key = messagesQueryKey(slug);
  const held = queryClient.getQueryData<ChannelMessages>(key);
  const last = held ? lastServerId(held.messages) : null;
  if (!held?.hasNewer || last === null) return;
  const page = await getMessages(slug, { after: last });
  const fetchedThrough = page.messages.at(-1)?.id ?? last;
  queryClient.setQueryData<ChannelMessages>(key, (current) =>
    current?.hasNewer
      ? {
          ...withServerMessages(current, page.messages, { fetchedThrough }),
          hasNewer: page.hasMore,
        }
      : current,
  );
}
