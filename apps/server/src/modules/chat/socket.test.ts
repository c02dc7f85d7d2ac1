import { randomUUID } from 'node:crypto';
import type { ChatMessage, SendMessageInput } from '@bbt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from './schema';
import { demoPersona, signInAs, type TestApp } from '../../test/test-app';
import {
  collect,
  connectAs,
  connectWithCookie,
  createSocketTestApp,
  eventually,
  sentinelArrived,
  type TestSocket,
} from '../../test/test-sockets';

let t: TestApp;
let url: string;
let sockets: TestSocket[];
let founder: TestSocket;
let free: TestSocket;
let freeCookie: string;
let premium: TestSocket;

beforeAll(async () => {
  const started = await createSocketTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '500' }, [
    'founder',
    'free',
    'premium',
  ]);
  ({ t, url, sockets } = started);
  founder = started.personas.founder.socket;
  ({ socket: free, cookie: freeCookie } = started.personas.free);
  premium = started.personas.premium.socket;
});
afterAll(() => t.close());

const send = (socket: TestSocket, input: Partial<SendMessageInput> & { channel: string }) =>
  socket
    .timeout(5_000)
    .emitWithAck('message:send', { clientId: randomUUID(), text: 'hello', ...input });
async function sent(
  socket: TestSocket,
  input: Partial<SendMessageInput> & { channel: string },
): Promise<ChatMessage> {
  const ack = await send(socket, input);
  if (!ack.ok) throw new Error(`send refused: ${ack.error.message}`);
  return ack.data;
}
const rowsIn = async (channel: string) =>
  t.db.select().from(messages).where(eq(messages.channel, channel));
const history = (cookie: string, path: string) =>
  t.app.inject({ method: 'GET', url: `/api/channels/${path}`, headers: { cookie } });

