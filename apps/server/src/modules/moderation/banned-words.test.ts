import { randomUUID } from 'node:crypto';
import { COPY } from '@bbt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../db/schema';
import { createMember, sessionCookieFor } from '../../test/factories';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import {
  collect,
  connectAs,
  connectWithCookie,
  eventually,
  listen,
  sentinelArrived,
  type TestSocket,
} from '../../test/test-sockets';
import { createTicket } from '../tickets/repo';
import { findBannedWord } from './banned-words';

let t: TestApp;
let url: string;
let free: TestSocket;
let watcher: TestSocket;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '500' });
  url = await listen(t.app);
  free = (await connectAs(t.app, url, 'free')).socket;
  watcher = (await connectAs(t.app, url, 'premium')).socket;
});
afterAll(async () => {
  free.disconnect();
  watcher.disconnect();
  await t.close();
});

const say = (text: string) =>
  free
    .timeout(5_000)
    .emitWithAck('message:send', { channel: 'general', clientId: randomUUID(), text });

describe('banned words', () => {
  it('match case-insensitively anywhere in the text', () => {
    expect(findBannedWord('What a SHITshow', ['shit'])).toBe('shit');
    expect(findBannedWord('all good here', ['shit'])).toBeUndefined();
  });

  it('refuse the message, warn its author and have the bot say so; the third warning bans', async () => {
    const botSays = collect(watcher, 'message:new');
    const first = await say('this is SHIT');
    const warning = COPY.chat.bannedWordWarning('NinaOkafor', 1);
    expect(first).toEqual({
      ok: false,
      error: { code: 'banned_word', message: COPY.chat.bannedWordRefused(warning) },
    });
    expect(
      await t.db.select().from(messages).where(eq(messages.text, 'this is SHIT')),
    ).toHaveLength(0);
    await eventually(() => expect(botSays.map((m) => m.text)).toContain(warning));
    expect(botSays.find((m) => m.text === warning)?.author.id).toBe('bot');

    expect(await say('what a bastard move')).toMatchObject({
      ok: false,
      error: { code: 'banned_word' },
    });
    // Connected beforehand: the ban closes the member's sockets 300 ms after it, and the
    // checks below must run on the open socket.
    const founder = (await connectAs(t.app, url, 'founder')).socket;
    const third = await say('shit again');
    expect(third).toMatchObject({
      ok: false,
      error: { code: 'banned_word', message: expect.stringMatching(/has been banned until/) },
    });

    // Enforced at once on the open socket: no more deliveries, no more sends. Once the founder
    // has the message, its broadcast has been written to every socket of the room; the refusal
    // of a later send is then the barrier: a broadcast written before it would have come first.
    const leaked = collect(free, 'message:new');
    const seenByFounder = collect(founder, 'message:new');
    await founder.timeout(5_000).emitWithAck('message:send', {
      channel: 'general',
      clientId: randomUUID(),
      text: 'after the ban',
    });
    await eventually(() => expect(seenByFounder.map((m) => m.text)).toContain('after the ban'));
    expect(await say('hello?')).toMatchObject({ ok: false, error: { code: 'banned' } });
    expect(leaked.map((m) => m.text)).not.toContain('after the ban');
    founder.disconnect();
    const [row] = await t.db.select().from(users).where(eq(users.id, 'demo-free'));
    expect(row).toMatchObject({ warn: 0, ban: 1 });
    expect(row!.banUntil.getTime()).toBeGreaterThan(Date.now() + 23 * 3600 * 1000);
  });

  it('are managed by founders and admins only', async () => {
    const admin = await signInAs(t.app, 'admin');
    const add = (cookie: string, word: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/moderation/banned-words',
        headers: { cookie },
        payload: { word },
      });
    expect((await add(admin, '  Moron ')).json().words).toContain('moron');
    expect((await add(admin, 'moron')).statusCode).toBe(409);
    expect((await add(admin, 'x')).statusCode).toBe(400);
    expect((await add(admin, 42)).statusCode).toBe(400);
    for (const persona of ['free', 'support', 'premium'] as const) {
      const cookie = await signInAs(t.app, persona);
      expect((await add(cookie, 'another')).statusCode).toBe(403);
      const remove = await t.app.inject({
        method: 'DELETE',
        url: '/api/moderation/banned-words/moron',
        headers: { cookie },
      });
      expect(remove.statusCode).toBe(403);
    }
    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/moderation/banned-words/moron',
      headers: { cookie: admin },
    });
    expect(removed.json().words).not.toContain('moron');
    expect(
      (
        await t.app.inject({
          method: 'DELETE',
          url: '/api/moderation/banned-words/moron',
          headers: { cookie: admin },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('a banned word, screened once every other check has passed', () => {
  const day = 24 * 3600 * 1000;
  let staffWatcher: TestSocket;
  const opened: TestSocket[] = [];
  beforeAll(async () => {
    staffWatcher = (await connectAs(t.app, url, 'founder')).socket;
    opened.push(staffWatcher);
  });
  afterAll(() => {
    for (const socket of opened) socket.disconnect();
  });

  async function memberSocket(name: string, discipline: { banUntil?: Date; muteUntil?: Date }) {
    const member = await createMember(t.db, { name, ...discipline });
    const socket = await connectWithCookie(
      url,
      await sessionCookieFor(t.db, t.config.sessionSecret, member.id),
    );
    opened.push(socket);
    return { member, socket };
  }
  const botRows = async () =>
    (await t.db.select().from(messages).where(eq(messages.userId, 'bot'))).length;

  it.each([
    ['the staff room', async () => 'staff', 'no_permission'],
    [
      "another member's ticket",
      async () =>
        (await createTicket(t.db, (await createMember(t.db, { name: 'Opener' })).id)).name,
      'no_permission',
    ],
    ['a channel that does not exist', async () => 'made-up-channel', 'not_found'],
  ])(
    'in %s is refused for access, with no bot message and no warning',
    async (_where, channelOf, code) => {
      const { member, socket } = await memberSocket(`Outsider ${randomUUID()}`, {});
      const channel = await channelOf();
      const before = await botRows();
      const broadcast = collect(staffWatcher, 'message:new');
      const ack = await socket
        .timeout(5_000)
        .emitWithAck('message:send', { channel, clientId: randomUUID(), text: 'shit' });
      expect(ack).toMatchObject({ ok: false, error: { code } });
      await sentinelArrived(staffWatcher, broadcast);
      expect(broadcast.filter((m) => m.author.id === 'bot')).toEqual([]);
      expect(await botRows()).toBe(before);
      expect(await t.db.select().from(messages).where(eq(messages.channel, channel))).toEqual([]);
      const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
      expect(row?.warn).toBe(0);
    },
  );

  it.each([
    ['banned', { banUntil: new Date(Date.now() + day) }],
    ['muted', { muteUntil: new Date(Date.now() + day) }],
  ] as const)('by a %s member gets that refusal, with no bot message', async (kind, discipline) => {
    const { member, socket } = await memberSocket(`Disciplined ${randomUUID()}`, discipline);
    const before = await botRows();
    const broadcast = collect(staffWatcher, 'message:new');
    const ack = await socket
      .timeout(5_000)
      .emitWithAck('message:send', { channel: 'general', clientId: randomUUID(), text: 'shit' });
    expect(ack).toMatchObject({ ok: false, error: { code: kind } });
    await sentinelArrived(staffWatcher, broadcast);
    expect(broadcast.filter((m) => m.author.id === 'bot')).toEqual([]);
    expect(await botRows()).toBe(before);
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.warn).toBe(0);
  });

  it('is found through direction controls hidden inside it', async () => {
    const { member, socket } = await memberSocket('Sly Speaker', {});
    const ack = await socket.timeout(5_000).emitWithAck('message:send', {
      channel: 'general',
      clientId: randomUUID(),
      text: 'sh\u202Cit',
    });
    expect(ack).toMatchObject({ ok: false, error: { code: 'banned_word' } });
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.warn).toBe(1);
  });

  it('in an edit keeps the old text and warns the author, as a send would', async () => {
    const { member, socket } = await memberSocket('Late Editor', {});
    const sent = await socket
      .timeout(5_000)
      .emitWithAck('message:send', { channel: 'general', clientId: randomUUID(), text: 'fine' });
    expect(sent.ok).toBe(true);
    const id = (sent as { data: { id: number } }).data.id;
    const ack = await socket.timeout(5_000).emitWithAck('message:edit', { id, text: 'SHIT' });
    expect(ack).toEqual({
      ok: false,
      error: {
        code: 'banned_word',
        message: COPY.chat.bannedWordRefused(COPY.chat.bannedWordWarning('LateEditor', 1)),
      },
    });
    const [stored] = await t.db.select().from(messages).where(eq(messages.id, id));
    expect(stored?.text).toBe('fine');
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.warn).toBe(1);
  });

  it('still warns a member who may post there, in that channel', async () => {
    const { member, socket } = await memberSocket('Plain Speaker', {});
    const broadcast = collect(staffWatcher, 'message:new');
    const ack = await socket
      .timeout(5_000)
      .emitWithAck('message:send', { channel: 'general', clientId: randomUUID(), text: 'shit' });
    const warning = COPY.chat.bannedWordWarning('PlainSpeaker', 1);
    expect(ack).toEqual({
      ok: false,
      error: { code: 'banned_word', message: COPY.chat.bannedWordRefused(warning) },
    });
    await eventually(() =>
      expect(broadcast.find((m) => m.text === warning)).toMatchObject({
        channel: 'general',
        author: { id: 'bot' },
      }),
    );
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row?.warn).toBe(1);
  });
});
