import type { QueryClient } from '@tanstack/react-query';
import { GAP_FETCH_DELAY_MS, gapEnd } from '@bbt/domain';
import { messagesQueryKey } from '../api/get-messages';
import type { ChannelMessages } from '../types';

/**
 * Watches the channels' caches for gaps: a live message whose predecessor is not held. Most
 * gaps close by themselves (another instance's broadcast overtaken by this one's); one still
 * open after GAP_FETCH_DELAY_MS is a broadcast that was lost, and the channel is caught up
 * (messagesQueryOptions asks for the changes after the last one it saw, decision 0056).
 */
export function createGapWatch(queryClient: QueryClient) {
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const held = (slug: string) => queryClient.getQueryData<ChannelMessages>(messagesQueryKey(slug));

  /** Call after messages were put into a channel's cache. */
  const check = (slug: string): void => {
    if (timers.has(slug)) return;
    const data = held(slug);
    const end = data ? gapEnd(data.syncedThrough, data.messages) : undefined;
    if (end === undefined) return;
    timers.set(
      slug,
      setTimeout(() => {
        timers.delete(slug);
        const now = held(slug);
        if (now && now.syncedThrough < end)
          void queryClient.refetchQueries({ queryKey: messagesQueryKey(slug), exact: true });
        // That gap closed by itself; a newer one may have opened meanwhile.
        else check(slug);
      }, GAP_FETCH_DELAY_MS),
    );
  };

  return {
    check,
    stop(): void {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    },
  };
}
