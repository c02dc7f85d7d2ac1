import { randomUUID } from 'node:crypto';
import { count, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orderLines, orders, products, users } from '../../db/schema';
import { createMember, sessionCookieFor } from '../../test/factories';
import { signInAs, updateMemberRow, type TestApp } from '../../test/test-app';
import { createAdminTestApp, expectError } from './test-support';

let t: TestApp;
let admin: string;
let founder: string;
beforeAll(async () => {
  t = await createAdminTestApp();
  admin = await signInAs(t.app, 'admin');
  founder = await signInAs(t.app, 'founder');
});
afterAll(() => t.close());

type Method = 'GET' | 'PUT' | 'POST';
const call = (method: Method, url: string, payload?: object, cookie = admin) =>
  t.app.inject({ method, url, headers: { cookie }, ...(payload && { payload }) });
const ok = async (method: Method, url: string, payload?: object, cookie = admin) => {
  const response = await call(method, url, payload, cookie);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
  return response.json();
};

const member = async (name: string, extra: Parameters<typeof createMember>[1] = { name }) => {
  const row = await createMember(t.db, { ...extra, name });
  return { ...row, cookie: await sessionCookieFor(t.db, t.config.sessionSecret, row.id) };
};
const detail = async (id: string) => (await ok('GET', `/api/admin/members/${id}`)).member;
const me = async (cookie: string) => (await ok('GET', '/api/me', undefined, cookie)).user;
const setRole = (id: string, role: string, granted: boolean, cookie = admin) =>
  call('PUT', `/api/admin/members/${id}/roles/${role}`, { granted }, cookie);
const auditFor = async (query: string) => ok('GET', `/api/moderation/audit-log?${query}`);
type Entry = { id: number; action: string; details: Record<string, unknown> };

