import { randomUUID } from 'node:crypto';
import { CHANNELS, COPY, DEV_PERSONAS, type Ack, type ChatMessage } from '@bbt/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, users } from '../../db/schema';
import { DEMO_PERSONAS } from '../../db/seed-content';
import { createTestApp, signInAs, type Persona, type TestApp } from '../../test/test-app';
import {
  collect,
  connectWithCookie,
  eventually,
  listen,
  type TestSocket,
} from '../../test/test-sockets';

let t: TestApp;
let url: string;
const cookies = {} as Record<Persona, string>;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  for (const as of DEV_PERSONAS) cookies[as] = await signInAs(t.app, as);
  url = await listen(t.app);
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await t.close();
});

const userIdOf = (as: Persona) => {
  const persona = DEMO_PERSONAS.find((p) => p.as === as);
  if (!persona) throw new Error(`no persona ${as}`);
  return persona.id;
};

let nextIp = 1;
/** A fresh client address per request, so no rate limit can get in the way. */
const freshIp = () => `10.40.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const api = (method: 'GET' | 'POST', path: string, cookie?: string, payload?: unknown) =>
  t.app.inject({
    method,
    url: path,
    headers: cookie ? { cookie } : {},
    remoteAddress: freshIp(),
    ...(payload !== undefined && { payload: payload as object }),
  });

interface SidebarChannel {
  slug: string;
  write: boolean;
  reason: string;
  unread: number;
  mentions: number;
}

async function channelsOf(as: Persona): Promise<SidebarChannel[]> {
  const response = await api('GET', '/api/channels', cookies[as]);
  expect(response.statusCode).toBe(200);
  return response.json().channels;
}

async function countsOf(as: Persona, slug: string) {
  const channel = (await channelsOf(as)).find((c) => c.slug === slug);
  if (!channel) throw new Error(`${as} does not see ${slug}`);
  return { unread: channel.unread, mentions: channel.mentions };
}

async function history(as: Persona, slug: string): Promise<ChatMessage[]> {
  const response = await api('GET', `/api/channels/${slug}/messages`, cookies[as]);
  expect(response.statusCode).toBe(200);
  return response.json().messages;
}

const markRead = (as: Persona, slug: string, lastId: number) =>
  api('POST', `/api/channels/${slug}/read`, cookies[as], { lastId });

/** Marks everything in the channel read, so a test starts from zero. */
async function catchUp(as: Persona, slug: string) {
  const newest = (await history(as, slug)).at(-1);
  const response = await markRead(as, slug, newest?.id ?? 0);
  expect(response.statusCode).toBe(200);
  expect(response.json().counts).toEqual({ channel: slug, unread: 0, mentions: 0 });
}

async function connect(as: Persona) {
  const socket = await connectWithCookie(url, cookies[as]);
  sockets.push(socket);
  return socket;
}

const sendRaw = (socket: TestSocket, channel: string, text: string, clientId = randomUUID()) =>
  socket.timeout(5_000).emitWithAck('message:send', { channel, clientId, text }) as Promise<
    Ack<ChatMessage>
  >;

async function send(socket: TestSocket, channel: string, text: string): Promise<ChatMessage> {
  const ack = await sendRaw(socket, channel, text);
  if (!ack.ok) throw new Error(`send refused: ${ack.error.code} ${ack.error.message}`);
  return ack.data;
}

const setDiscipline = (as: Persona, dates: { banUntil?: Date; muteUntil?: Date }) =>
  t.db
    .update(users)
    .set(dates)
    .where(eq(users.id, userIdOf(as)));

const LOCKED = ['intro', 'faq', 'announcements', 'ask', 'claim', 'polls'];
const EVERYONE = [
  'intro',
  'faq',
  'announcements',
  'results',
  'general',
  'begginer',
  'ask',
  'claim',
  'polls',
];
const ALL = CHANNELS.map((c) => c.slug);
/** The expected sidebar: the open channels plus the extras, in catalogue order. */
const sidebar = (...extra: string[]) =>
  ALL.filter((s) => EVERYONE.includes(s) || extra.includes(s));

let founder: TestSocket;
let free: TestSocket;
beforeAll(async () => {
  founder = await connect('founder');
  free = await connect('free');
});

describe('GET /api/channels', () => {
  it('lists exactly the channels each persona may read, in sidebar order', async () => {
    const slugs = async (as: Persona) => (await channelsOf(as)).map((c) => c.slug);
    expect(ALL).toHaveLength(16);
    expect(await slugs('free')).toEqual(sidebar());
    expect(await slugs('premium')).toEqual(sidebar('premium'));
    expect(await slugs('support')).toEqual(sidebar('staff'));
    expect(await slugs('analyst')).toEqual(sidebar('staff'));
    expect(await slugs('marketing')).toEqual(sidebar('marketing_chat'));
    expect(await slugs('founder')).toEqual(ALL);
    expect(await slugs('admin')).toEqual(ALL);

    const freeSlugs = await slugs('free');
    for (const hidden of [
      'premium',
      'staff',
      'crypto_channel',
      'forex_channel',
      'stocks_channel',
      'free_signals_channel',
      'marketing_chat',
    ]) {
      expect(freeSlugs).not.toContain(hidden);
    }
  });

  it('locks the composer of intro, faq, announcements, ask, claim and polls for members only', async () => {
    for (const as of ['free', 'premium', 'support', 'analyst', 'marketing'] as const) {
      for (const channel of await channelsOf(as)) {
        const expected = LOCKED.includes(channel.slug)
          ? { write: false, reason: 'locked' }
          : { write: true, reason: 'ok' };
        expect({ as, slug: channel.slug, write: channel.write, reason: channel.reason }).toEqual({
          as,
          slug: channel.slug,
          ...expected,
        });
      }
    }
    for (const as of ['founder', 'admin'] as const) {
      for (const channel of await channelsOf(as)) {
        expect({ as, slug: channel.slug, write: channel.write, reason: channel.reason }).toEqual({
          as,
          slug: channel.slug,
          write: true,
          reason: 'ok',
        });
      }
    }
  });

  it('needs a session (401)', async () => {
    const response = await api('GET', '/api/channels');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });
});

describe('unread and mention counts', () => {
  it('counts messages by others and the mentions of the member, by name or @everyone', async () => {
    await catchUp('free', 'general');
    await catchUp('founder', 'general');
    await send(founder, 'general', 'good morning traders');
    const named = await send(founder, 'general', 'hi @NinaOkafor, welcome');
    await send(founder, 'general', 'heads up @everyone: markets open soon');
    expect(named.mentions.userIds).toEqual([userIdOf('free')]);

    expect(await countsOf('free', 'general')).toEqual({ unread: 3, mentions: 2 });
    // The author's own messages never count.
    expect(await countsOf('founder', 'general')).toEqual({ unread: 0, mentions: 0 });
  });

  it("never counts the member's own messages, even when they mention themselves", async () => {
    const before = await countsOf('free', 'general');
    await send(free, 'general', 'note to self @NinaOkafor @everyone @free_member');
    expect(await countsOf('free', 'general')).toEqual(before);
    expect(await countsOf('founder', 'general')).toEqual({ unread: 1, mentions: 1 });
  });

  it("clears on read and tells the member's other sockets", async () => {
    const second = await connect('free');
    const onFirst = collect(free, 'channel:counts');
    const onSecond = collect(second, 'channel:counts');
    const premium = await connect('premium');
    const onOther = collect(premium, 'channel:counts');

    const newest = (await history('free', 'general')).at(-1);
    expect(newest).toBeDefined();
    const response = await markRead('free', 'general', newest?.id ?? 0);
    expect(response.statusCode).toBe(200);
    const cleared = { channel: 'general', unread: 0, mentions: 0 };
    expect(response.json()).toEqual({ counts: cleared });
    expect(await countsOf('free', 'general')).toEqual({ unread: 0, mentions: 0 });

    await eventually(() => {
      expect(onFirst).toEqual([cleared]);
      expect(onSecond).toEqual([cleared]);
    });
    expect(onOther).toEqual([]);
  });

  it('never moves the read position backwards', async () => {
    await catchUp('free', 'general');
    const first = await send(founder, 'general', 'one');
    await send(founder, 'general', 'two @NinaOkafor');

    const partly = await markRead('free', 'general', first.id);
    expect(partly.json().counts).toEqual({ channel: 'general', unread: 1, mentions: 1 });

    const backwards = await markRead('free', 'general', 0);
    expect(backwards.statusCode).toBe(200);
    expect(backwards.json().counts).toEqual({ channel: 'general', unread: 1, mentions: 1 });
    const older = await markRead('free', 'general', first.id - 1);
    expect(older.json().counts).toEqual({ channel: 'general', unread: 1, mentions: 1 });
    expect(await countsOf('free', 'general')).toEqual({ unread: 1, mentions: 1 });
  });

  it('marks a channel read through the misspelt announcements slug too', async () => {
    await send(founder, 'announcements', 'release notes are out');
    expect((await countsOf('free', 'announcements')).unread).toBe(1);
    const newest = (await history('free', 'annoucements')).at(-1);
    const response = await markRead('free', 'annoucements', newest?.id ?? 0);
    expect(response.statusCode).toBe(200);
    expect(response.json().counts).toEqual({ channel: 'announcements', unread: 0, mentions: 0 });
    expect(await countsOf('free', 'announcements')).toEqual({ unread: 0, mentions: 0 });
  });

  it('refuses to mark a channel the member may not read, or one that does not exist', async () => {
    const premium = await markRead('free', 'premium', 1);
    expect(premium.statusCode).toBe(403);
    expect(premium.json().error.code).toBe('no_permission');
    const unknown = await markRead('free', 'nope', 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toEqual({ code: 'not_found', message: 'Channel Not Found' });
    for (const body of [
      {},
      { lastId: -1 },
      { lastId: 1.5 },
      { lastId: '3' },
      { lastId: 1, x: 1 },
    ]) {
      const response = await api('POST', '/api/channels/general/read', cookies.free, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(
      (await api('POST', '/api/channels/general/read', undefined, { lastId: 1 })).statusCode,
    ).toBe(401);
  });

  it('counts an @role mention only for members holding the role', async () => {
    await catchUp('free', 'general');
    await catchUp('premium', 'general');
    const claimed = await api('POST', '/api/me/roles', cookies.premium, {
      role: 'crypto',
      claimed: true,
    });
    expect(claimed.statusCode).toBe(200);
    try {
      const message = await send(founder, 'general', 'bitcoin breakout, @crypto');
      expect(message.mentions.roles).toEqual(['crypto']);
      expect(await countsOf('premium', 'general')).toEqual({ unread: 1, mentions: 1 });
      expect(await countsOf('free', 'general')).toEqual({ unread: 1, mentions: 0 });
    } finally {
      await api('POST', '/api/me/roles', cookies.premium, { role: 'crypto', claimed: false });
    }
  });

  it('does not count a mention of a member who could not read the channel', async () => {
    const message = await send(founder, 'premium', 'ping @NinaOkafor and @JamalCarter');
    expect(message.mentions.userIds).toEqual([userIdOf('premium')]);
    expect(await countsOf('premium', 'premium')).toMatchObject({ mentions: 1 });

    // Even once the free member gains the room, that message is not a mention of them.
    await t.db
      .update(users)
      .set({ premiumTrader: true })
      .where(eq(users.id, userIdOf('free')));
    try {
      expect(await countsOf('free', 'premium')).toEqual({ unread: 1, mentions: 0 });
    } finally {
      await t.db
        .update(users)
        .set({ premiumTrader: false })
        .where(eq(users.id, userIdOf('free')));
    }
  });

  it('stops counting a deleted message', async () => {
    await catchUp('free', 'general');
    const doomed = await send(founder, 'general', '@NinaOkafor this will vanish');
    expect(await countsOf('free', 'general')).toEqual({ unread: 1, mentions: 1 });

    const ack = (await founder
      .timeout(5_000)
      .emitWithAck('message:delete', { id: doomed.id })) as Ack<ChatMessage>;
    expect(ack).toMatchObject({ ok: true, data: { id: doomed.id, deleted: true } });
    expect(await countsOf('free', 'general')).toEqual({ unread: 0, mentions: 0 });
  });
});

describe('GET /api/channels/:slug/messages', () => {
  it('answers an unknown channel with 404 Channel Not Found', async () => {
    const response = await api('GET', '/api/channels/no_such_room/messages', cookies.free);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: COPY.chat.channelNotFound },
    });
    expect(COPY.chat.channelNotFound).toBe('Channel Not Found');
  });

  it('refuses channels the member may not read with no_permission', async () => {
    for (const slug of ['premium', 'staff', 'crypto_channel', 'marketing_chat']) {
      const response = await api('GET', `/api/channels/${slug}/messages`, cookies.free);
      expect(response.statusCode, slug).toBe(403);
      expect(response.json(), slug).toEqual({
        error: { code: 'no_permission', message: COPY.chat.noPermission },
      });
    }
    expect((await api('GET', '/api/channels/premium/messages', cookies.premium)).statusCode).toBe(
      200,
    );
    expect((await api('GET', '/api/channels/staff/messages', cookies.support)).statusCode).toBe(
      200,
    );
  });

  it('serves announcements under the misspelt slug annoucements', async () => {
    const posted = await send(founder, 'announcements', 'new tier launched');
    const response = await api('GET', '/api/channels/annoucements/messages', cookies.free);
    expect(response.statusCode).toBe(200);
    const list: ChatMessage[] = response.json().messages;
    expect(list.map((m) => m.id)).toContain(posted.id);
    expect(list.every((m) => m.channel === 'announcements')).toBe(true);
    expect(list).toEqual(await history('free', 'announcements'));
  });

  it('validates paging', async () => {
    const page = (query: string) =>
      api('GET', `/api/channels/general/messages?${query}`, cookies.free);
    for (const query of ['before=10&after=2', 'limit=0', 'limit=101', 'limit=abc', 'before=0']) {
      const response = await page(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code, query).toBe('validation_failed');
    }
    const newestOnly = await page('limit=1');
    expect(newestOnly.statusCode).toBe(200);
    expect(newestOnly.json().messages).toHaveLength(1);
    expect(newestOnly.json().hasMore).toBe(true);
    expect(newestOnly.json().messages[0].id).toBe((await history('free', 'general')).at(-1)?.id);
  });

  it('needs a session (401)', async () => {
    expect((await api('GET', '/api/channels/general/messages')).statusCode).toBe(401);
  });
});

describe('POST /api/me/roles (self-claim)', () => {
  it('claiming crypto opens crypto_channel on the connected socket; removing closes it at once', async () => {
    const changed = collect(free, 'member:changed');
    const arrived = collect(free, 'message:new');

    const claim = await api('POST', '/api/me/roles', cookies.free, {
      role: 'crypto',
      claimed: true,
    });
    expect(claim.statusCode).toBe(200);
    expect(claim.json().user.roles.crypto).toBe(true);
    await eventually(() => expect(changed).toHaveLength(1));
    expect((await channelsOf('free')).map((c) => c.slug)).toContain('crypto_channel');

    const before = await send(founder, 'crypto_channel', 'ETH reclaiming the range');
    await eventually(() => expect(arrived.map((m) => m.id)).toContain(before.id));

    const remove = await api('POST', '/api/me/roles', cookies.free, {
      role: 'crypto',
      claimed: false,
    });
    expect(remove.statusCode).toBe(200);
    expect(remove.json().user.roles.crypto).toBe(false);
    await eventually(() => expect(changed).toHaveLength(2));

    const after = await send(founder, 'crypto_channel', 'for crypto holders only');
    // A later message in a channel the member still reads marks the point everything before has arrived.
    const barrier = await send(founder, 'general', 'barrier');
    await eventually(() => expect(arrived.map((m) => m.id)).toContain(barrier.id));
    expect(arrived.map((m) => m.id)).not.toContain(after.id);
    expect(arrived.filter((m) => m.channel === 'crypto_channel').map((m) => m.id)).toEqual([
      before.id,
    ]);

    expect((await channelsOf('free')).map((c) => c.slug)).not.toContain('crypto_channel');
    const refused = await sendRaw(free, 'crypto_channel', 'let me in');
    expect(refused).toMatchObject({ ok: false, error: { code: 'no_permission' } });
    const readRefused = await api('GET', '/api/channels/crypto_channel/messages', cookies.free);
    expect(readRefused.statusCode).toBe(403);
  });

  it.each(['admin', 'founder', 'blue_badge_trader', 'premium_signals', 'marketing', 'everyone'])(
    'refuses to self-claim %s (400) and changes nothing',
    async (role) => {
      const before = (await api('GET', '/api/me', cookies.free)).json().user;
      const response = await api('POST', '/api/me/roles', cookies.free, { role, claimed: true });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('validation_failed');
      const after = (await api('GET', '/api/me', cookies.free)).json().user;
      expect(after.roles).toEqual(before.roles);
      expect(await channelsOf('free')).toHaveLength(sidebar().length);
    },
  );

  it('refuses malformed bodies and signed-out calls', async () => {
    for (const body of [{ role: 'crypto' }, { role: 'crypto', claimed: 'yes' }, {}]) {
      const response = await api('POST', '/api/me/roles', cookies.free, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const signedOut = await api('POST', '/api/me/roles', undefined, {
      role: 'crypto',
      claimed: true,
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('roles the server takes away', () => {
  it('stops premium delivery to a connected socket once premium signals run out', async () => {
    const freeId = userIdOf('free');
    await t.db
      .update(users)
      .set({ premiumSignals: true, signalsUntil: new Date(Date.now() + 60 * 60 * 1000) })
      .where(eq(users.id, freeId));
    const socket = await connect('free');
    const arrived = collect(socket, 'message:new');
    try {
      const during = await send(founder, 'premium', 'premium call: long EURUSD');
      await eventually(() => expect(arrived.map((m) => m.id)).toContain(during.id));

      // Time passes: the subscription ends, and the member's next request switches it off.
      await t.db
        .update(users)
        .set({ signalsUntil: new Date(Date.now() - 1_000) })
        .where(eq(users.id, freeId));
      const me = await api('GET', '/api/me', cookies.free);
      expect(me.json().user.roles.premium_signals).toBe(false);
      expect((await channelsOf('free')).map((c) => c.slug)).not.toContain('premium');

      const after = await send(founder, 'premium', 'premium call: close half');
      const barrier = await send(founder, 'general', 'barrier after expiry');
      await eventually(() => expect(arrived.map((m) => m.id)).toContain(barrier.id));
      expect(arrived.map((m) => m.id)).not.toContain(after.id);
    } finally {
      socket.disconnect();
      await t.db.update(users).set({ premiumSignals: false }).where(eq(users.id, freeId));
    }
  });
});

describe('discipline', () => {
  const storedWithClientId = async (clientId: string) =>
    (
      await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(messages)
        .where(eq(messages.clientId, clientId))
    )[0]?.n ?? 0;

  it("shows a banned member 'You don't have access' with the end date and nothing else", async () => {
    const banUntil = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000);
    await setDiscipline('free', { banUntil });
    try {
      const response = await api('GET', '/api/channels/general/messages', cookies.free);
      expect(response.statusCode).toBe(403);
      const { error } = response.json();
      expect(error.code).toBe('banned');
      expect(error.message).toContain("You don't have access");
      expect(error.message).toContain(banUntil.toISOString());

      expect(await channelsOf('free')).toEqual([]);

      const clientId = randomUUID();
      const ack = await sendRaw(free, 'general', 'am I banned?', clientId);
      expect(ack).toMatchObject({ ok: false, error: { code: 'banned' } });
      expect(await storedWithClientId(clientId)).toBe(0);
    } finally {
      await setDiscipline('free', { banUntil: new Date(Date.now() - 60_000) });
    }
    expect(await channelsOf('free')).toHaveLength(sidebar().length);
  });

  it('lets a muted member read but not post', async () => {
    const muteUntil = new Date(Date.now() + 24 * 60 * 60 * 1000);
    await setDiscipline('free', { muteUntil });
    try {
      const response = await api('GET', '/api/channels/general/messages', cookies.free);
      expect(response.statusCode).toBe(200);

      const sidebarWhileMuted = await channelsOf('free');
      expect(sidebarWhileMuted.map((c) => c.slug)).toEqual(sidebar());
      expect(sidebarWhileMuted.every((c) => !c.write)).toBe(true);
      expect(
        sidebarWhileMuted.filter((c) => !LOCKED.includes(c.slug)).map((c) => c.reason),
      ).toEqual(['muted', 'muted', 'muted']);

      const clientId = randomUUID();
      const ack = await sendRaw(free, 'general', 'can anyone hear me?', clientId);
      expect(ack).toEqual({
        ok: false,
        error: { code: 'muted', message: expect.stringContaining("You don't have access") },
      });
      if (!ack.ok) expect(ack.error.message).toContain(muteUntil.toISOString());
      expect(await storedWithClientId(clientId)).toBe(0);
    } finally {
      await setDiscipline('free', { muteUntil: new Date(Date.now() - 60_000) });
    }
    const ack = await sendRaw(free, 'general', 'back again');
    expect(ack.ok).toBe(true);
  });
});
