import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { COPY } from '@bbt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { tickets } from './schema';
import { createMember, sessionCookieFor } from '../../test/factories';
import { closeTicket } from './repo';
import { createTestApp, demoPersona, signInAs, type TestApp } from '../../test/test-app';
import { collect, connectWithCookie, eventually, listen } from '../../test/test-sockets';

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '500' });
  url = await listen(t.app);
});
afterAll(() => t.close());

let address = 0;
/** Each call comes from its own address: ticket opening is rate limited per client. */
const open = (cookie: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/tickets',
    headers: { cookie },
    remoteAddress: `10.7.0.${++address}`,
  });
const channelsOf = async (cookie: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/channels', headers: { cookie } })).json()
    .channels as Array<{ slug: string; write: boolean; reason: string }>;

describe('support tickets', () => {
  it('names tickets ticket00, ticket01, ... and gives concurrent openers different numbers', async () => {
    const members = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const member = await createMember(t.db, { name: `Asker ${i}` });
        return sessionCookieFor(t.db, t.config.sessionSecret, member.id);
      }),
    );
    const responses = await Promise.all(members.map(open));
    expect(responses.map((r) => r.statusCode)).toEqual(members.map(() => 201));
    const names = responses.map((r) => r.json().ticket.name).sort();
    expect(names).toEqual(
      Array.from({ length: 12 }, (_, i) => `ticket${String(i).padStart(2, '0')}`),
    );
  });

  it('shows a ticket to its opener and to staff, not to other members, and greets in it', async () => {
    const opener = await signInAs(t.app, 'free');
    const { ticket } = (await open(opener)).json();
    expect((await channelsOf(opener)).map((c) => c.slug)).toContain(ticket.name);
    for (const persona of ['founder', 'admin', 'support'] as const) {
      expect((await channelsOf(await signInAs(t.app, persona))).map((c) => c.slug)).toContain(
        ticket.name,
      );
    }
    for (const persona of ['premium', 'analyst', 'marketing'] as const) {
      const cookie = await signInAs(t.app, persona);
      expect((await channelsOf(cookie)).map((c) => c.slug)).not.toContain(ticket.name);
      const read = await t.app.inject({
        method: 'GET',
        url: `/api/channels/${ticket.name}/messages`,
        headers: { cookie },
      });
      expect(read.statusCode).toBe(403);
    }
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/channels/${ticket.name}/messages`,
      headers: { cookie: opener },
    });
    expect(history.json().messages[0]).toMatchObject({
      author: { id: 'bot' },
      text: expect.stringContaining('opened this ticket'),
    });
  });

  it("closes with /close: out of the opener's list, read-only for opener and staff, nothing lost", async () => {
    const member = await createMember(t.db, { name: 'Closing Asker' });
    const opener = await sessionCookieFor(t.db, t.config.sessionSecret, member.id);
    const { ticket } = (await open(opener)).json();
    const memberSocket = await connectWithCookie(url, opener);
    const changed = collect(memberSocket, 'member:changed');
    const said = await memberSocket.timeout(5_000).emitWithAck('message:send', {
      channel: ticket.name,
      clientId: randomUUID(),
      text: 'My payment failed',
    });
    expect(said.ok).toBe(true);

    const founder = await connectWithCookie(url, await signInAs(t.app, 'founder'));
    expect(
      await founder
        .timeout(5_000)
        .emitWithAck('command:run', { channel: ticket.name, text: '/close' }),
    ).toEqual({
      ok: true,
      data: { notice: null },
    });
    await eventually(() => expect(changed.length).toBeGreaterThan(0));
    const [row] = await t.db.select().from(tickets).where(eq(tickets.name, ticket.name));
    expect(row?.open).toBe(false);
    expect((await channelsOf(opener)).map((c) => c.slug)).not.toContain(ticket.name);
    const again = await memberSocket.timeout(5_000).emitWithAck('message:send', {
      channel: ticket.name,
      clientId: randomUUID(),
      text: 'hello?',
    });
    expect(again.ok).toBe(false);

    const support = await signInAs(t.app, 'support');
    const staffRead = await t.app.inject({
      method: 'GET',
      url: `/api/channels/${ticket.name}/messages`,
      headers: { cookie: support },
    });
    expect(staffRead.statusCode).toBe(200);
    expect(staffRead.json().messages.map((m: { text: string }) => m.text)).toContain(
      'My payment failed',
    );
    // Its opener reads the transcript, read-only (decision 0068); another member still can't.
    const openerRead = await t.app.inject({
      method: 'GET',
      url: `/api/channels/${ticket.name}/messages`,
      headers: { cookie: opener },
    });
    expect(openerRead.statusCode).toBe(200);
    expect(openerRead.json().messages.map((m: { text: string }) => m.text)).toContain(
      'My payment failed',
    );
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/channels/${ticket.name}/messages`,
      headers: { cookie: await signInAs(t.app, 'premium') },
    });
    expect(stranger.statusCode).toBe(403);
    memberSocket.disconnect();
    founder.disconnect();
  });

  it('lists only who can read the ticket as its members: its opener and the ticket staff', async () => {
    const asker = await createMember(t.db, { name: 'Member Mia' });
    await createMember(t.db, {
      name: 'Benched Support',
      roles: ['support', 'free_member'],
      banUntil: new Date(Date.now() + 3_600_000),
    });
    const opener = await sessionCookieFor(t.db, t.config.sessionSecret, asker.id);
    const { ticket } = (await open(opener)).json();
    const membersOf = (cookie: string, name = ticket.name) =>
      t.app.inject({ method: 'GET', url: `/api/tickets/${name}/members`, headers: { cookie } });
    const staff = ['admin', 'founder', 'support'].map((p) => `demo-${p}`);

    for (const cookie of [opener, await signInAs(t.app, 'support')]) {
      const response = await membersOf(cookie);
      expect(response.statusCode).toBe(200);
      const ids = response.json().members.map((m: { id: string }) => m.id);
      expect(ids.sort()).toEqual([asker.id, ...staff].sort());
    }
    for (const persona of ['premium', 'analyst', 'free'] as const) {
      expect((await membersOf(await signInAs(t.app, persona))).statusCode).toBe(403);
    }
    expect((await membersOf(opener, 'ticket99')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/tickets/${ticket.name}/members` }))
        .statusCode,
    ).toBe(401);

    // Closed, the ticket still lists its opener, who reads it (decision 0068), and no one else.
    const [row] = await t.db.select().from(tickets).where(eq(tickets.name, ticket.name));
    await closeTicket(t.db, row!.id, 'demo-founder');
    for (const cookie of [opener, await signInAs(t.app, 'admin')]) {
      const closed = await membersOf(cookie);
      expect(closed.statusCode).toBe(200);
      expect(
        closed
          .json()
          .members.map((m: { id: string }) => m.id)
          .sort(),
      ).toEqual([asker.id, ...staff].sort());
    }
    for (const persona of ['premium', 'analyst', 'free'] as const) {
      expect((await membersOf(await signInAs(t.app, persona))).statusCode).toBe(403);
    }
  });

  it("lists every closed ticket for ticket staff and a member's own for a member", async () => {
    const asker = await createMember(t.db, { name: 'Quentin Closedlist' });
    const opener = await sessionCookieFor(t.db, t.config.sessionSecret, asker.id);
    const { ticket } = (await open(opener)).json();
    const [row] = await t.db.select().from(tickets).where(eq(tickets.name, ticket.name));
    await closeTicket(t.db, row!.id, 'demo-admin');
    const list = async (cookie: string, search?: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/tickets/closed',
        query: search === undefined ? {} : { search },
        headers: { cookie },
      });

    const support = await signInAs(t.app, 'support');
    const all = (await list(support)).json().tickets;
    expect(all[0]).toEqual({
      name: ticket.name,
      number: ticket.number,
      openerName: 'Quentin Closedlist',
      closedAt: expect.any(String),
      closedByName: demoPersona('admin').name,
    });
    const names = async (search: string) =>
      (await list(support, search)).json().tickets.map((r: { name: string }) => r.name);
    expect(await names('closedlist')).toEqual([ticket.name]);
    expect(await names(ticket.name)).toContain(ticket.name);
    expect(await names(String(ticket.number))).toContain(ticket.name);
    expect(await names('nobody by this name')).toEqual([]);

    for (const persona of ['free', 'premium', 'analyst', 'marketing'] as const) {
      const others = await list(await signInAs(t.app, persona));
      expect(others.statusCode).toBe(200);
      expect(others.json().tickets.map((r: { name: string }) => r.name)).not.toContain(ticket.name);
    }
    const own = await list(opener);
    expect(own.statusCode).toBe(200);
    expect(own.json().tickets).toEqual([all[0]]);
    expect((await list(opener, 'nobody by this name')).json().tickets).toEqual([]);
  });

  it('reopens a closed ticket for founder, admin or support: back for the opener, said, audited', async () => {
    const asker = await createMember(t.db, { name: 'Rita Reopen' });
    const opener = await sessionCookieFor(t.db, t.config.sessionSecret, asker.id);
    const { ticket } = (await open(opener)).json();
    const [row] = await t.db.select().from(tickets).where(eq(tickets.name, ticket.name));
    await closeTicket(t.db, row!.id, 'demo-founder');
    const reopen = (cookie: string, name = ticket.name) =>
      t.app.inject({ method: 'POST', url: `/api/tickets/${name}/reopen`, headers: { cookie } });

    for (const persona of ['free', 'premium', 'analyst', 'marketing'] as const) {
      expect((await reopen(await signInAs(t.app, persona))).statusCode).toBe(403);
    }
    expect((await reopen(opener)).statusCode).toBe(403);
    const support = await signInAs(t.app, 'support');
    expect((await reopen(support, 'ticket99')).statusCode).toBe(404);

    const openerSocket = await connectWithCookie(url, opener);
    const changed = collect(openerSocket, 'member:changed');
    const response = await reopen(support);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ticket: { name: ticket.name, number: ticket.number, open: true },
    });
    await eventually(() => expect(changed.length).toBeGreaterThan(0));
    const sidebar = (await channelsOf(opener)).find((c) => c.slug === ticket.name);
    expect(sidebar).toMatchObject({ write: true });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/channels/${ticket.name}/messages`,
      headers: { cookie: opener },
    });
    expect(history.json().messages.at(-1)).toMatchObject({
      author: { id: 'bot' },
      text: `This ticket was reopened by @${demoPersona('support').name.replace(/\s+/g, '')}.`,
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'reopen'), eq(auditLog.channel, ticket.name)));
    expect(audit).toMatchObject({ actorId: 'demo-support', targetId: asker.id });
    expect((await reopen(support)).statusCode).toBe(409);
    openerSocket.disconnect();
  });

  it("keeps a closed ticket's transcript as said: only ticket staff delete or react in it", async () => {
    const asker = await createMember(t.db, { name: 'Tess Transcript' });
    const opener = await sessionCookieFor(t.db, t.config.sessionSecret, asker.id);
    const { ticket } = (await open(opener)).json();
    const openerSocket = await connectWithCookie(url, opener);
    const said = async (text: string) =>
      (
        await openerSocket.timeout(5_000).emitWithAck('message:send', {
          channel: ticket.name,
          clientId: randomUUID(),
          text,
        })
      ).data.id as number;
    const kept = await said('Order 1234 never arrived');
    const withdrawn = await said('Sorry, it came today');
    const [row] = await t.db.select().from(tickets).where(eq(tickets.name, ticket.name));
    await closeTicket(t.db, row!.id, 'demo-admin');

    const closedRefusal = {
      ok: false,
      error: { code: 'closed', message: COPY.chat.ticketClosed },
    };
    expect(await openerSocket.timeout(5_000).emitWithAck('message:delete', { id: kept })).toEqual(
      closedRefusal,
    );
    expect(
      await openerSocket
        .timeout(5_000)
        .emitWithAck('message:edit', { id: kept, text: 'It arrived after all' }),
    ).toEqual(closedRefusal);
    expect(
      await openerSocket
        .timeout(5_000)
        .emitWithAck('reaction:toggle', { messageId: kept, emoji: '👍' }),
    ).toEqual(closedRefusal);

    const other = await connectWithCookie(url, await signInAs(t.app, 'premium'));
    const notTheirs = { ok: false, error: { code: 'no_permission' } };
    expect(await other.timeout(5_000).emitWithAck('message:delete', { id: kept })).toMatchObject(
      notTheirs,
    );
    expect(
      await other.timeout(5_000).emitWithAck('reaction:toggle', { messageId: kept, emoji: '👍' }),
    ).toMatchObject(notTheirs);

    const support = await connectWithCookie(url, await signInAs(t.app, 'support'));
    const reacted = await support
      .timeout(5_000)
      .emitWithAck('reaction:toggle', { messageId: kept, emoji: '👍' });
    expect(reacted).toMatchObject({ ok: true });
    const admin = await connectWithCookie(url, await signInAs(t.app, 'admin'));
    expect(
      await admin.timeout(5_000).emitWithAck('message:delete', { id: withdrawn }),
    ).toMatchObject({ ok: true });

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/channels/${ticket.name}/messages`,
      headers: { cookie: opener },
    });
    const byId = new Map(history.json().messages.map((m: { id: number }) => [m.id, m] as const));
    expect(byId.get(kept)).toMatchObject({
      text: 'Order 1234 never arrived',
      reactions: [{ emoji: '👍', count: 1 }],
    });
    expect(byId.get(withdrawn)).toMatchObject({ deleted: true });
    for (const socket of [openerSocket, other, support, admin]) socket.disconnect();
  });

  it('refuses the signed out and banned members', async () => {
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/tickets', remoteAddress: '10.8.0.1' }))
        .statusCode,
    ).toBe(401);
    const banned = await createMember(t.db, {
      name: 'Banned Asker',
      banUntil: new Date(Date.now() + 3_600_000),
    });
    const cookie = await sessionCookieFor(t.db, t.config.sessionSecret, banned.id);
    const before = (await t.db.select().from(tickets)).length;
    expect((await open(cookie)).statusCode).toBe(403);
    expect((await t.db.select().from(tickets)).length).toBe(before);
  });
});