describe('member search', () => {
  const names = (body: { members: { name: string }[] }) => body.members.map((m) => m.name);
  beforeAll(async () => {
    const zeb = await createMember(t.db, { name: 'Zebulon Quartz' });
    await updateMemberRow(t, zeb.id, { email: 'zeb.mail@example.org' });
    await createMember(t.db, { name: 'Yara Quartzite' });
    const quinn = await createMember(t.db, { name: 'Quinn Stone' });
    await updateMemberRow(t, quinn.id, { email: 'quartz.fan@example.net' });
  });

  it('finds part of a name or of an email, case-insensitively, the whole word first', async () => {
    const body = await ok('GET', '/api/admin/members?search=QUARTZ');
    // The word "quartz" (Quinn's email, Zebulon's name) by name, then the longer "quartzite".
    expect(names(body)).toEqual(['Quinn Stone', 'Zebulon Quartz', 'Yara Quartzite']);
    expect(body.total).toBe(3);
    expect(names(await ok('GET', '/api/admin/members?search=ZEB.MAIL'))).toEqual([
      'Zebulon Quartz',
    ]);
    expect(names(await ok('GET', '/api/admin/members?search=artzi'))).toEqual(['Yara Quartzite']);
    const page = await ok('GET', '/api/admin/members?search=quartz&offset=1&limit=1');
    expect({ names: names(page), total: page.total, hasMore: page.hasMore }).toEqual({
      names: ['Zebulon Quartz'],
      total: null,
      hasMore: true,
    });
    expect((await ok('GET', '/api/admin/members?search=%25')).total).toBe(0);
  });

  describe('words that start with the search first (decision 0074, second amendment)', () => {
    const search = async (term: string, paging = '') => {
      const body = await ok(
        'GET',
        `/api/admin/members?search=${encodeURIComponent(term)}${paging}`,
      );
      return { names: names(body), total: body.total, hasMore: body.hasMore };
    };
    let amber: { id: string };
    beforeAll(async () => {
      // "quartz" inside a word only: found after every member with a word starting with it.
      amber = await createMember(t.db, { name: 'Amber Rosequartz' });
      await updateMemberRow(t, amber.id, { email: 'amber.rq@example.org' });
    });
    afterAll(() => t.db.delete(users).where(eq(users.id, amber.id)));

    it('finds the start of a surname and of an email, each member once', async () => {
      expect(await search('Quar')).toEqual({
        names: ['Quinn Stone', 'Zebulon Quartz', 'Yara Quartzite', 'Amber Rosequartz'],
        total: 4,
        hasMore: false,
      });
      // Zebulon's name and email both start with "zeb" (zebulon, zeb.mail): listed once.
      expect(await search('zeb')).toEqual({ names: ['Zebulon Quartz'], total: 1, hasMore: false });
      expect((await search('amber.rq')).names).toEqual(['Amber Rosequartz']);
      expect((await search('RQ')).names).toEqual(['Amber Rosequartz']);
    });

    it('folds case and keeps letters beyond ASCII as written, as the whole search does', async () => {
      // The database lowers both sides, as for the part of a word: a C-locale database leaves
      // 'É' and 'Ç' as they are, so they are typed as written.
      await createMember(t.db, { name: 'Noémie Çelik' });
      expect((await search('NOé')).names).toEqual(['Noémie Çelik']);
      expect((await search('Çel')).names).toEqual(['Noémie Çelik']);
      expect((await search('émie')).names).toEqual(['Noémie Çelik']);
    });

    it('finds nobody for a term no name or email holds', async () => {
      expect(await search('xqzv')).toEqual({ names: [], total: 0, hasMore: false });
      expect(await search('xqzv', '&offset=50')).toEqual({ names: [], total: 0, hasMore: false });
    });

    it('pages through the word starts and then the rest without losing or repeating anyone', async () => {
      const pages = await Promise.all(
        [0, 1, 2, 3, 4].map((offset) => search('quartz', `&offset=${offset}&limit=2`)),
      );
      expect(pages).toEqual([
        { names: ['Quinn Stone', 'Zebulon Quartz'], total: null, hasMore: true },
        { names: ['Zebulon Quartz', 'Yara Quartzite'], total: null, hasMore: true },
        { names: ['Yara Quartzite', 'Amber Rosequartz'], total: 4, hasMore: false },
        { names: ['Amber Rosequartz'], total: 4, hasMore: false },
        { names: [], total: 4, hasMore: false },
      ]);
    });

    it('follows a member whose name or email changes, and leaves a bot out', async () => {
      await updateMemberRow(t, amber.id, { name: 'Amber Moonstone' });
      expect((await search('moon')).names).toEqual(['Amber Moonstone']);
      expect((await search('rosequartz')).names).toEqual([]);
      await updateMemberRow(t, amber.id, { email: 'amber.topaz@example.org' });
      expect((await search('topaz')).names).toEqual(['Amber Moonstone']);
      expect((await search('amber.rq')).names).toEqual([]);
      await updateMemberRow(t, amber.id, { isBot: true });
      expect((await search('moon')).names).toEqual([]);
      await updateMemberRow(t, amber.id, { isBot: false, name: 'Amber Rosequartz' });
      expect((await search('moon')).names).toEqual([]);
      expect((await search('rosequartz')).names).toEqual(['Amber Rosequartz']);
    });
  });

  it('finds a name with letters beyond ASCII as it is written', async () => {
    // The database lowers both sides: JavaScript lowers 'İ' and 'É' where a C-locale
    // database does not, and the two disagreed.
    await createMember(t.db, { name: 'İlkay Élodie' });
    expect(
      names(await ok('GET', `/api/admin/members?search=${encodeURIComponent('İlkay')}`)),
    ).toEqual(['İlkay Élodie']);
    expect(
      names(await ok('GET', `/api/admin/members?search=${encodeURIComponent('Élodie')}`)),
    ).toEqual(['İlkay Élodie']);
  });

  describe('at the page boundary (50 by default)', () => {
    /** `count` members named "<prefix> 0001".. (ids `<prefix>-N`), removed by `removeAll`. */
    const addMembers = (prefix: string, count: number) =>
      t.db.execute(sql`
        insert into users (id, name, email)
        select ${prefix} || '-' || i, ${prefix} || ' ' || lpad(i::text, 4, '0'),
          ${prefix} || '-' || i || '@example.org'
        from generate_series(1, ${count}::int) as i`);
    const removeAll = (prefix: string) => t.db.delete(users).where(like(users.id, `${prefix}-%`));

    it('counts exactly 50 matches: the full page is the last', async () => {
      await addMembers('Pagefull', 50);
      const body = await ok('GET', '/api/admin/members?search=PAGEFULL');
      expect(body.members).toHaveLength(50);
      expect(body).toMatchObject({ total: 50, hasMore: false });
      // The next page lies past every match: counted, so the console can say how many there are.
      const past = await ok('GET', '/api/admin/members?search=pagefull&offset=50');
      expect(past).toMatchObject({ members: [], total: 50, hasMore: false });
      await removeAll('Pagefull');
    });

    it('says more follow at 51 matches without counting them, and counts the last page', async () => {
      await addMembers('Pageplus', 51);
      const first = await ok('GET', '/api/admin/members?search=pageplus');
      expect(first.members).toHaveLength(50);
      expect(first).toMatchObject({ total: null, hasMore: true });
      expect(names(first).at(-1)).toBe('Pageplus 0050');
      const second = await ok('GET', '/api/admin/members?search=pageplus&offset=50');
      expect({ names: names(second), total: second.total, hasMore: second.hasMore }).toEqual({
        names: ['Pageplus 0051'],
        total: 51,
        hasMore: false,
      });
      await removeAll('Pageplus');
    });

    it('keeps the page the first by name among every match, however many match', async () => {
      await addMembers('Capella', 300);
      const page = await ok('GET', '/api/admin/members?search=CAPELLA&limit=2');
      expect({ names: names(page), total: page.total, hasMore: page.hasMore }).toEqual({
        names: ['Capella 0001', 'Capella 0002'],
        total: null,
        hasMore: true,
      });
      const last = await ok('GET', '/api/admin/members?search=capella&offset=299&limit=5');
      expect({ names: names(last), total: last.total }).toEqual({
        names: ['Capella 0300'],
        total: 300,
      });
      // Without a search the list is counted whole, and says whether more follow too.
      const everyone = await ok('GET', '/api/admin/members?limit=1');
      expect(everyone.total).toBeGreaterThan(300);
      expect(everyone.hasMore).toBe(true);
      const [humans] = await t.db.select({ n: count() }).from(users).where(eq(users.isBot, false));
      const lastOfAll = await ok('GET', `/api/admin/members?offset=${humans!.n - 1}`);
      expect(lastOfAll).toMatchObject({ total: humans!.n, hasMore: false });
      expect(lastOfAll.members).toHaveLength(1);
      await removeAll('Capella');
    });
  });

  it('leaves the bot out', async () => {
    const domain = await ok('GET', '/api/admin/members?search=bluebadge.local');
    expect(domain.members.map((m: { id: string }) => m.id)).not.toContain('bot');
    expect(domain.total).toBe(7);
    expect((await ok('GET', '/api/admin/members?search=desk%20bot')).total).toBe(0);
    const everyone = await ok('GET', '/api/admin/members?limit=100');
    const [humans] = await t.db.select({ n: count() }).from(users).where(eq(users.isBot, false));
    expect(everyone.total).toBe(humans!.n);
    expect(everyone.members.map((m: { id: string }) => m.id)).not.toContain('bot');
    expectError(await call('GET', '/api/admin/members/bot'), 404);
  });
});

