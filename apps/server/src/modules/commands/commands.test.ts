import { randomUUID } from 'node:crypto';
import {
  COMMAND_NAMES,
  DEV_PERSONAS,
  mentionKey,
  type CommandName,
  type CommandResult,
  type Ack,
} from '@bbt/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { channelSettings, messages, polls, tickets, users } from '../../db/schema';
import { createMember, sessionCookieFor } from '../../test/factories';
import { createTestApp, signInAs, type Persona, type TestApp } from '../../test/test-app';
import { connectWithCookie, listen, type TestSocket } from '../../test/test-sockets';
import { createTicket } from '../tickets/repo';

type MatrixPersona = Persona | 'banned' | 'muted' | 'signed out';
const PERSONAS: MatrixPersona[] = [...DEV_PERSONAS, 'banned', 'muted', 'signed out'];
const STAFF = new Set<MatrixPersona>(['founder', 'admin']);
/** Who may run what (spec §6): founder and admin everything; anyone who can read, /status. */
const allowed = (persona: MatrixPersona, command: CommandName) =>
  STAFF.has(persona) || (command === 'status' && persona !== 'banned' && persona !== 'signed out');

let t: TestApp;
let url: string;
const sockets = new Map<MatrixPersona, TestSocket>();
let cell = 0;

beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  url = await listen(t.app);
  const day = 24 * 3600 * 1000;
  for (const persona of PERSONAS) {
    if (persona === 'signed out') continue;
    let cookie: string;
    if (persona === 'banned' || persona === 'muted') {
      const member = await createMember(t.db, {
        name: `Disciplined ${persona}`,
        ...(persona === 'banned'
          ? { banUntil: new Date(Date.now() + day) }
          : { muteUntil: new Date(Date.now() + day) }),
      });
      cookie = await sessionCookieFor(t.db, t.config.sessionSecret, member.id);
    } else {
      cookie = await signInAs(t.app, persona);
    }
    sockets.set(persona, await connectWithCookie(url, cookie));
  }
});
afterAll(async () => {
  for (const socket of sockets.values()) socket.disconnect();
  await t.close();
});

const row = async (id: string) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const botMessages = async (channel: string, text: string) =>
  (
    await t.db
      .select()
      .from(messages)
      .where(
        and(eq(messages.channel, channel), eq(messages.userId, 'bot'), eq(messages.text, text)),
      )
  ).length;

/** Sets up what one command needs and says how to check that it took effect. */
async function scenario(command: CommandName, n: number) {
  const target = await createMember(t.db, {
    name: `Target ${n} ${command}`,
    roles:
      command === 'remove'
        ? ['crypto', 'free_member']
        : command === 'marketing-cv'
          ? ['marketing', 'free_member']
          : ['free_member'],
    marketingCv: `cv of target ${n}`,
  });
  const key = mentionKey(target.name);
  const base = { channel: 'general', target };
  switch (command) {
    case 'warn':
      return {
        ...base,
        text: `/warn ${key} spamming`,
        took: async () => (await row(target.id)).warn === 1,
      };
    case 'kick':
      return {
        ...base,
        text: `/kick @${key}`,
        took: async () => (await row(target.id)).kick === 1,
      };
    case 'ban':
      return {
        ...base,
        text: `/ban ${key} 2`,
        took: async () => (await row(target.id)).banUntil.getTime() > Date.now() + 86_400_000,
      };
    case 'mute':
      return {
        ...base,
        text: `/mute ${key} 2`,
        took: async () => (await row(target.id)).muteUntil.getTime() > Date.now() + 86_400_000,
      };
    case 'status':
      return {
        ...base,
        text: '/status',
        took: async (ack: Ack<CommandResult>) =>
          ack.ok && /\d warnings?$/.test(ack.data.notice ?? ''),
      };
    case 'give':
      return {
        ...base,
        text: `/give ${key} crypto`,
        took: async () => (await row(target.id)).crypto,
      };
    case 'remove':
      return {
        ...base,
        text: `/remove ${key} crypto`,
        took: async () => !(await row(target.id)).crypto,
      };
    case 'send':
      return {
        ...base,
        text: `/send announcement ${n}`,
        took: async () => (await botMessages('general', `announcement ${n}`)) === 1,
      };
    case 'close': {
      const ticket = await createTicket(t.db, target.id);
      const [seen] = await t.db.select().from(tickets).where(eq(tickets.id, ticket.id));
      return {
        ...base,
        channel: seen!.name,
        text: '/close',
        took: async () =>
          !(await t.db.select().from(tickets).where(eq(tickets.id, ticket.id)))[0]!.open,
      };
    }
    case 'clear': {
      const [marker] = await t.db
        .insert(messages)
        .values({ channel: 'results', userId: target.id, text: `marker ${n}` })
        .returning();
      return {
        ...base,
        channel: 'results',
        text: '/clear',
        took: async () =>
          (await t.db.select().from(messages).where(eq(messages.id, marker!.id)))[0]!.deletedAt !==
          null,
      };
    }
    case 'slowmode':
      return {
        ...base,
        channel: 'results',
        text: `/slowmode ${n}`,
        took: async () => (await slowmodeIn('results')) === n,
      };
    case 'poll':
      return {
        ...base,
        text: `/poll "Poll ${n}" "Pick" "A" "B"`,
        took: async () =>
          (
            await t.db
              .select()
              .from(polls)
              .where(eq(polls.header, `Poll ${n}`))
          ).length === 1,
      };
    case 'delete-poll': {
      await t.db.insert(polls).values({ header: `Old poll ${n}`, text: 'x', options: ['A', 'B'] });
      return {
        ...base,
        text: `/delete-poll "Old poll ${n}"`,
        took: async () =>
          (
            await t.db
              .select()
              .from(polls)
              .where(and(eq(polls.header, `Old poll ${n}`), isNull(polls.deletedAt)))
          ).length === 0,
      };
    }
    case 'marketing-cv':
      return {
        ...base,
        text: `/marketing-cv ${key}`,
        took: async (ack: Ack<CommandResult>) =>
          ack.ok && (ack.data.notice ?? '').includes(`cv of target ${n}`),
      };
  }
}