describe('the chat socket', () => {
  it('refuses a connection without a session, or from another origin', async () => {
    await expect(connectWithCookie(url, undefined)).rejects.toThrow(/unauthenticated/);
    await expect(connectWithCookie(url, 'better-auth.session_token=forged.sig')).rejects.toThrow(
      /unauthenticated/,
    );
    await expect(connectWithCookie(url, freeCookie, 'https://evil.example')).rejects.toThrow();
  });

  it('stores a message before acknowledging it, then delivers it to the channel', async () => {
    const received = collect(free, 'message:new');
    const message = await sent(founder, { channel: 'general', text: 'Market opens in 5' });
    expect(message).toMatchObject({
      channel: 'general',
      text: 'Market opens in 5',
      author: { id: 'demo-founder', priority: 1 },
    });
    const [row] = await t.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row?.text).toBe('Market opens in 5');
    await eventually(() => expect(received.map((m) => m.id)).toContain(message.id));
  });

  it('acknowledges and delivers a new message as the history serves it, naming the one before it', async () => {
    const question = await sent(premium, { channel: 'general', text: 'Who holds gold?' });
    const received = collect(founder, 'message:new');
    const answer = await sent(free, {
      channel: 'general',
      text: `@${demoPersona('premium').name.replace(/\s+/g, '')} I do`,
      replyTo: question.id,
    });
    const { previousId, seq, ...stored } = answer;
    expect(previousId).toBe(question.id);
    // Its number in the channel's change log, right after the question's (decision 0056).
    expect(seq).toBe(question.seq! + 1);
    expect(stored.mentions.userIds).toEqual(['demo-premium']);
    const page = await history(freeCookie, `general/messages?after=${question.id}`);
    expect(page.json().messages).toEqual([stored]);
    await eventually(() => expect(received.find((m) => m.id === answer.id)).toEqual(answer));
  });

  it('stores one message for a retried send with the same client id, and sends it again to readers', async () => {
    const clientId = randomUUID();
    const received = collect(premium, 'message:new');
    const first = await sent(free, { channel: 'general', clientId, text: 'once' });
    const again = await sent(free, { channel: 'general', clientId, text: 'once' });
    const concurrent = await Promise.all(
      [1, 2, 3].map(() => sent(free, { channel: 'general', clientId, text: 'once' })),
    );
    expect(new Set([first.id, again.id, ...concurrent.map((m) => m.id)])).toEqual(
      new Set([first.id]),
    );
    const rows = (await rowsIn('general')).filter((r) => r.clientId === clientId);
    expect(rows).toHaveLength(1);
    // Each acknowledged send goes out (the first broadcast may have been lost with a dying
    // instance); every copy is the one stored message, which clients merge by id.
    await eventually(() => expect(received.filter((m) => m.id === first.id)).toHaveLength(5));
    expect(new Set(received.map((m) => m.clientId))).toEqual(new Set([clientId]));
  });

  it.each([
    ['empty text', { text: '' }, 'text_empty'],
    ['whitespace-only text', { text: ' \n\t ' }, 'text_empty'],
    ['text over 4000 characters', { text: 'x'.repeat(4001) }, 'text_too_long'],
    ['an unknown channel', { channel: 'no-such-channel' }, 'not_found'],
    ['a locked channel', { channel: 'announcements' }, 'locked'],
    ['a channel the member may not read', { channel: 'premium' }, 'no_permission'],
    ['the staff room', { channel: 'staff' }, 'no_permission'],
    ['a reply to a message in another channel', { replyTo: 1_000_000 }, 'bad_request'],
    ['extra fields', { channel: 'general', userId: 'demo-founder' } as object, 'validation_failed'],
  ])('refuses %s and stores nothing', async (_name, input, code) => {
    const before = (await t.db.select().from(messages)).length;
    const ack = await send(free, { channel: 'general', ...input });
    expect(ack).toEqual({ ok: false, error: { code, message: expect.any(String) } });
    expect((await t.db.select().from(messages)).length).toBe(before);
  });

  it.each([
    ['text', { text: 'null\u0000byte' }],
    ['client id', { clientId: `id\u0000${randomUUID()}` }],
    ['channel', { channel: 'general\u0000' }],
    ['upload id', { uploadId: 'upload\u0000' }],
    ['name of a field', { 'text\u0000': 'hello' }],
  ])(
    'refuses a NUL character in the %s as invalid text and stores nothing',
    async (_field, input) => {
      const before = (await t.db.select().from(messages)).length;
      const ack = await send(free, { channel: 'general', ...input });
      // The code the HTTP edge answers for the same input: one rule, one code.
      expect(ack).toEqual({
        ok: false,
        error: { code: 'invalid_text', message: expect.stringMatching(/NUL/) },
      });
      expect((await t.db.select().from(messages)).length).toBe(before);
    },
  );

  it('refuses a NUL character in an edit, a reaction or a command as invalid text', async () => {
    const message = await sent(free, { channel: 'general', text: 'clean' });
    const refusals = await Promise.all([
      free.timeout(5_000).emitWithAck('message:edit', { id: message.id, text: 'dirty\u0000' }),
      free
        .timeout(5_000)
        .emitWithAck('reaction:toggle', { messageId: message.id, emoji: '\u0000' }),
      founder
        .timeout(5_000)
        .emitWithAck('command:run', { channel: 'general', text: '/send a\u0000' }),
      founder
        .timeout(5_000)
        .emitWithAck('command:run', { channel: 'ticket\u0000', text: '/status' }),
    ]);
    for (const ack of refusals)
      expect(ack).toEqual({
        ok: false,
        error: { code: 'invalid_text', message: expect.stringMatching(/NUL/) },
      });
    const [row] = await t.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row?.text).toBe('clean');
  });

  it('lets founders post in locked channels', async () => {
    expect((await sent(founder, { channel: 'announcements', text: 'Welcome!' })).channel).toBe(
      'announcements',
    );
  });

  it('never delivers a premium message to a free member, whose reads are refused too', async () => {
    const leaked = collect(free, 'message:new');
    const arrived = collect(premium, 'message:new');
    const message = await sent(founder, { channel: 'premium', text: 'members only' });
    await eventually(() => expect(arrived.map((m) => m.id)).toContain(message.id));
    await sentinelArrived(founder, leaked);
    expect(leaked.map((m) => m.id)).not.toContain(message.id);
    expect((await history(freeCookie, 'premium/messages')).statusCode).toBe(403);
    expect((await history(freeCookie, 'staff/messages')).statusCode).toBe(403);
  });

  it('lets the author edit, and refuses others and image-less rules', async () => {
    const updates = collect(premium, 'message:updated');
    const message = await sent(free, { channel: 'general', text: 'typo' });
    const edited = await free
      .timeout(5_000)
      .emitWithAck('message:edit', { id: message.id, text: 'fixed' });
    expect(edited).toMatchObject({ ok: true, data: { text: 'fixed', edited: true } });
    await eventually(() =>
      expect(updates.some((m) => m.id === message.id && m.text === 'fixed')).toBe(true),
    );

    const byOther = await founder
      .timeout(5_000)
      .emitWithAck('message:edit', { id: message.id, text: 'hijack' });
    expect(byOther).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const empty = await free
      .timeout(5_000)
      .emitWithAck('message:edit', { id: message.id, text: '  ' });
    expect(empty).toMatchObject({ ok: false, error: { code: 'text_empty' } });
    const [row] = await t.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row?.text).toBe('fixed');
  });

  it('strips direction controls from sent and edited text before storing it', async () => {
    const message = await sent(free, { channel: 'general', text: 'file: \u202Egnp.exe' });
    expect(message.text).toBe('file: gnp.exe');
    const edited = await free
      .timeout(5_000)
      .emitWithAck('message:edit', { id: message.id, text: '\u2067\u202Dreversed\u2069\u200F' });
    expect(edited).toMatchObject({ ok: true, data: { text: 'reversed' } });
    const [row] = await t.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row?.text).toBe('reversed');
    // Nothing but controls is an empty message.
    expect(await send(free, { channel: 'general', text: '\u202E\u202C' })).toMatchObject({
      ok: false,
      error: { code: 'text_empty' },
    });
  });

  it('deletes softly: the author or a founder may, others may not; replies keep their target', async () => {
    const target = await sent(premium, { channel: 'general', text: 'original' });
    const reply = await sent(free, { channel: 'general', text: 'answer', replyTo: target.id });
    expect(reply.replyTo).toEqual({
      id: target.id,
      authorId: target.author.id,
      authorName: target.author.name,
      text: 'original',
      deleted: false,
    });

    const refused = await free.timeout(5_000).emitWithAck('message:delete', { id: target.id });
    expect(refused).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    const deleted = await founder.timeout(5_000).emitWithAck('message:delete', { id: target.id });
    expect(deleted).toMatchObject({ ok: true, data: { deleted: true, text: '' } });
    const [row] = await t.db.select().from(messages).where(eq(messages.id, target.id));
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(row?.text).toBe('original');

    const page = (await history(freeCookie, 'general/messages')).json().messages as ChatMessage[];
    expect(page.find((m) => m.id === reply.id)?.replyTo).toMatchObject({
      id: target.id,
      deleted: true,
      text: '',
    });
  });

  it('toggles reactions per member and caps a message at 20 different emoji', async () => {
    const message = await sent(founder, { channel: 'general', text: 'react to me' });
    const toggle = (socket: TestSocket, emoji: string) =>
      socket.timeout(5_000).emitWithAck('reaction:toggle', { messageId: message.id, emoji });
    await toggle(free, '👍');
    const two = await toggle(premium, '👍');
    expect(two).toMatchObject({ ok: true, data: { reactions: [{ emoji: '👍', count: 2 }] } });
    const off = await toggle(free, '👍');
    expect(off).toMatchObject({
      ok: true,
      data: { reactions: [{ emoji: '👍', count: 1, userIds: ['demo-premium'] }] },
    });
    const last = await toggle(premium, '👍');
    expect(last).toMatchObject({ ok: true, data: { reactions: [] } });

    const emoji = [...'😀😁😂🤣😃😄😅😆😉😊😋😎😍😘🥰😗😙😚🙂🤗'];
    for (const e of emoji) expect((await toggle(founder, e)).ok).toBe(true);
    expect(await toggle(free, '🚀')).toMatchObject({
      ok: false,
      error: { code: 'too_many_reactions' },
    });
    expect(await toggle(free, '😀')).toMatchObject({ ok: true });
    expect(await toggle(free, 'not an emoji')).toMatchObject({
      ok: false,
      error: { code: 'invalid_emoji' },
    });
  });
});