describe('member detail', () => {
  it('shows roles, counters, inviter, orders and history', async () => {
    const inviter = await createMember(t.db, {
      name: 'Ivan Inviter',
      roles: ['marketing', 'free_member'],
    });
    const dana = await createMember(t.db, {
      name: 'Dana Detail',
      roles: ['crypto', 'free_member'],
    });
    await updateMemberRow(t, dana.id, {
      inviterId: inviter.id,
      visits: 12,
      signups: 3,
      sales: 2,
      credits: 4.5,
      warn: 1,
      kick: 2,
    });
    const [indicator] = await t.db.select().from(products).where(eq(products.key, 'indicator'));
    const orderId = `order-${randomUUID()}`;
    await t.db.insert(orders).values({
      id: orderId,
      userId: dana.id,
      provider: 'demo',
      providerOrderId: `demo-${orderId}`,
      status: 'completed',
      amount: 34.99,
      currency: 'USD',
      createdAt: new Date('2024-06-01T10:00:00Z'),
    });
    await t.db.insert(orderLines).values({
      orderId,
      productId: indicator!.id,
      productKey: 'indicator',
      title: indicator!.title,
      unitPrice: 34.99,
    });
    await t.db.insert(auditLog).values({
      actorId: 'demo-admin',
      action: 'warn',
      targetId: dana.id,
      channel: 'general',
      details: { reason: 'spam' },
    });

    const shown = await detail(dana.id);
    expect(shown).toMatchObject({
      id: dana.id,
      name: 'Dana Detail',
      email: dana.email,
      roles: expect.arrayContaining(['crypto', 'free_member']),
      credits: 4.5,
      restriction: null,
      marketing: { visits: 12, signups: 3, sales: 2 },
      discipline: { warn: 1, kick: 2, banned: false, muted: false, permanent: false },
      inviter: { id: inviter.id, name: 'Ivan Inviter' },
      orders: [
        {
          id: orderId,
          createdAt: '2024-06-01T10:00:00.000Z',
          status: 'completed',
          amount: 34.99,
          refundedAmount: 0,
          currency: 'USD',
          provider: 'demo',
          titles: [indicator!.title],
        },
      ],
      history: [
        {
          action: 'warn',
          actorId: 'demo-admin',
          actorName: 'Marcus Hale',
          targetId: dana.id,
          targetName: 'Dana Detail',
          channel: 'general',
          details: { reason: 'spam' },
        },
      ],
    });
    expect([...shown.roles].sort()).toEqual(['crypto', 'free_member']);
    expectError(await call('GET', '/api/admin/members/no-such-member'), 404);
  });
});