async function slowmodeIn(channel: string): Promise<number> {
  const [settings] = await t.db
    .select()
    .from(channelSettings)
    .where(eq(channelSettings.channel, channel));
  return settings?.slowmodeSeconds ?? 0;
}

/** Everything a refused command could have changed. */
async function snapshot(targetId: string) {
  const target = await row(targetId);
  const [counts] = await t.db
    .select({
      messages: sql<number>`(select count(*)::int from ${messages} where ${messages.deletedAt} is null)`,
      polls: sql<number>`(select count(*)::int from ${polls} where ${polls.deletedAt} is null)`,
      openTickets: sql<number>`(select count(*)::int from ${tickets} where ${tickets.open})`,
    })
    .from(sql`(select 1) as one`);
  const { updatedAt: _ignored, ...rest } = target;
  return { target: rest, counts, slowmode: await slowmodeIn('results') };
}

describe('slash command permission matrix', () => {
  // Every command the chat knows, so a new one can't be left out of the matrix.
  const cells = PERSONAS.flatMap((persona) =>
    COMMAND_NAMES.map((command) => [persona, command] as const),
  );

  it.each(cells)('%s running /%s', async (persona, command) => {
    const n = ++cell;
    const setup = await scenario(command, n);
    const before = await snapshot(setup.target.id);
    const socket = sockets.get(persona);
    if (!socket) {
      await expect(connectWithCookie(url, undefined)).rejects.toThrow(/unauthenticated/);
      expect(await snapshot(setup.target.id)).toEqual(before);
      return;
    }
    const ack = await socket
      .timeout(5_000)
      .emitWithAck('command:run', { channel: setup.channel, text: setup.text });
    if (allowed(persona, command)) {
      expect(ack.ok, JSON.stringify(ack)).toBe(true);
      expect(await setup.took(ack)).toBe(true);
    } else {
      expect(ack.ok).toBe(false);
      if (!ack.ok)
        expect(['forbidden', 'banned', 'not_found', 'no_permission']).toContain(ack.error.code);
      expect(await snapshot(setup.target.id)).toEqual(before);
    }
  });
});

