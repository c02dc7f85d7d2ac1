import { randomUUID } from 'node:crypto';
import { type ChatMessage, type RoleKey, type SendMessageInput } from '@bbt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { missedNotices, users } from '../../db/schema';
import { createMember, sessionCookieFor } from '../../test/factories';
import { createTestApp, demoPersona, signInAs, type TestApp } from '../../test/test-app';
import {
  collect,
  connectWithCookie,
  eventually,
  listen,
  sentinelArrived,
  type TestSocket,
} from '../../test/test-sockets';

let t: TestApp;
let url: string;
const sockets: TestSocket[] = [];
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '500', CHAT_FLOOD_MESSAGES: '100' });
  url = await listen(t.app);
});
afterAll(async () => {
  sockets.forEach((socket) => socket.disconnect());
  await t.close();
});

/** A member with a session; `ageHours` back-dates the account (new accounts wait to start). */
async function member(name: string, roles: RoleKey[] = ['free_member'], ageHours = 24 * 30) {
  const row = await createMember(t.db, { name, roles });
  await t.db
    .update(users)
    .set({ createdAt: new Date(Date.now() - ageHours * 3_600_000) })
    .where(eq(users.id, row.id));
  return { id: row.id, name, cookie: await sessionCookieFor(t.db, t.config.sessionSecret, row.id) };
}
type Someone = Awaited<ReturnType<typeof member>>;

let address = 0;
const call = (
  who: { cookie: string },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url: path,
    headers: { cookie: who.cookie },
    remoteAddress: `10.9.0.${++address % 250}`,
    ...(payload && { payload }),
  });
const start = (who: Someone, ...others: Someone[]) =>
  call(who, 'POST', '/api/conversations', { memberIds: others.map((o) => o.id) });
async function started(who: Someone, ...others: Someone[]): Promise<string> {
  const response = await start(who, ...others);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().conversation.name;
}
const channelsOf = async (who: { cookie: string }) =>
  (await call(who, 'GET', '/api/channels')).json().channels as Array<{
    slug: string;
    label: string;
    group: string;
    write: boolean;
    reason: string;
    unread: number;
    mentions: number;
  }>;
async function socketOf(who: { cookie: string }) {
  const socket = await connectWithCookie(url, who.cookie);
  sockets.push(socket);
  return socket;
}
const send = (
  socket: TestSocket,
  channel: string,
  text: string,
  extra: Partial<SendMessageInput> = {},
) =>
  socket
    .timeout(5_000)
    .emitWithAck('message:send', { clientId: randomUUID(), channel, text, ...extra });
async function sent(socket: TestSocket, channel: string, text: string): Promise<ChatMessage> {
  const ack = await send(socket, channel, text);
  if (!ack.ok) throw new Error(`send refused: ${ack.error.message}`);
  return ack.data;
}
const setPrivacy = async (who: Someone, privacy: string) =>
  expect((await call(who, 'PUT', '/api/direct-messages/settings', { privacy })).statusCode).toBe(
    200,
  );