describe('role changes', () => {
  it('gives and removes a role: /api/me, the history and the audit log show it', async () => {
    const gina = await member('Gina Grant');
    const given = await ok('PUT', `/api/admin/members/${gina.id}/roles/crypto`, { granted: true });
    expect(given.member.roles).toContain('crypto');
    expect((await me(gina.cookie)).roles.crypto).toBe(true);
    expect(given.member.history[0]).toMatchObject({
      action: 'give',
      actorId: 'demo-admin',
      targetId: gina.id,
      details: { role: 'crypto' },
    });

    const removed = await ok('PUT', `/api/admin/members/${gina.id}/roles/crypto`, {
      granted: false,
    });
    expect(removed.member.roles).not.toContain('crypto');
    expect((await me(gina.cookie)).roles.crypto).toBe(false);
    expect((await detail(gina.id)).history.map((e: Entry) => e.action)).toEqual(['remove', 'give']);

    const log = await auditFor(`target=${gina.id}`);
    expect(log.entries.map((e: Entry) => [e.action, e.details.role])).toEqual([
      ['remove', 'crypto'],
      ['give', 'crypto'],
    ]);
  });

  it('lets a founder give and remove the admin role', async () => {
    const ada = await member('Ada Promoted');
    await ok('PUT', `/api/admin/members/${ada.id}/roles/admin`, { granted: true }, founder);
    expect((await me(ada.cookie)).roles.admin).toBe(true);
    await ok('PUT', `/api/admin/members/${ada.id}/roles/admin`, { granted: false }, founder);
    expect((await me(ada.cookie)).roles.admin).toBe(false);
  });

  it('refuses an unknown role and a bad body with 400', async () => {
    const una = await member('Una Known');
    expectError(await setRole(una.id, 'wizard', true), 400);
    expectError(
      await call('PUT', `/api/admin/members/${una.id}/roles/crypto`, { granted: 'yes' }),
      400,
    );
    expectError(await setRole('no-such-member', 'crypto', true), 404);
    expect((await detail(una.id)).roles).toEqual(['free_member']);
  });

  it('refuses with 403 what the actor may not change, and records nothing', async () => {
    const target = await member('Tess Target');
    const otherAdmin = await member('Otto Admin', {
      name: 'Otto Admin',
      roles: ['admin', 'free_member'],
    });
    const auditBefore = (await t.db.select({ n: count() }).from(auditLog))[0]!.n;

    expectError(await setRole(target.id, 'admin', true), 403);
    expectError(await setRole(target.id, 'founder', true), 403);
    expectError(await setRole('demo-founder', 'crypto', true), 403);
    expectError(await setRole('demo-founder', 'founder', false), 403);
    expectError(await setRole(otherAdmin.id, 'crypto', true), 403);
    expectError(await setRole(otherAdmin.id, 'admin', false), 403);
    expectError(await setRole('demo-admin', 'admin', false), 403);
    expectError(await setRole('demo-founder', 'founder', false, founder), 403);

    expect((await me(target.cookie)).roles).toMatchObject({ admin: false, founder: false });
    expect((await me(otherAdmin.cookie)).roles).toMatchObject({ admin: true, crypto: false });
    expect((await me(founder)).roles).toMatchObject({ founder: true, crypto: false });
    expect((await me(admin)).roles.admin).toBe(true);
    expect((await t.db.select({ n: count() }).from(auditLog))[0]!.n).toBe(auditBefore);
  });
});

