import { fromMessageFrame, type ChatMessage, type MessageFrame } from '@bbt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  collect,
  connectAs,
  connectNewMember,
  createSocketTestApp,
  listen,
  eventually,
  sendToGeneral,
  type TestSocket,
} from '../../test/test-sockets';
import { createTestApp, type TestApp } from '../../test/test-app';

/**
 * Long enough that nothing in a test outlasts it by chance, short enough to wait for: three
 * sends one after another took over 400 ms in a CI run on a slow machine beside the suite.
 */
const WINDOW_MS = 1_000;

let t: TestApp;
let url: string;
let founder: TestSocket;
let listener: TestSocket;

/** What the listener received, one entry per packet, in order of arrival. */
let packets: { event: 'new' | 'updated'; ids: number[]; texts: string[]; at: number }[] = [];

beforeAll(async () => {
  ({
    t,
    url,
    personas: {
      founder: { socket: founder },
      premium: { socket: listener },
    },
  } = await createSocketTestApp({ CHAT_BROADCAST_WINDOW_MS: String(WINDOW_MS) }, [
    'founder',
    'premium',
  ]));
  listener.on('message:new', (...frames: MessageFrame[]) => {
    const messages = frames.map(fromMessageFrame);
    packets.push({
      event: 'new',
      ids: messages.map((m) => m.id),
      texts: messages.map((m) => m.text),
      at: Date.now(),
    });
  });
  listener.on('message:updated', (message: ChatMessage) =>
    packets.push({ event: 'updated', ids: [message.id], texts: [message.text], at: Date.now() }),
  );
});
afterAll(() => t.close());

/** Lets the general channel's window close, so the next message finds it quiet. */
const quiet = () => new Promise((resolve) => setTimeout(resolve, WINDOW_MS * 2));

describe('broadcast windows (decision 0085)', () => {
  it('sends a message in a quiet channel at once, and gathers those after it until the window closes', async () => {
    await quiet();
    packets = [];
    const first = await sendToGeneral(founder, 'first');
    const acked = Date.now();
    await eventually(() => expect(packets).toHaveLength(1));
    expect(packets[0]).toMatchObject({ event: 'new', ids: [first.id] });
    // At once: well before the window would have closed.
    expect(packets[0]!.at - acked).toBeLessThan(WINDOW_MS / 2);

    const next = [];
    for (const text of ['second', 'third', 'fourth']) next.push(await sendToGeneral(founder, text));
    await eventually(() => expect(packets).toHaveLength(2), WINDOW_MS * 5);
    // One packet for the three, in the order they were stored, once the window closed.
    expect(packets[1]).toMatchObject({
      event: 'new',
      ids: next.map((m) => m.id),
      texts: ['second', 'third', 'fourth'],
    });
    // Not before the window had mostly run (the packets' arrival times carry the test's own delays).
    expect(packets[1]!.at - acked).toBeGreaterThanOrEqual(WINDOW_MS / 2);
  });

  it('sends an edit made while its message waits in the window after the message', async () => {
    await quiet();
    await sendToGeneral(founder, 'opens the window');
    await eventually(() => expect(packets.at(-1)?.texts).toEqual(['opens the window']));
    packets = [];

    const waiting = await sendToGeneral(founder, 'typo');
    const edit = await founder
      .timeout(5_000)
      .emitWithAck('message:edit', { id: waiting.id, text: 'fixed' });
    expect(edit.ok).toBe(true);

    await eventually(() => expect(packets).toHaveLength(2), WINDOW_MS * 5);
    expect(packets).toMatchObject([
      { event: 'new', ids: [waiting.id], texts: ['typo'] },
      { event: 'updated', ids: [waiting.id], texts: ['fixed'] },
    ]);
  });

  it('sends an edit in a quiet channel at once', async () => {
    const message = await sendToGeneral(founder, 'to be edited');
    await quiet();
    packets = [];

    const edited = Date.now();
    const edit = await founder
      .timeout(5_000)
      .emitWithAck('message:edit', { id: message.id, text: 'edited' });
    expect(edit.ok).toBe(true);
    await eventually(() => expect(packets).toHaveLength(1));
    expect(packets[0]).toMatchObject({ event: 'updated', ids: [message.id], texts: ['edited'] });
    expect(packets[0]!.at - edited).toBeLessThan(WINDOW_MS / 2);
  });
});

describe('broadcasts held in a window go out at once', () => {
  it('before a member is moved out of the channel: the notice of their ban reaches them', async () => {
    const banned = await connectNewMember(t.db, t.config.sessionSecret, url);
    const heard = collect(banned.socket, 'message:new');
    await quiet();
    // Opens the window: the ban's notice, posted right after, is held in it.
    await sendToGeneral(founder, 'before the ban');
    const ban = await founder
      .timeout(5_000)
      .emitWithAck('command:run', { channel: 'general', text: `/ban ${banned.handle} 2` });
    expect(ban).toMatchObject({ ok: true });
    await eventually(() => expect(heard.map((m) => m.author.id)).toContain('bot'));
    banned.socket.disconnect();
  });

  it('when the server closes, before its sockets do', async () => {
    const closing = await createTestApp({ CHAT_BROADCAST_WINDOW_MS: '1000' });
    const closingUrl = await listen(closing.app);
    const sender = (await connectAs(closing.app, closingUrl, 'founder')).socket;
    const reader = (await connectAs(closing.app, closingUrl, 'premium')).socket;
    const heard = collect(reader, 'message:new');
    await sendToGeneral(sender, 'opens the window');
    const held = await sendToGeneral(sender, 'held in it');
    await eventually(() => expect(heard.map((m) => m.text)).toEqual(['opens the window']));

    // The server closes with the reader still connected: it sends what it held, then closes.
    const closed = new Promise((resolve) => reader.once('disconnect', resolve));
    await closing.close();
    await closed;
    expect(heard.map((m) => m.id)).toContain(held.id);
    sender.disconnect();
  });
});
