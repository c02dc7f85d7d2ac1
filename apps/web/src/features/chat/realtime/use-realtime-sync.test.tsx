// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { GAP_FETCH_DELAY_MS, toMessageFrame, type ChatMessage } from '@bbt/domain';
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
const CHANGES_PATH = '/api/channels/general/changes';

/**
 * The fake server's channel with its change log (decision 0056): GET answers the newest page
 * with the log's newest number, or the messages changed after `since` as they now are (or
 * `tooFarBehind` once the log was pruned past the asker).
 */
function serveChannel(api: ReturnType<typeof installFakeFetch>, stored: number) {
  const messages = new Map<number, ChatMessage>();
  /** The message each change was to: change n is `log[n - 1]`. */
  const log: number[] = [];
  const channel = {
    prunedThrough: 0,
    change(message: ChatMessage) {
      messages.set(message.id, message);
      log.push(message.id);
      return { ...message, seq: log.length };
    },
    post: (id: number) => channel.change(serverMessage(id)),
    held: (id: number) => messages.get(id)!,
  };
  for (let id = 1; id <= stored; id += 1) channel.post(id);
  const sorted = (ids: Iterable<number>) =>
    [...new Set(ids)].sort((a, b) => a - b).map((id) => messages.get(id)!);
  api.on('GET', MESSAGES_PATH, () => ({
    body: { messages: sorted(messages.keys()), hasMore: false, seq: log.length },
  }));
  api.on('GET', CHANGES_PATH, ({ url }) => {
    const since = Number(new URL(url, 'http://app').searchParams.get('since'));
    const body =
      since < channel.prunedThrough
        ? { tooFarBehind: true, seq: log.length, messages: [] }
        : { tooFarBehind: false, seq: log.length, messages: sorted(log.slice(since)) };
    return { body };
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
  const sinceAsked = () =>
    api
      .calls('GET', CHANGES_PATH)
      .map((r) => new URL(r.url, 'http://app').searchParams.get('since'));
  const pagesAsked = () => api.calls('GET', MESSAGES_PATH).length;
  const cached = () => queryClient.getQueryData<ChannelMessages>(messagesQueryKey('general'))!;
  return { api, channel, held, cached, sinceAsked, pagesAsked, queryClient, wrapper };
}

/** Connected and caught up on #1..#2; then #3..#`id` are stored and #`id`'s broadcast arrives. */
async function broadcastAfterCatchUp(id: number) {
  const sync = await setup(2);
  await waitFor(() => expect(sync.sinceAsked()).toEqual(['2']));
  vi.useFakeTimers();
  let last = serverMessage(id);
  for (let n = 3; n <= id; n += 1) last = sync.channel.post(n);
  act(() =>
    fakeSocket.current.push('message:new', toMessageFrame({ ...last, previousId: id - 1 })),
  );
  return sync;
}

describe('useRealtimeSync', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('applies every change made while the socket was down once it reconnects', async () => {
    const { channel, held, cached, sinceAsked } = await setup(3);
    const socket = fakeSocket.current;
    await waitFor(() => expect(socket.connected).toBe(true));
    // The first connect catches up too (the page may be older than the socket).
    await waitFor(() => expect(sinceAsked()).toEqual(['3']));

    act(() => socket.drop());
    // While the connection was down: #1 edited, #2 deleted, #3 reacted to and pinned, #4 and
    // #5 posted (#5 in #3's thread, which counts it).
    channel.change({ ...channel.held(1), text: 'entry at 101', edited: true });
    channel.change({ ...channel.held(2), text: '', deleted: true });
    channel.change({
      ...channel.held(3),
      reactions: [{ emoji: '🔥', count: 1, userIds: ['u-bob'] }],
    });
    channel.change({ ...channel.held(3), pinned: { at: '2026-01-01T13:00:00Z', byName: 'Bob' } });
    channel.post(4);
    channel.change(serverMessage(5, { threadRootId: 3 }));
    channel.change({
      ...channel.held(3),
      thread: { replyCount: 1, lastReplyAt: '2026-01-01T13:05:00Z' },
    });
    act(() => socket.accept());

    await waitFor(() => expect(held()).toEqual([1, 2, 3, 4, 5]));
    expect(sinceAsked()).toEqual(['3', '3']);
    const [edited, deleted, root] = cached().messages;
    expect(edited).toMatchObject({ text: 'entry at 101', edited: true });
    expect(deleted).toMatchObject({ text: '', deleted: true });
    expect(root).toMatchObject({
      reactions: [{ emoji: '🔥', count: 1 }],
      pinned: { byName: 'Bob' },
      thread: { replyCount: 1 },
    });
    expect(cached().seen).toEqual({ seq: 10 });
  });

  it('reloads the newest page when it is too far behind for the change log', async () => {
    const { channel, held, cached, sinceAsked, pagesAsked } = await setup(3);
    const socket = fakeSocket.current;
    await waitFor(() => expect(sinceAsked()).toEqual(['3']));

    act(() => socket.drop());
    channel.change({ ...channel.held(2), text: 'changed while away', edited: true });
    channel.post(4);
    channel.prunedThrough = 5;
    act(() => socket.accept());

    await waitFor(() => expect(held()).toEqual([1, 2, 3, 4]));
    expect(pagesAsked()).toBe(2);
    expect(cached().messages[1]?.text).toBe('changed while away');
    expect(cached().seen).toEqual({ seq: 5 });
  });

  it('counts the changes seen live, so a reconnect asks only for what came after them', async () => {
    const { channel, cached, sinceAsked } = await setup(2);
    const socket = fakeSocket.current;
    await waitFor(() => expect(sinceAsked()).toEqual(['2']));
    const edit = channel.change({ ...channel.held(1), text: 'edited live', edited: true });

    act(() => socket.push('message:updated', edit));
    expect(cached().messages[0]?.text).toBe('edited live');
    expect(cached().seen).toEqual({ seq: 3 });
    act(() => socket.drop());
    act(() => socket.accept());

    await waitFor(() => expect(sinceAsked()).toEqual(['2', '3']));
  });

  it('fetches a message lost between live ones once the gap stays open', async () => {
    // #3's broadcast is lost; #4 arrives live.
    const { held, sinceAsked } = await broadcastAfterCatchUp(4);
    expect(held()).toEqual([1, 2, 4]);

    await act(() => vi.advanceTimersByTimeAsync(GAP_FETCH_DELAY_MS - 1));
    expect(sinceAsked()).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(1));
    vi.useRealTimers();

    await waitFor(() => expect(held()).toEqual([1, 2, 3, 4]));
    expect(sinceAsked()).toEqual(['2', '2']);
  });

  it('does not fetch when the live messages come in order', async () => {
    const { held, sinceAsked } = await broadcastAfterCatchUp(3);
    await act(() => vi.advanceTimersByTimeAsync(GAP_FETCH_DELAY_MS * 2));

    expect(held()).toEqual([1, 2, 3]);
    expect(sinceAsked()).toHaveLength(1);
  });

  it('takes every message of a packet that brings several, in order (decision 0085)', async () => {
    const { channel, held, cached, sinceAsked } = await setup(2);
    const socket = fakeSocket.current;
    await waitFor(() => expect(sinceAsked()).toEqual(['2']));
    vi.useFakeTimers();
    const frames = [3, 4, 5].map((id) =>
      toMessageFrame({ ...channel.post(id), previousId: id - 1 }),
    );

    act(() => socket.push('message:new', ...frames));
    expect(held()).toEqual([1, 2, 3, 4, 5]);
    expect(cached().seen).toEqual({ seq: 5 });
    // No gap was seen: nothing is fetched.
    await act(() => vi.advanceTimersByTimeAsync(GAP_FETCH_DELAY_MS * 2));
    expect(sinceAsked()).toHaveLength(1);
  });

  it('asks again for the open channel when the member changes, so a lost role is refused', async () => {
    const { api, sinceAsked, queryClient, wrapper } = await setup(2);
    // The channel view's own query: what member:changed refetches is what is on screen.
    renderHook(() => useChannelMessages('general'), { wrapper });
    await waitFor(() => expect(sinceAsked()).toEqual(['2']));
    // The member's role was taken: the server now refuses the channel (a ticket, say, which
    // no catalogue rule on the client covers).
    for (const path of [MESSAGES_PATH, CHANGES_PATH])
      api.on('GET', path, () => ({
        status: 403,
        body: { error: { code: 'no_permission', message: 'No permission' } },
      }));
    act(() => fakeSocket.current.push('member:changed'));

    await waitFor(() =>
      expect(queryClient.getQueryState(messagesQueryKey('general'))?.status).toBe('error'),
    );
    expect(sinceAsked()).toEqual(['2', '2']);
  });
});
