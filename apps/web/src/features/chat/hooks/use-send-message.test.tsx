// @vitest-environment happy-dom
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import type { SendMessageInput } from '@bbt/domain';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { FakeServerSocket, fakeSocket } from '../../../test/fake-socket';
import { appProviders, testQueryClient } from '../../../test/render';
import { messagesQueryKey } from '../api/get-messages';
import { ChatSocketProvider } from '../realtime/socket-context';
import { heldThrough, serverMessage, viewer } from '../test/chat-data';
import type { ChannelMessages } from '../types';
import { useSendMessage } from './use-send-message';

vi.mock(
  'socket.io-client',
  async () => (await import('../../../test/fake-socket')).fakeSocketModule,
);

const key = messagesQueryKey('general');

async function setup(restore?: (text: string) => void) {
  fakeSocket.current = new FakeServerSocket();
  const queryClient = testQueryClient();
  queryClient.setQueryData<ChannelMessages>(key, heldThrough(1, [serverMessage(1)]));
  const Providers = appProviders(queryClient);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Providers>
      <ChatSocketProvider>{children}</ChatSocketProvider>
    </Providers>
  );
  const restoreRef = { current: restore ?? null };
  const { result } = renderHook(() => useSendMessage('general', viewer, null, restoreRef), {
    wrapper,
  });
  const held = () => queryClient.getQueryData<ChannelMessages>(key)!.messages;
  const sent = () => {
    const emits = fakeSocket.current.pending('message:send');
    return emits[emits.length - 1]!;
  };
  await waitFor(() => expect(fakeSocket.current.connected).toBe(true));
  return { result, held, sent };
}

const draft = (text: string) => ({ text, replyTo: null, upload: null });

describe('useSendMessage', () => {
  it('shows a local echo at once and swaps in the stored message when the server acknowledges', async () => {
    const { result, held, sent } = await setup();
    act(() => result.current.send(draft('  hello there  ')));

    const input = sent().payload as SendMessageInput;
    expect(input).toMatchObject({ channel: 'general', text: 'hello there', replyTo: null });
    const echo = held().at(-1)!;
    expect(echo).toMatchObject({ text: 'hello there', clientId: input.clientId });
    expect(echo.id).toBeLessThan(0);
    expect(echo.local?.status).toBe('sending');
    expect(echo.author.name).toBe('Ada');

    const stored = serverMessage(2, {
      text: 'hello there',
      clientId: input.clientId,
      author: { id: viewer.id, name: 'Ada', image: null, priority: 1, isBot: false },
    });
    await act(async () => sent().ack({ ok: true, data: stored }));

    await waitFor(() => expect(held().map((m) => m.id)).toEqual([1, 2]));
    expect(held()[1]!.local).toBeUndefined();
  });

  it('keeps a refused message as a failed echo with the reason, and Retry resends the same client id', async () => {
    const { result, held, sent } = await setup();
    act(() => result.current.send(draft('too fast')));
    const first = sent();
    await act(async () =>
      first.ack({ ok: false, error: { code: 'rate_limited', message: 'Slow down a little.' } }),
    );

    await waitFor(() => expect(held().at(-1)!.local?.status).toBe('failed'));
    expect(held().at(-1)!.local?.error).toBe('Slow down a little.');
    // The failed echo shows the reason where the message stands; no toast repeats it.
    expect(screen.queryByRole('list', { name: 'Notifications' })?.textContent).toBe('');

    const input = first.payload as SendMessageInput;
    act(() => result.current.retry(input));
    expect(held().at(-1)!.local?.status).toBe('sending');
    const again = sent();
    expect(again).not.toBe(first);
    expect((again.payload as SendMessageInput).clientId).toBe(input.clientId);

    await act(async () =>
      again.ack({
        ok: true,
        data: serverMessage(2, { text: 'too fast', clientId: input.clientId }),
      }),
    );
    await waitFor(() => expect(held().map((m) => m.id)).toEqual([1, 2]));
  });

  it('marks an unanswered send as failed with the connection message', async () => {
    const { result, held, sent } = await setup();
    act(() => result.current.send(draft('anyone there?')));
    await act(async () => sent().timeOut());
    await waitFor(() => expect(held().at(-1)!.local?.status).toBe('failed'));
    expect(held().at(-1)!.local?.error).toMatch(/did not answer in time/);
  });

  it('removes a message refused for a banned word, gives its text back and shows why', async () => {
    const restored: string[] = [];
    const { result, held, sent } = await setup((text) => restored.push(text));
    act(() => result.current.send(draft('a banned word')));
    await act(async () =>
      sent().ack({
        ok: false,
        error: { code: 'banned_word', message: 'That word is not allowed.' },
      }),
    );
    await waitFor(() => expect(held().map((m) => m.id)).toEqual([1]));
    expect(await screen.findByText('That word is not allowed.')).toBeTruthy();
    expect(restored).toEqual(['a banned word']);
  });

  it('keeps a send made while offline waiting, and sends it once the socket is back', async () => {
    const { result, held } = await setup();
    act(() => fakeSocket.current.drop());
    act(() => result.current.send(draft('sent from the tunnel')));
    expect(held().at(-1)!.local?.status).toBe('waiting');
    expect(fakeSocket.current.pending('message:send')).toEqual([]);

    act(() => fakeSocket.current.accept());
    expect(held().at(-1)!.local?.status).toBe('sending');
    const [emit] = fakeSocket.current.pending('message:send');
    const input = emit!.payload as SendMessageInput;
    await act(async () =>
      emit!.ack({
        ok: true,
        data: serverMessage(2, { text: 'sent from the tunnel', clientId: input.clientId }),
      }),
    );
    await waitFor(() => expect(held().map((m) => m.id)).toEqual([1, 2]));
    expect(fakeSocket.current.pending('message:send')).toHaveLength(1);
  });

  it('sends a message dropped with the connection again, with the same client id', async () => {
    const { result, held, sent } = await setup();
    act(() => result.current.send(draft('in flight')));
    const first = sent();
    await act(async () => fakeSocket.current.drop());
    expect(held().at(-1)!.local?.status).toBe('waiting');

    act(() => fakeSocket.current.accept());
    const again = sent();
    expect(again).not.toBe(first);
    expect((again.payload as SendMessageInput).clientId).toBe(
      (first.payload as SendMessageInput).clientId,
    );
  });

  it('discards a waiting echo, which is then never sent', async () => {
    const { result, held } = await setup();
    act(() => fakeSocket.current.drop());
    act(() => result.current.send(draft('never mind')));
    act(() => result.current.discard(held().at(-1)!.clientId!));
    act(() => fakeSocket.current.accept());
    expect(held().map((m) => m.id)).toEqual([1]);
    expect(fakeSocket.current.pending('message:send')).toEqual([]);
  });

  it('discards a failed echo', async () => {
    const { result, held, sent } = await setup();
    act(() => result.current.send(draft('never mind')));
    await act(async () =>
      sent().ack({ ok: false, error: { code: 'rate_limited', message: 'Slow down.' } }),
    );
    await waitFor(() => expect(held().at(-1)!.local?.status).toBe('failed'));
    act(() => result.current.discard((sent().payload as SendMessageInput).clientId));
    expect(held().map((m) => m.id)).toEqual([1]);
  });
});