describe('lifting restrictions', () => {
  const lift = (id: string, restriction: string) =>
    call('POST', `/api/admin/members/${id}/lift`, { restriction });
  const summary = async (name: string) =>
    (await ok('GET', `/api/admin/members?search=${encodeURIComponent(name)}`)).members[0];

  it('lifts a ban at once, with lift-ban in the audit log; a second lift is 409', async () => {
    const bea = await member('Bea Banned', {
      name: 'Bea Banned',
      banUntil: new Date(Date.now() + 7 * 86_400_000),
    });
    expect((await summary('Bea Banned')).restriction).toBe('banned');
    expect((await detail(bea.id)).discipline.banned).toBe(true);

    const response = await lift(bea.id, 'ban');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().member).toMatchObject({
      restriction: null,
      discipline: { banned: false },
    });
    expect((await summary('Bea Banned')).restriction).toBeNull();
    expect(Date.parse((await me(bea.cookie)).banUntil)).toBeLessThanOrEqual(Date.now());
    const log = await auditFor(`target=${bea.id}&action=lift-ban`);
    expect(log.entries).toHaveLength(1);
    expect(log.entries[0]).toMatchObject({
      action: 'lift-ban',
      actorId: 'demo-admin',
      targetId: bea.id,
    });
    expect(response.json().member.history[0].action).toBe('lift-ban');

    expectError(await lift(bea.id, 'ban'), 409);
  });

  it('lifts a mute the same way', async () => {
    const milo = await member('Milo Muted', {
      name: 'Milo Muted',
      muteUntil: new Date(Date.now() + 3_600_000),
    });
    expect((await summary('Milo Muted')).restriction).toBe('muted');
    expectError(await lift(milo.id, 'ban'), 409);
    const response = await lift(milo.id, 'mute');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().member).toMatchObject({
      restriction: null,
      discipline: { muted: false },
    });
    expect((await auditFor(`target=${milo.id}&action=lift-mute`)).entries).toHaveLength(1);
    expectError(await lift(milo.id, 'mute'), 409);
  });

  it("won't let an admin lift another admin's ban, as /ban wouldn't let them impose it", async () => {
    const ada = await member('Ada Admin', {
      name: 'Ada Admin',
      roles: ['admin'],
      banUntil: new Date(Date.now() + 86_400_000),
    });
    expectError(await lift(ada.id, 'ban'), 403);
    expect((await detail(ada.id)).discipline.banned).toBe(true);
    expect((await auditFor(`target=${ada.id}&action=lift-ban`)).entries).toEqual([]);
  });

  it('refuses a member who is not restricted, an unknown restriction and an unknown member', async () => {
    const free = await member('Fay Free');
    expectError(await lift(free.id, 'ban'), 409);
    expectError(await lift(free.id, 'kick'), 400);
    expectError(await lift('no-such-member', 'ban'), 404);
    expect((await auditFor(`target=${free.id}`)).entries).toEqual([]);
  });
});

