import { randomUUID } from 'node:crypto';
import { MAX_PINS_PER_CHANNEL, type ChatMessage, type RoleKey } from '@bbt/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { messages } from './schema';
import { createMember, sessionCookieFor } from '../../test/factories';
import { demoPersona, signInAs, type TestApp } from '../../test/test-app';
import {
  collect,
  connectWithCookie,
  createSocketTestApp,
  eventually,
  sentinelArrived,
  type TestSocket,
} from '../../test/test-sockets';

/** The seeded founder persona's display name. */
const FOUNDER = demoPersona('founder').name;

let t: TestApp;
let url: string;
let sockets: TestSocket[];
let founder: TestSocket;
let free: TestSocket;
let freeCookie: string;
let analyst: TestSocket;

beforeAll(async () => {
  const started = await createSocketTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '500' }, [
    'founder',
    'free',
    'analyst',
  ]);
  ({ t, url, sockets } = started);
  founder = started.personas.founder.socket;
  ({ socket: free, cookie: freeCookie } = started.personas.free);
  analyst = started.personas.analyst.socket;
});
afterAll(() => t.close());

async function sent(socket: TestSocket, channel: string, text = 'hello'): Promise<ChatMessage> {
  const ack = await socket
    .timeout(5_000)
    .emitWithAck('message:send', { channel, clientId: randomUUID(), text });
  if (!ack.ok) throw new Error(`send refused: ${ack.error.message}`);
  return ack.data;
}
const pin = (socket: TestSocket, id: number, pinned = true) =>
  socket.timeout(5_000).emitWithAck('message:pin', { id, pinned });
