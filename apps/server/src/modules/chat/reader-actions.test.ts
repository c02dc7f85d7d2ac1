import { randomUUID } from 'node:crypto';
import { COPY, type ChatMessage } from '@bbt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messageReactions, messages } from '../../db/schema';
import { createMember, sessionCookieFor } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import {
  collect,
  connectNewMember,
  createSocketTestApp,
  eventually,
  type TestSocket,
} from '../../test/test-sockets';
import { REACTORS_LISTED } from './reader-actions';

let t: TestApp;
let founder: TestSocket;
let free: TestSocket;
let freeCookie: string;
let freeId: string;

beforeAll(async () => {
  const started = await createSocketTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '500' }, ['founder']);
  ({ t } = started);
  founder = started.personas.founder.socket;
  const reader = await connectNewMember(t.db, t.config.sessionSecret, started.url);
  started.sockets.push(reader.socket);
  ({ socket: free, cookie: freeCookie } = reader);
  freeId = reader.member.id;
});
afterAll(() => t.close());

async function sent(
  socket: TestSocket,
  channel: string,
  text = 'hello',
  threadRootId?: number,
): Promise<ChatMessage> {
  const ack = await socket
    .timeout(5_000)
    .emitWithAck('message:send', { channel, clientId: randomUUID(), text, threadRootId });
  if (!ack.ok) throw new Error(`send refused: ${ack.error.message}`);
  return ack.data;
}

const ask = (method: 'GET' | 'POST', url: string, cookie: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });

async function reactors(id: number, emoji: string, cookie = freeCookie) {
  return ask('GET', `/api/messages/${id}/reactions?emoji=${encodeURIComponent(emoji)}`, cookie);
}

describe('who reacted', () => {
  it('names the reactors in the order they reacted, with the total', async () => {
    const message = await sent(founder, 'general', 'BTC broke out');
    for (const socket of [free, founder]) {
      const ack = await socket
        .timeout(5_000)
        .emitWithAck('reaction:toggle', { messageId: message.id, emoji: '🔥' });
      expect(ack.ok).toBe(true);
    }
    const response = await reactors(message.id, '🔥');
    expect(response.statusCode).toBe(200);
    const body = response.json<{ count: number; more: number; members: { id: string }[] }>();
    expect(body.count).toBe(2);
    expect(body.more).toBe(0);
    expect(body.members.map((m) => m.id === freeId)).toEqual([true, false]);
    expect((await reactors(message.id, '🚀')).json()).toMatchObject({ count: 0, members: [] });
  });

  it(`lists the first ${REACTORS_LISTED} and counts the others`, async () => {
    const message = await sent(founder, 'general', 'A popular call');
    const start = Date.UTC(2026, 0, 1);
    const crowd = [];
    for (let i = 0; i < REACTORS_LISTED + 3; i += 1) {
      crowd.push(await createMember(t.db, { name: `Crowd ${String(i).padStart(2, '0')}` }));
    }
    await t.db.insert(messageReactions).values(
      crowd.map((member, i) => ({
        messageId: message.id,
        emoji: '👍',
        userId: member.id,
        createdAt: new Date(start + i * 1000),
      })),
    );
    const body = (await reactors(message.id, '👍')).json<{
      count: number;
      more: number;
      members: { name: string }[];
    }>();
    expect(body.count).toBe(REACTORS_LISTED + 3);
    expect(body.more).toBe(3);
    expect(body.members.map((m) => m.name)).toEqual(
      crowd.slice(0, REACTORS_LISTED).map((m) => m.name),
    );
  });

  it('refuses what is not one emoji, an unknown or deleted message and an unreadable channel', async () => {
    const message = await sent(founder, 'general', 'to be deleted');
    const notEmoji = await reactors(message.id, 'fire');
    expect(notEmoji.statusCode).toBe(400);
    expect(notEmoji.json()).toMatchObject({ error: { message: COPY.server.chat.oneEmoji } });
    expect((await ask('GET', `/api/messages/${message.id}/reactions`, freeCookie)).statusCode).toBe(
      400,
    );
    expect((await reactors(999_999_999, '🔥')).statusCode).toBe(404);
    await t.db.update(messages).set({ deletedAt: new Date() }).where(eq(messages.id, message.id));
    expect((await reactors(message.id, '🔥')).statusCode).toBe(404);
    const premium = await sent(founder, 'premium', 'for premium only');
    expect((await reactors(premium.id, '🔥')).statusCode).toBe(403);
  });
});