describe('history and catching up', () => {
  it('opens on the newest 100, pages back, and catches up after an id', async () => {
    const cookie = await signInAs(t.app, 'analyst');
    const { socket } = await connectAs(t.app, url, 'analyst');
    sockets.push(socket);
    const ids: number[] = [];
    for (let i = 0; i < 130; i++)
      ids.push((await sent(socket, { channel: 'begginer', text: `m${i}` })).id);

    const newest = (await history(cookie, 'begginer/messages')).json();
    expect(newest.messages).toHaveLength(100);
    expect(newest.hasMore).toBe(true);
    expect(newest.messages.at(-1).id).toBe(ids.at(-1));
    const older = (
      await history(cookie, `begginer/messages?before=${newest.messages[0].id}`)
    ).json();
    expect(older.messages.map((m: ChatMessage) => m.id)).toEqual(ids.slice(0, 30));
    expect(older.hasMore).toBe(false);
    const after = (await history(cookie, `begginer/messages?after=${ids[119]}`)).json();
    expect(after.messages.map((m: ChatMessage) => m.id)).toEqual(ids.slice(120));
  });

  it('gives a client that was away for 50 messages all 50, in order, once', async () => {
    const { socket: away, cookie } = await connectAs(t.app, url, 'support');
    const last = await sent(away, { channel: 'results', text: 'before leaving' });
    away.disconnect();
    const sentWhileAway: number[] = [];
    for (let i = 0; i < 50; i++)
      sentWhileAway.push((await sent(founder, { channel: 'results', text: `r${i}` })).id);

    const back = await connectWithCookie(url, cookie);
    sockets.push(back);
    const live = collect(back, 'message:new');
    const missed = (await history(cookie, `results/messages?after=${last.id}`)).json()
      .messages as ChatMessage[];
    expect(missed.map((m) => m.id)).toEqual(sentWhileAway);
    const next = await sent(founder, { channel: 'results', text: 'after return' });
    // The last of those may come live as well, from the channel's window (decision 0085): the
    // client merges by id. After them, only the new one.
    const afterMissed = () => live.filter((m) => m.id > sentWhileAway.at(-1)!).map((m) => m.id);
    await eventually(() => expect(afterMissed()).toEqual([next.id]));
  });
});

describe('read positions', () => {
  it('never move past the newest message, so a too-large id hides nothing to come', async () => {
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/channels/forex_channel/read',
      headers: { cookie: await signInAs(t.app, 'admin') },
      payload: { lastId: 1_000_000_000 },
    });
    expect(read.json().counts).toMatchObject({ unread: 0 });
    await sent(founder, { channel: 'forex_channel', text: 'EURUSD' });
    const channels = await t.app.inject({
      method: 'GET',
      url: '/api/channels',
      headers: { cookie: await signInAs(t.app, 'admin') },
    });
    const forex = channels
      .json()
      .channels.find((c: { slug: string }) => c.slug === 'forex_channel');
    expect(forex).toMatchObject({ unread: 1 });
  });
});