describe('a conversation', () => {
  it('goes through the channel send path: history, reactions, edits, unread and mention counts', async () => {
    const ana = await member('Ana Trader');
    const bo = await member('Bo Trader');
    const name = await started(ana, bo);
    expect(name).toMatch(/^dm-[0-9a-f]+$/);
    // Asking again opens the same conversation.
    expect((await start(bo, ana)).json().conversation).toEqual({ name, created: false });

    const anaSocket = await socketOf(ana);
    const boSocket = await socketOf(bo);
    const boReceived = collect(boSocket, 'message:new');
    const message = await sent(anaSocket, name, 'Hello **Bo**');
    await eventually(() => expect(boReceived.map((m) => m.id)).toContain(message.id));
    // A direct message counts for its recipient as a mention does.
    const boChannel = (await channelsOf(bo)).find((c) => c.slug === name);
    expect(boChannel).toMatchObject({
      group: 'messages',
      label: 'Ana Trader',
      unread: 1,
      mentions: 1,
    });
    // As a mention: kept for the missed-mail digest of a recipient without a push device.
    const notices = await t.db.select().from(missedNotices).where(eq(missedNotices.userId, bo.id));
    expect(notices).toEqual([
      expect.objectContaining({ channel: name, messageId: message.id, kind: 'mention' }),
    ]);
    expect((await channelsOf(ana)).find((c) => c.slug === name)).toMatchObject({
      label: 'Bo Trader',
      unread: 0,
    });

    const reacted = await boSocket
      .timeout(5_000)
      .emitWithAck('reaction:toggle', { messageId: message.id, emoji: '👍' });
    expect(reacted.ok && reacted.data.reactions).toEqual([
      expect.objectContaining({ emoji: '👍', count: 1 }),
    ]);
    const edited = await anaSocket
      .timeout(5_000)
      .emitWithAck('message:edit', { id: message.id, text: 'Hello Bo' });
    expect(edited.ok && edited.data.text).toBe('Hello Bo');
    const history = await call(bo, 'GET', `/api/channels/${name}/messages`);
    expect(history.json().messages.map((m: ChatMessage) => m.text)).toEqual(['Hello Bo']);
    const found = await call(bo, 'GET', `/api/messages/search?q=${encodeURIComponent('Hello')}`);
    expect(found.json().results.map((r: { message: ChatMessage }) => r.message.channel)).toContain(
      name,
    );
  });

  it('shows to nobody outside it, staff and founder included: no list, history, search or socket', async () => {
    const ana = await member('Cara Secret');
    const bo = await member('Dan Secret');
    const name = await started(ana, bo);
    const secret = `password-${randomUUID().slice(0, 8)}`;
    const anaSocket = await socketOf(ana);
    for (const persona of ['founder', 'admin', 'support', 'analyst', 'premium'] as const) {
      const outsider = { cookie: await signInAs(t.app, persona) };
      const watcher = await socketOf(outsider);
      const seen = collect(watcher, 'message:new');
      await sent(anaSocket, name, `${persona} ${secret}`);
      expect((await channelsOf(outsider)).map((c) => c.slug)).not.toContain(name);
      expect((await call(outsider, 'GET', `/api/channels/${name}/messages`)).statusCode).toBe(404);
      expect((await call(outsider, 'GET', `/api/conversations/${name}`)).statusCode).toBe(404);
      const search = await call(outsider, 'GET', `/api/messages/search?q=${secret}`);
      expect(search.body).not.toContain(secret);
      const refused = await send(watcher, name, 'let me in');
      expect(refused.ok ? null : refused.error.code).toBe('not_found');
      // Barrier: a message in general after the secret one arrives, so the secret never will.
      await sentinelArrived(anaSocket, seen);
      expect(seen.map((m) => m.text).join(' ')).not.toContain(secret);
    }
  });

  it('holds at most five people and refuses bad input readably', async () => {
    const [a, b, c, d, e, f] = await Promise.all(
      ['Ga', 'Gb', 'Gc', 'Gd', 'Ge', 'Gf'].map((n) => member(`Group ${n}`)),
    );
    const group = await started(a!, b!, c!, d!, e!);
    expect((await channelsOf(c!)).find((x) => x.slug === group)?.label).toBe(
      'Group Ga, Group Gb, Group Gd, Group Ge',
    );
    const tooMany = await start(a!, b!, c!, d!, e!, f!);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error.message).toContain(
      'A conversation holds at most 5 people, you included.',
    );
    expect(
      (await call(a!, 'POST', '/api/conversations', { memberIds: [] })).json().error.message,
    ).toContain('Choose at least one member to write to.');
    expect((await start(a!, a!)).json().error).toMatchObject({ code: 'yourself' });
    expect(
      (await call(a!, 'POST', '/api/conversations', { memberIds: ['nobody-here'] })).statusCode,
    ).toBe(404);
    expect((await call(a!, 'POST', '/api/conversations', { memberIds: 'x' })).statusCode).toBe(400);
    expect((await call(a!, 'POST', '/api/conversations', { memberIds: ['bot'] })).statusCode).toBe(
      404,
    );
    const badPrivacy = await call(a!, 'PUT', '/api/direct-messages/settings', {
      privacy: 'friends',
    });
    expect(badPrivacy.statusCode).toBe(400);
    expect(badPrivacy.json().error.message).toContain('everyone, paid, staff, nobody');
    expect((await call(a!, 'GET', '/api/conversations/dm-zz')).statusCode).toBe(404);
  });
});