describe('audit log', () => {
  it('pages newest first with before/nextBefore, and filters by action and target', async () => {
    const paula = await member('Paula Pages');
    const steps: Array<[string, boolean]> = [
      ['crypto', true],
      ['crypto', false],
      ['forex', true],
      ['forex', false],
      ['stocks', true],
    ];
    for (const [role, granted] of steps)
      await ok('PUT', `/api/admin/members/${paula.id}/roles/${role}`, { granted });

    const pages: Entry[][] = [];
    let before: number | null = null;
    for (let i = 0; i < 5; i++) {
      const body: { entries: Entry[]; nextBefore: number | null } = await auditFor(
        `target=${paula.id}&limit=2${before === null ? '' : `&before=${before}`}`,
      );
      pages.push(body.entries);
      before = body.nextBefore;
      if (before === null) break;
    }
    expect(pages.map((p) => p.length)).toEqual([2, 2, 1]);
    const all = pages.flat();
    const ids = all.map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(5);
    expect(all.map((e) => [e.action, e.details.role])).toEqual([
      ['give', 'stocks'],
      ['remove', 'forex'],
      ['give', 'forex'],
      ['remove', 'crypto'],
      ['give', 'crypto'],
    ]);
    expect(all[0]).toMatchObject({ actorName: 'Marcus Hale', targetName: 'Paula Pages' });

    const gives = await auditFor(`target=${paula.id}&action=give`);
    expect(gives.entries.map((e: Entry) => e.details.role)).toEqual(['stocks', 'forex', 'crypto']);
    expect(gives.nextBefore).toBeNull();
    const allGives = await auditFor('action=give&limit=100');
    expect(allGives.entries.length).toBeGreaterThanOrEqual(3);
    expect(allGives.entries.every((e: Entry) => e.action === 'give')).toBe(true);
  });
});

