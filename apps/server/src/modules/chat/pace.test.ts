import { randomUUID } from 'node:crypto';
import { COPY, type Ack, type ChatMessage, type CommandResult } from '@bbt/domain';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { channelSettings, messages } from './schema';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { connectAs, listen, type TestSocket } from '../../test/test-sockets';

const FLOOD = 4;
let t: TestApp;
let founder: TestSocket;
let support: TestSocket;
let free: TestSocket;
let premium: TestSocket;
let url: string;

beforeAll(async () => {
  t = await createTestApp({
    AUTH_RATE_LIMIT_PER_MINUTE: '500',
    CHAT_FLOOD_MESSAGES: String(FLOOD),
  });
  url = await listen(t.app);
  founder = (await connectAs(t.app, url, 'founder')).socket;
  support = (await connectAs(t.app, url, 'support')).socket;
  free = (await connectAs(t.app, url, 'free')).socket;
  premium = (await connectAs(t.app, url, 'premium')).socket;
});
afterAll(async () => {
  for (const socket of [founder, support, free, premium]) socket.disconnect();
  await t.close();
});

const send = (socket: TestSocket, channel: string, clientId = randomUUID()) =>
  socket.timeout(5_000).emitWithAck('message:send', {
    clientId,
    channel,
    text: `hi ${clientId.slice(0, 6)}`,
  }) as Promise<Ack<ChatMessage>>;
const curse = (socket: TestSocket, channel: string) =>
  socket
    .timeout(5_000)
    .emitWithAck('message:send', { clientId: randomUUID(), channel, text: 'shit' }) as Promise<
    Ack<ChatMessage>
  >;
const warningsOf = async (userId: string) =>
  (await t.db.select({ warn: users.warn }).from(users).where(eq(users.id, userId)))[0]!.warn;
const command = (socket: TestSocket, channel: string, text: string) =>
  socket.timeout(5_000).emitWithAck('command:run', { channel, text }) as Promise<
    Ack<CommandResult>
  >;
const stored = async (channel: string) =>
  (await t.db.select({ n: count() }).from(messages).where(eq(messages.channel, channel)))[0]!.n;

describe('slow mode', () => {
  it('lets a member post once per interval, answers retries, and spares staff', async () => {
    const set = await command(founder, 'general', '/slowmode 60');
    expect(set.ok).toBe(true);

    const clientId = randomUUID();
    expect((await send(free, 'general', clientId)).ok).toBe(true);
    const before = await stored('general');
    const second = await send(free, 'general');
    expect(second).toEqual({
      ok: false,
      error: { code: 'slowmode', message: COPY.chat.slowmode(60) },
    });
    expect(await stored('general')).toBe(before);
    // A banned word sent too soon is refused for the pace first: no warning, no bot notice.
    expect(await curse(free, 'general')).toMatchObject({ ok: false, error: { code: 'slowmode' } });
    expect(await warningsOf('demo-free')).toBe(0);
    expect(await stored('general')).toBe(before);

    // A retry of the message already stored is answered with it, not refused.
    const retry = await send(free, 'general', clientId);
    expect(retry.ok).toBe(true);

    expect((await send(support, 'general')).ok).toBe(true);
    expect((await send(support, 'general')).ok).toBe(true);
    // Slow mode is per channel.
    expect((await send(free, 'results')).ok).toBe(true);

    expect((await command(founder, 'general', '/slowmode 0')).ok).toBe(true);
    expect((await send(free, 'general')).ok).toBe(true);
  });

  it('can only be set by the founder or an admin', async () => {
    const setting = async () =>
      (
        await t.db
          .select({ seconds: channelSettings.slowmodeSeconds })
          .from(channelSettings)
          .where(eq(channelSettings.channel, 'general'))
      )[0]?.seconds ?? 0;
    const before = await setting();
    const refused = await command(support, 'general', '/slowmode 30');
    expect(refused.ok).toBe(false);
    expect(await setting()).toBe(before);
    expect(before).not.toBe(30);
  });

  it('is announced by the bot and kept in the audit log', async () => {
    expect((await command(founder, 'results', '/slowmode 15')).ok).toBe(true);
    const notices = await t.db
      .select({ text: messages.text })
      .from(messages)
      .where(eq(messages.channel, 'results'));
    expect(notices.map((m) => m.text)).toContain(
      '@ElenaVarga turned on slow mode: one message every 15 second(s).',
    );
    const audit = await t.app.inject({
      method: 'GET',
      url: '/api/moderation/audit-log?action=slowmode',
      headers: { cookie: await signInAs(t.app, 'founder') },
    });
    expect(audit.json().entries[0]).toMatchObject({
      action: 'slowmode',
      channel: 'results',
      details: { seconds: 15 },
    });
    await command(founder, 'results', '/slowmode 0');
  });
});

describe('flood limit', () => {
  it(`refuses the ${FLOOD + 1}th quick message with a 429 and stores nothing`, async () => {
    for (let i = 0; i < FLOOD; i++) expect((await send(premium, 'general')).ok).toBe(true);
    const before = await stored('general');
    const refused = await send(premium, 'general');
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.code).toBe('too_many_messages');
      expect(refused.error.message).toMatch(/too fast/);
    }
    expect(await stored('general')).toBe(before);
    expect(await curse(premium, 'general')).toMatchObject({
      ok: false,
      error: { code: 'too_many_messages' },
    });
    expect(await warningsOf('demo-premium')).toBe(0);
    expect(await stored('general')).toBe(before);
  });

  it('counts only the messages of the last window, however many came before', async () => {
    const analyst = (await connectAs(t.app, url, 'analyst')).socket;
    try {
      const aMinuteAgo = new Date(Date.now() - 60_000);
      await t.db.insert(messages).values(
        Array.from({ length: FLOOD * 3 }, () => ({
          channel: 'general',
          userId: 'demo-analyst',
          text: 'earlier',
          createdAt: aMinuteAgo,
        })),
      );
      for (let i = 0; i < FLOOD; i++) expect((await send(analyst, 'general')).ok).toBe(true);
      expect(await send(analyst, 'general')).toMatchObject({
        ok: false,
        error: { code: 'too_many_messages' },
      });
    } finally {
      analyst.disconnect();
    }
  });
});