describe('who may write to a member', () => {
  it('follows their choice: staff only, nobody, paid roles; staff always may', async () => {
    const writer = await member('Eve Writer');
    const careful = await member('Fay Careful');
    await setPrivacy(careful, 'staff');
    const refused = await start(writer, careful);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(
      "Fay Careful doesn't accept direct messages from you.",
    );
    const support = { ...(await member('Gus Support', ['support'])) };
    await started(support, careful);
    await setPrivacy(careful, 'nobody');
    expect((await start(writer, careful)).statusCode).toBe(403);
    await started(await member('Hal Admin', ['admin']), careful);

    const paying = await member('Ivy Paying', ['free_member', 'premium_trader']);
    await setPrivacy(paying, 'paid');
    expect((await start(writer, paying)).statusCode).toBe(403);
    await started(await member('Jon Paying', ['free_member', 'premium_trader']), paying);
    const settings = await call(paying, 'GET', '/api/direct-messages/settings');
    expect(settings.json()).toEqual({ privacy: 'paid', blocked: [] });
  });

  it('makes a new account wait a day to start one; a staff account does not wait', async () => {
    const fresh = await member('Kim Fresh', ['free_member'], 2);
    const other = await member('Lee Other');
    const refused = await start(fresh, other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'new_account',
      message: 'New accounts can start conversations 24 hours after joining.',
    });
    // Written to by someone else, the new account may answer.
    const name = await started(other, fresh);
    const ack = await send(await socketOf(fresh), name, 'thanks');
    expect(ack.ok).toBe(true);
    await started(await member('Max Staff', ['analyst'], 1), other);
  });

  it("lets a fresh demo's premium persona start one at once: demo accounts are back-dated", async () => {
    const premium = { cookie: await signInAs(t.app, 'premium') };
    const response = await call(premium, 'POST', '/api/conversations', {
      memberIds: [demoPersona('free').id],
    });
    expect(response.statusCode, response.body).toBe(201);
  });

  it('lets the founder alone turn member-to-member messages off; staff still write', async () => {
    const founder = { cookie: await signInAs(t.app, 'founder') };
    const a = await member('Ned Member');
    const b = await member('Oli Member');
    const name = await started(a, b);
    const admin = { cookie: await signInAs(t.app, 'admin') };
    const off = { membersMayMessage: false, newAccountHours: 24 };
    expect((await call(admin, 'PUT', '/api/direct-messages/community', off)).statusCode).toBe(403);
    expect(
      (
        await call(founder, 'PUT', '/api/direct-messages/community', {
          ...off,
          newAccountHours: 9999,
        })
      ).statusCode,
    ).toBe(400);
    expect((await call(founder, 'PUT', '/api/direct-messages/community', off)).json()).toEqual(off);
    try {
      const refused = await start(a, await member('Pat Member'));
      expect(refused.json().error.message).toBe(
        'Direct messages between members are turned off in this community.',
      );
      const ack = await send(await socketOf(a), name, 'still there?');
      expect(ack.ok ? null : ack.error).toMatchObject({ code: 'unavailable' });
      const support = await member('Quinn Support', ['support']);
      const withStaff = await started(support, a);
      expect((await send(await socketOf(a), withStaff, 'hello support')).ok).toBe(true);
    } finally {
      await call(founder, 'PUT', '/api/direct-messages/community', {
        membersMayMessage: true,
        newAccountHours: 24,
      });
    }
    expect((await send(await socketOf(a), name, 'back on')).ok).toBe(true);
  });
});

