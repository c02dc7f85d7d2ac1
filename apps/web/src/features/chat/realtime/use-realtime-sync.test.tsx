// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { GAP_FETCH_DELAY_MS, toMessageFrame } from '@bbt/domain';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { installFakeFetch } from '../../../test/fake-fetch';
import { FakeServerSocket, fakeSocket } from '../../../test/fake-socket';
import { appProviders, testQueryClient } from '../../../test/render';
import { messagesQueryKey, messagesQueryOptions, useChannelMessages } from '../api/get-messages';
import { serverMessage, viewer } from '../test/chat-data';
import type { ChannelMessages } from '../types';
import { ChatSocketProvider } from './socket-context';
import { useRealtimeSync } from './use-realtime-sync';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketModule,
);

const MESSAGES_PATH = '/api/channels/general/messages';

/** The fake server's channel: #1..#n stored; GET answers the newest page or what came `after`. */
function serveChannel(api: ReturnType<typeof installFakeFetch>, stored: number) {
  const channel = { stored };
  api.on('GET', MESSAGES_PATH, ({ url }) => {
    const after = Number(new URL(url, 'http://app').searchParams.get('after') ?? 0);
    const ids = Array.from({ length: channel.stored }, (_, i) => i + 1).filter((id) => id > after);
    return { body: { messages: ids.map((id) => serverMessage(id)), hasMore: false } };
  });
  return channel;
}

async function setup(stored: number) {
  fakeSocket.current = new FakeServerSocket();
  const api = installFakeFetch();
  const channel = serveChannel(api, stored);
  const queryClient = testQueryClient();
  const Providers = appProviders(queryClient);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers>
      <ChatSocketProvider>{children}</ChatSocketProvider>
    </Providers>
  );
  // The channel on screen, loaded as the app loads it.
  await queryClient.fetchQuery(messagesQueryOptions('general'));
  renderHook(() => useRealtimeSync({ viewer, openSlug: 'general', onMemberChanged: () => {} }), {
    wrapper,
  });
  const held = () =>
    queryClient
      .getQueryData<ChannelMessages>(messagesQueryKey('general'))!
      .messages.map((m) => m.id);
  const afterAsked = () =>
    api
      .calls('GET', MESSAGES_PATH)
      .map((r) => new URL(r.url, 'http://app').searchParams.get('after'));
  return { api, channel, held, afterAsked, queryClient, wrapper };
}

/** Connected and caught up on #1..#2; then #`id` is stored and its broadcast arrives. */
async function broadcastAfterCatchUp(id: number) {
  const sync = await setup(2);
  await waitFor(() => expect(sync.afterAsked()).toEqual([null, '2']));
  vi.useFakeTimers();
  sync.channel.stored = id;
  act(() =>
    fakeSocket.current.push(
      'message:new',
      toMessageFrame(serverMessage(id, { previousId: id - 1 })),
    ),
  );
  return sync;
}

describe('useRealtimeSync', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('asks for what came after the last message held when the socket reconnects', async () => {
    const { channel, held, afterAsked } = await setup(3);
    const socket = fakeSocket.current;
    await waitFor(() => expect(socket.connected).toBe(true));
    // The first connect catches up too (the page may be older than the socket).
    await waitFor(() => expect(afterAsked()).toEqual([null, '3']));

    act(() => socket.drop());
    channel.stored = 5; // #4 and #5 were posted while the connection was down.
    act(() => socket.accept());

    await waitFor(() => expect(held()).toEqual([1, 2, 3, 4, 5]));
    expect(afterAsked()).toEqual([null, '3', '3']);
  });

  it('fetches a message lost between live ones once the gap stays open', async () => {
    // #3's broadcast is lost; #4 arrives live.
    const { held, afterAsked } = await broadcastAfterCatchUp(4);
    expect(held()).toEqual([1, 2, 4]);

    await act(() => vi.advanceTimersByTimeAsync(GAP_FETCH_DELAY_MS - 1));
    expect(afterAsked()).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();

    await waitFor(() => expect(held()).toEqual([1, 2, 3, 4]));
    expect(afterAsked()).toEqual([null, '2', '2']);
  });

  it('does not fetch when the live messages come in order', async () => {
    const { held, afterAsked } = await broadcastAfterCatchUp(3);
    await act(() => vi.advanceTimersByTimeAsync(GAP_FETCH_DELAY_MS * 2));

    expect(held()).toEqual([1, 2, 3]);
    expect(afterAsked()).toHaveLength(2);
  });

  it('asks again for the open channel when the member changes, so a lost role is refused', async () => {
    const { api, afterAsked, queryClient, wrapper } = await setup(2);
    // The channel view's own query: what member:changed refetches is what is on screen.
    renderHook(() => useChannelMessages('general'), { wrapper });
    await waitFor(() => expect(afterAsked()).toEqual([null, '2']));
    // The member's role was taken: the server now refuses the channel (a ticket, say, which
    // no catalogue rule on the client covers).
    api.on('GET', MESSAGES_PATH, () => ({
      status: 403,
      body: { error: { code: 'no_permission', message: 'No permission' } },
    }));
    act(() => fakeSocket.current.push('member:changed'));

    await waitFor(() =>
      expect(queryClient.getQueryState(messagesQueryKey('general'))?.status).toBe('error'),
    );
    expect(afterAsked()).toEqual([null, '2', '2']);
  });
});