const pins = async (cookie: string, channel: string) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/channels/${channel}/pins`,
    headers: { cookie },
  });
  return {
    status: response.statusCode,
    messages: response.json<{ messages: ChatMessage[] }>().messages,
  };
};

async function memberSocket(name: string, options: { roles?: RoleKey[]; muteUntil?: Date } = {}) {
  const row = await createMember(t.db, { name, ...options });
  const cookie = await sessionCookieFor(t.db, t.config.sessionSecret, row.id);
  const socket = await connectWithCookie(url, cookie);
  sockets.push(socket);
  return { id: row.id, cookie, socket };
}

describe('pinning a message', () => {
  it('pins it for everyone, with the bot line replying to it, and lists it in the pins', async () => {
    const message = await sent(free, 'general', 'Read the rules before posting');
    const updates = collect(free, 'message:updated');
    const posted = collect(free, 'message:new');
    const ack = await pin(founder, message.id);
    expect(ack).toMatchObject({ ok: true, data: { id: message.id, pinned: { byName: FOUNDER } } });
    await eventually(() =>
      expect(updates.find((m) => m.id === message.id)?.pinned?.byName).toBe(FOUNDER),
    );
    await eventually(() =>
      expect(posted.find((m) => m.replyTo?.id === message.id)).toMatchObject({
        author: { isBot: true },
        text: `${FOUNDER} pinned a message.`,
      }),
    );
    const list = await pins(freeCookie, 'general');
    expect(list.status).toBe(200);
    expect(list.messages[0]?.id).toBe(message.id);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pin'), eq(auditLog.channel, 'general')));
    expect(audit?.details).toEqual({ messageId: message.id });
  });

  it('unpins without a bot line; pinning twice changes nothing the second time', async () => {
    const message = await sent(free, 'general', 'Weekly outlook');
    const posted = collect(free, 'message:new');
    expect((await pin(founder, message.id)).ok).toBe(true);
    expect(await pin(founder, message.id)).toMatchObject({
      ok: true,
      data: { pinned: { byName: FOUNDER } },
    });
    expect(await pin(founder, message.id, false)).toMatchObject({
      ok: true,
      data: { pinned: null },
    });
    await sentinelArrived(founder, posted);
    expect(posted.filter((m) => m.replyTo?.id === message.id)).toHaveLength(1);
    expect((await pins(freeCookie, 'general')).messages.map((m) => m.id)).not.toContain(message.id);
  });

  it("is for founders, admins and the channel's staff only", async () => {
    const message = await sent(free, 'general', 'Pin me?');
    expect(await pin(free, message.id)).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await pin(analyst, message.id)).toMatchObject({
      ok: false,
      error: { code: 'forbidden' },
    });
    const staffLine = await sent(analyst, 'staff', 'Shift notes');
    expect(await pin(analyst, staffLine.id)).toMatchObject({ ok: true });
    expect(await pin(free, staffLine.id, false)).toMatchObject({
      ok: false,
      error: { code: 'no_permission' },
    });
    const row = await t.db.select().from(messages).where(eq(messages.id, message.id));
    expect(row[0]?.pinnedAt).toBeNull();
  });

  it('refuses a muted staff member, a deleted message, a thread reply and bad input', async () => {
    const muted = await memberSocket('MutedAdmin', {
      roles: ['admin'],
      muteUntil: new Date(Date.now() + 3_600_000),
    });
    const message = await sent(free, 'general', 'Mute test');
    expect(await pin(muted.socket, message.id)).toMatchObject({
      ok: false,
      error: { code: 'muted' },
    });

    const gone = await sent(free, 'general', 'Soon deleted');
    expect((await free.timeout(5_000).emitWithAck('message:delete', { id: gone.id })).ok).toBe(
      true,
    );
    expect(await pin(founder, gone.id)).toMatchObject({
      ok: false,
      error: { code: 'message_deleted' },
    });

    const reply = await free.timeout(5_000).emitWithAck('message:send', {
      channel: 'general',
      clientId: randomUUID(),
      text: 'in a thread',
      threadRootId: message.id,
    });
    if (!reply.ok) throw new Error(reply.error.message);
    expect(await pin(founder, reply.data.id)).toMatchObject({
      ok: false,
      error: { code: 'thread_reply' },
    });

    expect(await pin(founder, 999_999_999)).toMatchObject({
      ok: false,
      error: { code: 'not_found' },
    });
    const bad = await founder
      .timeout(5_000)
      .emitWithAck('message:pin', { id: 'x', pinned: true } as never);
    expect(bad).toMatchObject({ ok: false, error: { code: 'validation_failed' } });
  });

  it(`holds at most ${MAX_PINS_PER_CHANNEL} pins per channel, with a clear refusal`, async () => {
    const rows = await t.db
      .insert(messages)
      .values(
        Array.from({ length: MAX_PINS_PER_CHANNEL }, (_, i) => ({
          channel: 'results',
          userId: 'demo-free',
          text: `pinned ${i}`,
          pinnedAt: new Date(),
          pinnedBy: 'demo-founder',
        })),
      )
      .returning({ id: messages.id });
    const one = await sent(free, 'results', 'one too many');
    // An admin of this test's own: the founder's pins of other tests count against their pace.
    const { socket: admin } = await memberSocket('LimitAdmin', { roles: ['admin'] });
    const refused = await pin(admin, one.id);
    expect(refused).toMatchObject({ ok: false, error: { code: 'too_many_pins' } });
    if (!refused.ok) expect(refused.error.message).toMatch(/unpin one first/);
    expect(await pin(admin, rows[0]!.id, false)).toMatchObject({ ok: true });
    expect(await pin(admin, one.id)).toMatchObject({ ok: true });
    const pinned = await t.db
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.channel, 'results'), isNotNull(messages.pinnedAt)));
    expect(pinned).toHaveLength(MAX_PINS_PER_CHANNEL);
  });

  it("shows a channel's pins only to who may read it", async () => {
    const premiumCookie = await signInAs(t.app, 'premium');
    expect((await pins(premiumCookie, 'premium')).status).toBe(200);
    expect((await pins(freeCookie, 'premium')).status).toBe(403);
    expect((await pins(freeCookie, 'nowhere')).status).toBe(404);
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/channels/general/pins' });
    expect(signedOut.statusCode).toBe(401);
  });
});