describe("an author's card", () => {
  it('gives roles and the joined date; an unknown member is a 404, a banned reader a 403', async () => {
    const member = await createMember(t.db, {
      name: 'Card Holder',
      roles: ['free_member', 'crypto'],
    });
    const response = await ask('GET', `/api/members/${member.id}`, freeCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: member.id,
      name: 'Card Holder',
      image: null,
      priority: 7,
      roles: ['crypto', 'free_member'],
      isBot: false,
      joinedAt: member.createdAt.toISOString(),
    });
    expect((await ask('GET', '/api/members/nobody-here', freeCookie)).statusCode).toBe(404);
    const banned = await createMember(t.db, {
      name: 'Banned Reader',
      banUntil: new Date(Date.now() + 86_400_000),
    });
    const bannedCookie = await sessionCookieFor(t.db, t.config.sessionSecret, banned.id);
    expect((await ask('GET', `/api/members/${member.id}`, bannedCookie)).statusCode).toBe(403);
  });
});

describe('mark unread', () => {
  it('moves the read position to just before the message, and tells the other devices', async () => {
    const first = await sent(founder, 'general', 'one');
    await sent(founder, 'general', 'two');
    const last = await sent(founder, 'general', 'three');
    const read = await ask('POST', '/api/channels/general/read', freeCookie, { lastId: last.id });
    expect(read.json()).toMatchObject({ counts: { unread: 0 } });
    const counts = collect(free, 'channel:counts');
    const response = await ask('POST', '/api/channels/general/unread', freeCookie, {
      messageId: first.id,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ counts: { channel: 'general', unread: 3, mentions: 0 } });
    await eventually(() =>
      expect(counts).toContainEqual({ channel: 'general', unread: 3, mentions: 0 }),
    );
    // Reading on moves it forward again as before.
    await ask('POST', '/api/channels/general/read', freeCookie, { lastId: last.id });
    const again = await ask('POST', '/api/channels/general/unread', freeCookie, {
      messageId: last.id,
    });
    expect(again.json()).toMatchObject({ counts: { unread: 1 } });
  });

  it("refuses a message of another channel, a thread's reply, a deleted one and bad input", async () => {
    const inGeneral = await sent(founder, 'general', 'root');
    const reply = await sent(founder, 'general', 'a reply', inGeneral.id);
    const elsewhere = await sent(founder, 'begginer', 'hi all');
    for (const messageId of [elsewhere.id, reply.id, 999_999_999]) {
      const response = await ask('POST', '/api/channels/general/unread', freeCookie, { messageId });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({
        error: { message: COPY.server.chat.noSuchMessageHere },
      });
    }
    await t.db.update(messages).set({ deletedAt: new Date() }).where(eq(messages.id, inGeneral.id));
    expect(
      (await ask('POST', '/api/channels/general/unread', freeCookie, { messageId: inGeneral.id }))
        .statusCode,
    ).toBe(404);
    for (const payload of [{}, { messageId: 'x' }, { messageId: 0 }, { messageId: 1, extra: 1 }]) {
      expect(
        (await ask('POST', '/api/channels/general/unread', freeCookie, payload)).statusCode,
      ).toBe(400);
    }
    const premium = await sent(founder, 'premium', 'premium');
    expect(
      (await ask('POST', '/api/channels/premium/unread', freeCookie, { messageId: premium.id }))
        .statusCode,
    ).toBe(403);
  });
});