describe('command edge cases', () => {
  const founder = () => sockets.get('founder')!;
  const run = (text: string, channel = 'general') =>
    founder().timeout(5_000).emitWithAck('command:run', { channel, text });

  it('answers an unknown member, an unknown role or a bad usage privately, and changes nothing', async () => {
    expect(await run('/warn nobodyatall')).toEqual({
      ok: true,
      data: { notice: 'No member is called @nobodyatall.' },
    });
    expect(await run('/give ninaokafor wizard')).toEqual({
      ok: true,
      data: { notice: "Unknown role 'wizard'" },
    });
    expect(await run('/ban ninaokafor')).toMatchObject({
      ok: true,
      data: { notice: expect.stringMatching(/^Usage/) },
    });
    expect((await row('demo-free')).warn).toBe(0);
  });

  it("says /close can't be used outside a ticket, in the channel", async () => {
    await run('/close');
    expect(
      await botMessages('general', "@ElenaVarga, you can't use this command here"),
    ).toBeGreaterThan(0);
  });

  it("won't let an admin moderate the founder or another admin", async () => {
    const admin = sockets.get('admin')!;
    const ack = await admin
      .timeout(5_000)
      .emitWithAck('command:run', { channel: 'general', text: '/warn elenavarga' });
    expect(ack).toEqual({ ok: true, data: { notice: "You can't moderate @ElenaVarga." } });
    expect((await row('demo-founder')).warn).toBe(0);
    const grant = await admin
      .timeout(5_000)
      .emitWithAck('command:run', { channel: 'general', text: '/give ninaokafor admin' });
    expect(grant).toEqual({
      ok: true,
      data: { notice: 'Only a founder can give or remove the admin role.' },
    });
    expect((await row('demo-free')).admin).toBe(false);
    // The same rules as the console's role switches (roleChangeRefusal).
    const onFounder = await admin
      .timeout(5_000)
      .emitWithAck('command:run', { channel: 'general', text: '/give elenavarga crypto' });
    expect(onFounder).toEqual({
      ok: true,
      data: { notice: "You can't change the roles of a founder or of another admin." },
    });
    expect((await row('demo-founder')).crypto).toBe(false);
  });

  it("won't let the founder remove their own founder role with /remove", async () => {
    expect(await run('/remove elenavarga founder')).toEqual({
      ok: true,
      data: { notice: "You can't remove your own founder role." },
    });
    expect((await row('demo-founder')).founder).toBe(true);
  });

  it('has the bot post /send text without its direction controls', async () => {
    expect(await run('/send \u202Eread me\u202C backwards')).toEqual({
      ok: true,
      data: { notice: null },
    });
    expect(await botMessages('general', 'read me backwards')).toBe(1);
  });

  it('never posts a command as a chat message', async () => {
    const ack = await founder().timeout(5_000).emitWithAck('message:send', {
      channel: 'general',
      clientId: randomUUID(),
      text: '/warn ninaokafor',
    });
    expect(ack).toMatchObject({ ok: false, error: { code: 'command_not_message' } });
    const stored = await t.db.select().from(messages).where(eq(messages.text, '/warn ninaokafor'));
    expect(stored).toHaveLength(0);
  });

  it('announces a mute with its end date and a kick with its count as the web writes them', async () => {
    const target = await createMember(t.db, { name: 'Notice Target' });
    const key = mentionKey(target.name);
    await run(`/mute ${key} 2`);
    const until = (await row(target.id)).muteUntil;
    const date = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(until);
    expect(await botMessages('general', `@NoticeTarget has been muted until ${date} UTC`)).toBe(1);
    await run(`/kick ${key}`);
    expect(await botMessages('general', '@NoticeTarget has been kicked (1 kick)')).toBe(1);
  });

  it('records who did what in the audit log, readable by founder and admin only', async () => {
    const target = await createMember(t.db, { name: 'Audit Target' });
    await run(`/mute ${mentionKey(target.name)} 1 too loud`);
    const log = await t.app.inject({
      method: 'GET',
      url: '/api/moderation/audit-log',
      headers: { cookie: await signInAs(t.app, 'admin') },
    });
    expect(log.json().entries[0]).toMatchObject({
      actorId: 'demo-founder',
      action: 'mute',
      targetId: target.id,
      channel: 'general',
      details: { days: 1, reason: 'too loud' },
    });
    for (const persona of ['free', 'support', 'analyst'] as const) {
      const refused = await t.app.inject({
        method: 'GET',
        url: '/api/moderation/audit-log',
        headers: { cookie: await signInAs(t.app, persona) },
      });
      expect(refused.statusCode).toBe(403);
    }
  });
});

describe('commands that make the bot speak', () => {
  const day = 24 * 3600 * 1000;
  let mutedAdmin: TestSocket;
  beforeAll(async () => {
    const member = await createMember(t.db, {
      name: 'Muted Admin',
      roles: ['admin', 'free_member'],
      muteUntil: new Date(Date.now() + day),
    });
    mutedAdmin = await connectWithCookie(
      url,
      await sessionCookieFor(t.db, t.config.sessionSecret, member.id),
    );
  });
  afterAll(() => mutedAdmin.disconnect());
  const run = (text: string, channel = 'general') =>
    mutedAdmin.timeout(5_000).emitWithAck('command:run', { channel, text });

  it('are refused to a muted admin, who changes nothing and makes the bot say nothing', async () => {
    const target = await createMember(t.db, { name: 'Quiet Target' });
    const key = mentionKey(target.name);
    const bot = async () =>
      (await t.db.select().from(messages).where(eq(messages.userId, 'bot'))).length;
    const before = { bot: await bot(), target: await snapshot(target.id) };
    for (const [text, channel] of [
      ['/send the muted admin speaks'],
      [`/warn ${key}`],
      [`/mute ${key} 1`],
      [`/give ${key} crypto`],
      ['/clear', 'results'],
      ['/slowmode 30', 'results'],
      ['/poll "Muted poll" "Pick" "A" "B"'],
      ['/close'],
    ]) {
      expect(await run(text!, channel), text).toMatchObject({
        ok: false,
        error: { code: 'muted' },
      });
    }
    expect(await bot()).toBe(before.bot);
    expect(await snapshot(target.id)).toEqual(before.target);
  });

  it('that only answer their sender still work for a muted admin', async () => {
    expect(await run('/status')).toMatchObject({ ok: true, data: { notice: expect.any(String) } });
  });
});