describe('blocking', () => {
  it('stops messages both ways, privately, and staff cannot be blocked', async () => {
    const rae = await member('Rae Blocker');
    const sid = await member('Sid Blocked');
    const name = await started(sid, rae);
    const earlier = await sent(await socketOf(rae), name, 'before the block');
    const blocked = await call(rae, 'PUT', `/api/direct-messages/blocks/${sid.id}`);
    expect(blocked.json().blocked).toEqual([{ id: sid.id, name: 'Sid Blocked' }]);
    // The blocked member is told what a setting would tell them, and their own list is empty.
    // Their existing conversation still opens (silenced); a new one with the blocker is refused.
    expect((await start(sid, rae)).json().conversation).toEqual({ name, created: false });
    const refusedStart = await start(sid, rae, await member('Tia Third'));
    expect(refusedStart.json().error.message).toBe(
      "Rae Blocker doesn't accept direct messages from you.",
    );
    expect((await call(sid, 'GET', '/api/direct-messages/settings')).json().blocked).toEqual([]);
    for (const who of [sid, rae]) {
      const ack = await send(await socketOf(who), name, 'hello?');
      expect(ack.ok ? null : ack.error.code).toBe('unavailable');
      expect((await channelsOf(who)).find((c) => c.slug === name)).toMatchObject({
        write: false,
        reason: 'unavailable',
      });
    }
    // Nor does a reaction reach the blocker: it is a message of sorts.
    const reaction = await (
      await socketOf(sid)
    )
      .timeout(5_000)
      .emitWithAck('reaction:toggle', { messageId: earlier.id, emoji: '👎' });
    expect(reaction.ok ? null : reaction.error.code).toBe('unavailable');
    const staff = await call(
      rae,
      'PUT',
      `/api/direct-messages/blocks/${demoPersona('support').id}`,
    );
    expect(staff.statusCode).toBe(403);
    expect(staff.json().error.message).toBe(
      "Staff can't be blocked; report the conversation if something is wrong.",
    );
    expect((await call(rae, 'PUT', `/api/direct-messages/blocks/${rae.id}`)).statusCode).toBe(400);
    const unknown = await call(rae, 'DELETE', `/api/direct-messages/blocks/${randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No such member');
    await call(rae, 'DELETE', `/api/direct-messages/blocks/${sid.id}`);
    expect((await send(await socketOf(sid), name, 'friends again')).ok).toBe(true);
  });
});

describe('staff marks and look-alikes', () => {
  it('marks staff, and flags a member whose name reads as a staff member’s', async () => {
    const fake = await member('T0m  Beck3r');
    const target = await member('Uma Target');
    const name = await started(fake, target);
    const support = { id: demoPersona('support').id, cookie: await signInAs(t.app, 'support') };
    const withStaff = await call(support, 'POST', '/api/conversations', { memberIds: [target.id] });
    const shown = await call(target, 'GET', `/api/conversations/${name}`);
    expect(shown.json().conversation.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'T0m  Beck3r', staff: false, looksLikeStaff: true }),
        expect.objectContaining({ name: 'Uma Target', staff: false, looksLikeStaff: false }),
      ]),
    );
    const real = await call(
      target,
      'GET',
      `/api/conversations/${withStaff.json().conversation.name}`,
    );
    expect(real.json().conversation.members).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ name: 'Tom Becker', staff: true, looksLikeStaff: false }),
      ]),
    );
  });
});

describe('member panel', () => {
  it('lists its own members only, as the member list shows them (rank, roles), no one else', async () => {
    const ana = await member('Ana Panel');
    const ben = await member('Ben Panel', ['premium_trader', 'free_member']);
    await member('Cy Outside');
    const name = await started(ana, ben);
    const shown = await call(ana, 'GET', `/api/conversations/${name}`);
    expect(shown.statusCode).toBe(200);
    const members = shown.json().conversation.members as Array<{ id: string }>;
    expect(members.map((m) => m.id).sort()).toEqual([ana.id, ben.id].sort());
    expect(members.find((m) => m.id === ben.id)).toEqual({
      id: ben.id,
      name: 'Ben Panel',
      image: null,
      priority: 6,
      roles: ['premium_trader', 'free_member'],
      isBot: false,
      staff: false,
      looksLikeStaff: false,
    });
  });
});

describe('reporting', () => {
  it('opens a ticket quoting the latest messages; staff read the quote, never the conversation', async () => {
    const victim = await member('Vic Victim');
    const scammer = await member('Wes Scammer');
    const name = await started(scammer, victim);
    await sent(await socketOf(scammer), name, 'send me your seed phrase');
    const report = await call(victim, 'POST', `/api/conversations/${name}/report`);
    expect(report.statusCode).toBe(201);
    const ticket = report.json().ticket.name as string;
    const support = { cookie: await signInAs(t.app, 'support') };
    const quoted = (await call(support, 'GET', `/api/channels/${ticket}/messages`)).json().messages;
    expect(quoted[0].text).toContain('Vic Victim reported a direct conversation with Wes Scammer');
    expect(quoted[0].text).toContain('send me your seed phrase');
    expect((await call(support, 'GET', `/api/channels/${name}/messages`)).statusCode).toBe(404);
    expect((await channelsOf(victim)).map((c) => c.slug)).toContain(ticket);
    // Only a member of the conversation may report it.
    const outsider = await member('Xan Outsider');
    expect((await call(outsider, 'POST', `/api/conversations/${name}/report`)).statusCode).toBe(
      404,
    );
  });
});
