import type { SendMessageInput } from '@bbt/domain';
import { describe, expect, it } from 'vitest';
import type { AckError, AppSocket } from '../../../lib/socket';
import { FakeServerSocket } from '../../../test/fake-socket';
import { serverMessage } from '../test/chat-data';
import { createOutbox } from './outbox';
import type { OutboxStatus } from './outbox';

const input = (clientId: string): SendMessageInput => ({
  channel: 'general',
  clientId,
  text: `text ${clientId}`,
  replyTo: null,
  uploadId: null,
});

/** Lets the outbox's promise callbacks run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup({ connected }: { connected: boolean }) {
  const socket = new FakeServerSocket();
  socket.connected = connected;
  const outbox = createOutbox(socket as unknown as AppSocket);
  const log: string[] = [];
  const submit = (clientId: string) =>
    outbox.submit(input(clientId), {
      status: (status: OutboxStatus) => log.push(`${clientId} ${status}`),
      stored: (message) => log.push(`${clientId} stored ${message.id}`),
      failed: (error: AckError) => log.push(`${clientId} failed ${error.code}`),
    });
  const sent = () =>
    socket.pending('message:send').map((e) => (e.payload as SendMessageInput).clientId);
  const answer = async (id: number) => {
    const [emit] = socket.unanswered('message:send');
    const clientId = (emit!.payload as SendMessageInput).clientId;
    emit!.ack({ ok: true, data: serverMessage(id, { clientId }) });
    await settle();
  };
  return { socket, outbox, log, submit, sent, answer };
}

describe('createOutbox', () => {
  it('holds sends while the socket is down and sends them on connect, in order, one at a time', async () => {
    const { socket, log, submit, sent, answer } = setup({ connected: false });
    submit('a');
    submit('b');
    expect(sent()).toEqual([]);
    expect(log).toEqual(['a waiting', 'b waiting']);

    socket.accept();
    // The second waits for the first's answer, so the server stores them in this order.
    expect(sent()).toEqual(['a']);
    await answer(10);
    expect(sent()).toEqual(['a', 'b']);
    await answer(11);
    expect(log).toEqual([
      'a waiting',
      'b waiting',
      'a sending',
      'b sending',
      'a stored 10',
      'b stored 11',
    ]);
  });

  it('puts a send dropped with the connection back first in line, and sends it again with the same client id', async () => {
    const { socket, log, submit, sent, answer } = setup({ connected: true });
    submit('a');
    submit('b');
    expect(sent()).toEqual(['a']);

    socket.drop();
    await settle();
    expect(log.slice(-2)).toEqual(['b waiting', 'a waiting']);
    submit('c');

    socket.accept();
    expect(sent()).toEqual(['a', 'a']);
    await answer(10);
    await answer(11);
    await answer(12);
    expect(sent()).toEqual(['a', 'a', 'b', 'c']);
    expect(log.filter((line) => line.includes('stored'))).toEqual([
      'a stored 10',
      'b stored 11',
      'c stored 12',
    ]);
    expect(log.some((line) => line.includes('failed'))).toBe(false);
  });

  it('fails a send the server refuses or never answers while connected, and moves on', async () => {
    const { socket, log, submit, sent } = setup({ connected: true });
    submit('a');
    submit('b');
    socket.unanswered('message:send')[0]!.ack({
      ok: false,
      error: { code: 'rate_limited', message: 'Slow down.' },
    });
    await settle();
    expect(sent()).toEqual(['a', 'b']);
    socket.unanswered('message:send')[0]!.timeOut();
    await settle();
    expect(log).toEqual([
      'a sending',
      'b sending',
      'a failed rate_limited',
      'b failed ack_timeout',
    ]);
  });

  it('leaves a discarded send unsent', async () => {
    const { socket, log, outbox, submit, sent, answer } = setup({ connected: false });
    submit('a');
    submit('b');
    outbox.discard('a');
    socket.accept();
    expect(sent()).toEqual(['b']);
    await answer(10);
    expect(log.at(-1)).toBe('b stored 10');
  });

  it('fails every send not stored when abandoned, the one in flight too', async () => {
    const { socket, log, outbox, submit, sent } = setup({ connected: true });
    submit('a');
    submit('b');
    outbox.abandon();
    socket.drop();
    await settle();
    socket.accept();
    expect(sent()).toEqual(['a']);
    expect(log.filter((line) => line.includes('failed'))).toEqual([
      'b failed not_sent',
      'a failed not_sent',
    ]);
  });
});
