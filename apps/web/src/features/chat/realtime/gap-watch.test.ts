import { QueryClient } from '@tanstack/react-query';
import { GAP_FETCH_DELAY_MS, type ChatMessage } from '@bbt/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messagesQueryKey } from '../api/get-messages';
import type { ChannelMessages } from '../types';
import { withServerMessages } from '../utils/merge-messages';
import { createGapWatch } from './gap-watch';

const message = (id: number, previousId: number | null): ChatMessage =>
  ({ id, previousId, channel: 'general', clientId: null, text: `#${id}` }) as ChatMessage;

describe('createGapWatch', () => {
  let queryClient: QueryClient;
  let fetches: number;
  const key = messagesQueryKey('general');

  beforeEach(async () => {
    vi.useFakeTimers();
    queryClient = new QueryClient();
    fetches = 0;
    // The channel's first page: everything through #10.
    await queryClient.fetchQuery({
      queryKey: key,
      queryFn: (): ChannelMessages => {
        fetches += 1;
        const held = queryClient.getQueryData<ChannelMessages>(key);
        const page = held ? [message(11, 10)] : [message(10, null)];
        return withServerMessages(
          held ?? { messages: [], hasMore: false, syncedThrough: 0 },
          page,
          { fetchedThrough: page.at(-1)!.id },
        );
      },
    });
  });
  afterEach(() => vi.useRealTimers());

  const deliver = (...messages: ChatMessage[]) =>
    queryClient.setQueryData<ChannelMessages>(key, (data) => withServerMessages(data!, messages));

  it('fetches when a gap is still open after the delay', async () => {
    const watch = createGapWatch(queryClient);
    deliver(message(12, 11));
    watch.check('general');
    await vi.advanceTimersByTimeAsync(GAP_FETCH_DELAY_MS - 1);
    expect(fetches).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetches).toBe(2);
    const data = queryClient.getQueryData<ChannelMessages>(key)!;
    expect(data.messages.map((m) => m.id)).toEqual([10, 11, 12]);
    expect(data.syncedThrough).toBe(12);
  });

  it('does not fetch when the late message arrives in time', async () => {
    const watch = createGapWatch(queryClient);
    deliver(message(12, 11));
    watch.check('general');
    deliver(message(11, 10));
    await vi.advanceTimersByTimeAsync(GAP_FETCH_DELAY_MS * 2);
    expect(fetches).toBe(1);
  });

  it('watches a newer gap that opened while the first one was closing', async () => {
    const watch = createGapWatch(queryClient);
    deliver(message(12, 11));
    watch.check('general');
    deliver(message(11, 10));
    // #13 is lost: #14 arrives before the first timer fires, which finds its own gap closed.
    deliver(message(14, 13));
    watch.check('general');
    await vi.advanceTimersByTimeAsync(GAP_FETCH_DELAY_MS);
    expect(fetches).toBe(1);
    await vi.advanceTimersByTimeAsync(GAP_FETCH_DELAY_MS);
    expect(fetches).toBe(2);
  });

  it('does nothing without a gap, and nothing after stop', async () => {
    const watch = createGapWatch(queryClient);
    deliver(message(11, 10));
    watch.check('general');
    await vi.advanceTimersByTimeAsync(GAP_FETCH_DELAY_MS * 2);
    expect(fetches).toBe(1);
    deliver(message(13, 12));
    watch.check('general');
    watch.stop();
    await vi.advanceTimersByTimeAsync(GAP_FETCH_DELAY_MS * 2);
    expect(fetches).toBe(1);
  });
});
