import { randomUUID } from 'node:crypto';
import { SOCKET_EVENT_LIMITS, SOCKETS_PER_MEMBER, type ChatMessage } from '@bbt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs, type TestApp } from '../../test/test-app';
import {
  collect,
  connectAs,
  connectWithCookie,
  createSocketTestApp,
  eventually,
  type TestSocket,
} from '../../test/test-sockets';

let t: TestApp;
let url: string;
let sockets: TestSocket[];
beforeAll(async () => {
  ({ t, url, sockets } = await createSocketTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '500' }));
});
afterAll(() => t.close());

async function connected(persona: Parameters<typeof connectAs>[2]) {
  const { socket, cookie } = await connectAs(t.app, url, persona);
  sockets.push(socket);
  return { socket, cookie };
}

async function posted(socket: TestSocket, text: string): Promise<ChatMessage> {
  const ack = await socket
    .timeout(5_000)
    .emitWithAck('message:send', { channel: 'general', clientId: randomUUID(), text });
  if (!ack.ok) throw new Error(`send refused: ${ack.error.message}`);
  return ack.data;
}

describe('socket events one member sends', () => {
  it('are refused past the member’s pace, and only accepted ones are broadcast', async () => {
    const { socket: spammer } = await connected('free');
    const { socket: reader } = await connected('premium');
    const message = await posted(reader, 'react to me');
    const updates = collect(reader, 'message:updated');

    const started = Date.now();
    const acks = await Promise.all(
      Array.from({ length: 200 }, () =>
        spammer
          .timeout(10_000)
          .emitWithAck('reaction:toggle', { messageId: message.id, emoji: '👍' }),
      ),
    );
    const seconds = (Date.now() - started) / 1000;
    const limit = SOCKET_EVENT_LIMITS['reaction:toggle'];
    const accepted = acks.filter((ack) => ack.ok).length;
    expect(accepted).toBeGreaterThanOrEqual(limit.burst);
    expect(accepted).toBeLessThanOrEqual(limit.burst + Math.ceil(seconds * limit.perSecond) + 1);
    const refused = acks.find((ack) => !ack.ok);
    expect(refused).toMatchObject({
      ok: false,
      error: { code: 'rate_limited', message: expect.stringMatching(/^Slow down: /) },
    });

    // Another member, at the same moment, is not held back by it. Their reaction's update is the
    // sentinel: it leaves after every accepted one, so once it is here they all are.
    const other = await reader
      .timeout(5_000)
      .emitWithAck('reaction:toggle', { messageId: message.id, emoji: '🚀' });
    expect(other).toMatchObject({ ok: true });
    await eventually(() => expect(updates.at(-1)?.reactions.map((r) => r.emoji)).toContain('🚀'));
    expect(updates.length).toBe(accepted + 1);
  });

  it('hold commands to a pace too', async () => {
    const { socket } = await connected('analyst');
    const acks = await Promise.all(
      Array.from({ length: 50 }, () =>
        socket.timeout(10_000).emitWithAck('command:run', { channel: 'general', text: '/status' }),
      ),
    );
    const limited = acks.filter((ack) => !ack.ok && ack.error.code === 'rate_limited').length;
    expect(limited).toBeGreaterThanOrEqual(50 - SOCKET_EVENT_LIMITS['command:run'].burst - 2);
  });
});

describe('sockets one member holds', () => {
  it(`are capped at ${SOCKETS_PER_MEMBER} per instance; others connect as before`, async () => {
    const cookie = await signInAs(t.app, 'support');
    const own: TestSocket[] = [];
    for (let i = 0; i < SOCKETS_PER_MEMBER; i++) own.push(await connectWithCookie(url, cookie));
    sockets.push(...own);
    await expect(connectWithCookie(url, cookie)).rejects.toThrow(/too_many_sockets/);
    // Another session of the same member counts too: the cap is per member.
    await expect(connectWithCookie(url, await signInAs(t.app, 'support'))).rejects.toThrow(
      /too_many_sockets/,
    );
    const { socket: someoneElse } = await connected('marketing');
    expect(someoneElse.connected).toBe(true);

    // Closing one makes room for one, once the server has seen it close: a handshake is
    // refused until then, admitted after, and the next one refused again.
    own[0]!.disconnect();
    await eventually(async () => {
      sockets.push(await connectWithCookie(url, cookie));
    });
    await expect(connectWithCookie(url, cookie)).rejects.toThrow(/too_many_sockets/);
  });
});