describe('credit adjustments', () => {
  const adjust = (id: string, payload: object, cookie = admin) =>
    call('POST', `/api/admin/members/${id}/credits`, payload, cookie);

  it('gives and takes credits with a reason, audited with both balances', async () => {
    const cleo = await member('Cleo Credits');
    await updateMemberRow(t, cleo.id, { credits: 3 });
    const given = await adjust(cleo.id, { change: 1.25, reason: '  Goodwill after the outage  ' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().member.credits).toBe(4.25);
    const taken = await adjust(cleo.id, { change: -4, reason: 'Commission of a refunded order' });
    expect(taken.json().member.credits).toBe(0.25);
    expect((await me(cleo.cookie)).credits).toBe(0.25);
    const log = await auditFor(`target=${cleo.id}&action=credits`);
    expect(log.entries.map((e: Entry) => e.details)).toEqual([
      { change: -4, reason: 'Commission of a refunded order', before: 4.25, after: 0.25 },
      { change: 1.25, reason: 'Goodwill after the outage', before: 3, after: 4.25 },
    ]);
  });

  it('never leaves a member below zero, and changes nothing when refused', async () => {
    const nia = await member('Nia Nought');
    await updateMemberRow(t, nia.id, { credits: 2 });
    expectError(await adjust(nia.id, { change: -2.5, reason: 'Too much' }), 409);
    expect((await detail(nia.id)).credits).toBe(2);
    expect((await auditFor(`target=${nia.id}&action=credits`)).entries).toEqual([]);
  });

  it('refuses a change of zero, no reason, a bound passed, your own account and an unknown member', async () => {
    const ola = await member('Ola Other');
    const before = (await detail(ola.id)).credits;
    expectError(await adjust(ola.id, { change: 0, reason: 'Nothing' }), 409);
    expectError(await adjust(ola.id, { change: 5 }), 400);
    expectError(await adjust(ola.id, { change: 5, reason: ' ' }), 400);
    expectError(await adjust(ola.id, { change: '5', reason: 'Text' }), 400);
    expectError(await adjust(ola.id, { change: 100_001, reason: 'Too big' }), 400);
    expectError(await adjust('demo-admin', { change: 5, reason: 'For me' }), 409);
    expectError(await adjust('no-such-member', { change: 5, reason: 'Nobody' }), 404);
    expectError(await adjust('bot', { change: 5, reason: 'The bot' }), 404);
    expect((await detail(ola.id)).credits).toBe(before);
  });
});

describe('bans from the console', () => {
  const ban = (id: string, payload: object, cookie = admin) =>
    call('POST', `/api/admin/members/${id}/ban`, payload, cookie);

  it('bans for some days with the reason in the history, as /ban escalates', async () => {
    const sam = await member('Sam Spammer');
    const response = await ban(sam.id, { days: 2, reason: 'Spam links in #general' });
    expect(response.statusCode, response.body).toBe(200);
    const { member: banned } = response.json();
    expect(banned).toMatchObject({ restriction: 'banned', discipline: { banned: true, ban: 1 } });
    const days = (Date.parse(banned.discipline.banUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(1.99);
    expect(days).toBeLessThan(2.01);
    expect(banned.history[0]).toMatchObject({
      action: 'ban',
      details: { reason: 'Spam links in #general', kind: 'ban', days: 2 },
    });
    await ban(sam.id, { days: 1, reason: 'Again' });
    const third = (await ban(sam.id, { days: 1, reason: 'And again' })).json().member;
    expect(third.discipline.permanent).toBe(true);
  });

  it('refuses a founder, another admin as an admin, yourself, bad days and no reason', async () => {
    const ari = await member('Ari Admin', { name: 'Ari Admin', roles: ['admin'] });
    expectError(await ban(ari.id, { days: 1, reason: 'Not allowed' }), 403);
    expectError(await ban('demo-founder', { days: 1, reason: 'Not allowed' }), 403);
    expectError(await ban('demo-admin', { days: 1, reason: 'Myself' }), 409);
    const kim = await member('Kim Kept');
    for (const days of [0, 1.5, 3651, '2'])
      expectError(await ban(kim.id, { days, reason: 'Bad days' }), 400);
    expectError(await ban(kim.id, { days: 1 }), 400);
    expectError(await ban('no-such-member', { days: 1, reason: 'Nobody' }), 404);
    expect((await detail(kim.id)).discipline.banned).toBe(false);
    expect((await detail(ari.id)).discipline.banned).toBe(false);
    const founderBans = await ok(
      'POST',
      `/api/admin/members/${ari.id}/ban`,
      { days: 1, reason: 'The founder may' },
      founder,
    );
    expect(founderBans.member.discipline.banned).toBe(true);
  });
});

describe('the list without a search', () => {
  const listed = async () => (await ok('GET', '/api/admin/members?limit=1')).total as number;
  const everyRow = async () => {
    const [found] = await t.db.select({ n: count() }).from(users).where(eq(users.isBot, false));
    return found!.n;
  };

  it('counts every member but the bots, from the counters, as members join, move and leave', async () => {
    const before = await listed();
    expect(before).toBe(await everyRow());
    const joiner = await createMember(t.db, { name: 'Counted Joiner' });
    await t.db.insert(users).values({
      id: 'counted-bot',
      name: 'Counted Bot',
      email: 'counted-bot@example.org',
      isBot: true,
    });
    expect(await listed()).toBe(before + 1);
    // Another group: the counters move it, the total stays.
    await updateMemberRow(t, joiner.id, { analyst: true });
    expect(await listed()).toBe(before + 1);
    await t.db.delete(users).where(eq(users.id, joiner.id));
    await t.db.delete(users).where(eq(users.id, 'counted-bot'));
    expect(await listed()).toBe(before);
    expect(await listed()).toBe(await everyRow());
  });
});
