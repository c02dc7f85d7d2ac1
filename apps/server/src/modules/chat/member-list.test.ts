import {
  BOTS_GROUP,
  keptPictureUrl,
  MEMBER_LIST,
  NAME_MAX_CHARS,
  PICTURE_URL_MAX_BYTES,
  priorityOf,
  ROLE_KEYS,
  type RoleKey,
} from '@bbt/domain';
import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberPriorityOf } from '../../db/member-priority';
import { users } from '../../db/schema';
import { createMember, sessionCookieFor } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import {
  connectWithCookie,
  createSocketTestApp,
  eventually,
  type TestSocket,
} from '../../test/test-sockets';
import { roleFlagsOf } from '../users';
import { keptAroundInOrder } from './member-list';
import { presentChatMember } from './member-schema';

let t: TestApp;
let url: string;
let sockets: TestSocket[];
let cookie: string;

beforeAll(async () => {
  ({ t, url, sockets } = await createSocketTestApp());
  const reader = await createMember(t.db, { name: 'List Reader' });
  cookie = await sessionCookieFor(t.db, t.config.sessionSecret, reader.id);
});
afterAll(() => t.close());

interface ListedMember {
  id: string;
  name: string;
  priority: number;
  isBot: boolean;
  status: 'online' | 'idle' | 'offline';
}
interface Range {
  total: number;
  groups: {
    priority: number | null;
    label: string;
    members: number;
    present: number;
    start: number;
  }[];
  offset: number;
  members: ListedMember[];
}

const get = (path: string, as = cookie) =>
  t.app.inject({ method: 'GET', url: path, headers: as ? { cookie: as } : {} });

async function range(offset: number, limit: number): Promise<Range> {
  const response = await get(`/api/members?offset=${offset}&limit=${limit}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Range>();
}

/** The whole list, a range at a time. */
async function wholeList(step: number): Promise<ListedMember[]> {
  const all: ListedMember[] = [];
  for (let offset = 0; ; offset += step) {
    const page = await range(offset, step);
    all.push(...page.members);
    if (offset + step >= page.total) return all;
  }
}

/** Each group's size as the users table has it now, counted the slow way: bots apart (null). */
async function countedGroups(): Promise<Map<number | null, number>> {
  const group = sql<
    number | null
  >`case when ${users.isBot} then null else ${memberPriorityOf(users)} end`;
  const rows = await t.db
    .select({ group, n: sql<number>`count(*)::int` })
    .from(users)
    .groupBy(group);
  return new Map(rows.map((r) => [r.group === null ? null : Number(r.group), r.n]));
}

async function signedInMember(name: string, roles?: RoleKey[]) {
  const row = await createMember(t.db, { name, ...(roles && { roles }) });
  const memberCookie = await sessionCookieFor(t.db, t.config.sessionSecret, row.id);
  return { row, cookie: memberCookie };
}

async function connect(memberCookie: string) {
  const socket = await connectWithCookie(url, memberCookie);
  sockets.push(socket);
  return socket;
}

const byName = (a: string, b: string) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1);

describe('GET /api/members (the member list, a range at a time)', () => {
  it('lists groups by priority, founder and staff first, who is around before the others, each run by name', async () => {
    await createMember(t.db, { name: 'aaron offline free' });
    await createMember(t.db, { name: 'Zoe Support', roles: ['support'] });
    const online = await signedInMember('Zz Online Free');
    const socket = await connect(online.cookie);

    await eventually(async () => {
      const { members } = await range(0, MEMBER_LIST.maxRange);
      expect(members.find((m) => m.id === online.row.id)?.status).toBe('online');
    });
    const { groups, members, total } = await range(0, MEMBER_LIST.maxRange);
    expect(members.length).toBe(Math.min(total, MEMBER_LIST.maxRange));
    expect(members[0]?.priority).toBe(1);
    // People by priority; the bots in a group of their own, right after staff.
    const people = members.filter((m) => !m.isBot);
    const priorities = people.map((m) => m.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => a - b));
    expect(groups.map((g) => g.priority)).toEqual([
      ...[...new Set(priorities)].filter((p) => p <= BOTS_GROUP.after),
      null,
      ...[...new Set(priorities)].filter((p) => p > BOTS_GROUP.after),
    ]);
    const bots = groups.find((g) => g.priority === null)!;
    expect(bots).toMatchObject({ label: 'Bots', members: 1, present: 1 });
    expect(members[bots.start]).toMatchObject({ isBot: true, status: 'online' });
    expect(groups.find((g) => g.priority === 7)?.members).toBe(
      people.filter((m) => m.priority === 7).length,
    );

    for (const group of groups) {
      const inGroup = members.filter((m) =>
        group.priority === null ? m.isBot : !m.isBot && m.priority === group.priority,
      );
      const around = inGroup.slice(0, group.present);
      const away = inGroup.slice(group.present);
      expect(around.every((m) => m.status !== 'offline')).toBe(true);
      expect(away.every((m) => m.status === 'offline')).toBe(true);
      const names = (list: ListedMember[]) => list.map((m) => m.name);
      expect(names(around)).toEqual([...names(around)].sort(byName));
      expect(names(away)).toEqual([...names(away)].sort(byName));
      expect(members.indexOf(inGroup[0]!)).toBe(group.start);
    }
    // The member online comes before 'aaron' in the free group.
    const free = people.filter((m) => m.priority === 7).map((m) => m.name);
    expect(free.indexOf('Zz Online Free')).toBeLessThan(free.indexOf('aaron offline free'));

    socket.disconnect();
    await eventually(async () => {
      const after = await range(0, MEMBER_LIST.maxRange);
      expect(after.members.find((m) => m.id === online.row.id)?.status).toBe('offline');
    });
  });

  it('answers any range as the same slice of one list, and past the end with no one', async () => {
    const whole = await range(0, MEMBER_LIST.maxRange);
    expect(whole.total).toBeLessThanOrEqual(MEMBER_LIST.maxRange);
    for (const step of [1, 3, 7]) {
      expect((await wholeList(step)).map((m) => m.id)).toEqual(whole.members.map((m) => m.id));
    }
    const middle = await range(5, 4);
    expect(middle.offset).toBe(5);
    expect(middle.members.map((m) => m.id)).toEqual(whole.members.slice(5, 9).map((m) => m.id));
    const past = await range(whole.total + 10, 50);
    expect(past.members).toEqual([]);
    expect(past.total).toBe(whole.total);
  });

  it('counts every group of the whole community, past one screen, through inserts, role changes and deletes', async () => {
    // More free members than one range holds, by SQL as an import writes them, in one statement.
    await t.db.execute(sql`
      insert into users (id, name, email)
      select 'bulk-' || n, 'Bulk Member ' || lpad(n::text, 4, '0'), 'bulk-' || n || '@example.com'
      from generate_series(1, 450) as n`);
    const staffer = await createMember(t.db, { name: 'Counted Analyst', roles: ['analyst'] });

    const check = async () => {
      const counted = await countedGroups();
      const { groups, total } = await range(0, 10);
      expect(new Map(groups.map((g) => [g.priority, g.members]))).toEqual(counted);
      expect(total).toBe([...counted.values()].reduce((a, b) => a + b, 0));
    };
    await check();
    expect((await range(0, 10)).total).toBeGreaterThan(450);

    await t.db.update(users).set({ founder: true }).where(eq(users.id, staffer.id));
    await t.db
      .update(users)
      .set({ premiumTrader: true })
      .where(sql`${users.id} like 'bulk-1%'`);
    await t.db
      .update(users)
      .set({ visits: 3 })
      .where(sql`${users.id} like 'bulk-2%'`);
    await check();
    await t.db.delete(users).where(sql`${users.id} like 'bulk-3%'`);
    await check();

    // The last member of the list is reachable by its range, and is a free member.
    const { total } = await range(0, 1);
    const last = await range(total - 1, 5);
    expect(last.members).toHaveLength(1);
    expect(last.members[0]?.priority).toBe(7);
  });

  it('matches the domain in SQL: member_priority is priorityOf for every row', async () => {
    const rows = await t.db
      .select({ row: users, priority: memberPriorityOf(users) })
      .from(users)
      .limit(2000);
    const mismatched = rows.filter(
      ({ row, priority }) => Number(priority) !== priorityOf(roleFlagsOf(row)),
    );
    expect(mismatched).toEqual([]);
    expect(new Set(rows.map((r) => Number(r.priority))).size).toBeGreaterThan(4);
  });

  it("shows every member as stored, from the index offline and from presence around: picture, roles, a badge membership's end", async () => {
    const { row, cookie: memberCookie } = await signedInMember('Pia Pictured', [
      'blue_badge_trader',
      'crypto',
    ]);
    const [stored] = await t.db
      .update(users)
      .set({
        image: 'https://pictures.example.com/pia.png',
        badgeTier: 2,
        badgeMembershipTier: 2,
        badgeMembershipUntil: new Date(Date.now() + 60_000),
        muteUntil: new Date(Date.now() + 60_000),
      })
      .where(eq(users.id, row.id))
      .returning();
    const shown = presentChatMember(stored!);
    // The membership runs for a minute more: its badge is shown (roleFlagsOf reads its end, a
    // Date; read as anything else, the membership would seem to have run out).
    expect(shown.roles).toContain('blue_badge_trader');
    expect(shown.roles).toContain('crypto');
    const listed = async () => (await wholeList(MEMBER_LIST.maxRange)).find((m) => m.id === row.id);

    expect(await listed()).toEqual({ ...shown, status: 'offline' });
    await connect(memberCookie);
    await eventually(async () => {
      expect(await listed()).toEqual({ ...shown, status: 'online' });
    });
  });

  it('holds a member with the longest name and picture kept, every role and a badge membership', async () => {
    // Three-byte letters and a picture address that does not compress: the largest entry the
    // list's index can be asked to hold (an entry holds at most 2,704 bytes).
    const name = '\u6f22'.repeat(NAME_MAX_CHARS);
    const head = 'https://pictures.example.com/';
    const picture = head + randomBytes(PICTURE_URL_MAX_BYTES).toString('base64url');
    const image = picture.slice(0, PICTURE_URL_MAX_BYTES);
    expect(keptPictureUrl(image)).toBe(image);
    const { row } = await signedInMember(name, [...ROLE_KEYS]);
    const [stored] = await t.db
      .update(users)
      .set({
        image,
        badgeTier: 3,
        badgeMembershipTier: 3,
        badgeMembershipUntil: new Date(Date.now() + 60_000),
        badgeFallbackTier: 2,
      })
      .where(eq(users.id, row.id))
      .returning();
    const listed = (await wholeList(MEMBER_LIST.maxRange)).find((m) => m.id === row.id);
    expect(listed).toEqual({ ...presentChatMember(stored!), status: 'offline' });
  });

  it('keeps the rows of who is around for 2 s while the same members are around, then reads them again', async () => {
    let clock = 1_000_000;
    const aroundInOrder = keptAroundInOrder(() => clock);
    const { row } = await signedInMember('Kept Around');
    const nameNow = async () =>
      (await aroundInOrder(t.db, [row.id])).find((m) => m.id === row.id)?.name;
    expect(await nameNow()).toBe('Kept Around');
    await t.db.update(users).set({ name: 'Renamed Around' }).where(eq(users.id, row.id));
    clock += 1_999;
    expect(await nameNow()).toBe('Kept Around');
    clock += 2;
    expect(await nameNow()).toBe('Renamed Around');
  });

  it('keeps the first screen under 50 KB', async () => {
    const response = await get(`/api/members?limit=${MEMBER_LIST.rangeSize}`);
    expect(response.statusCode).toBe(200);
    expect(response.json<Range>().members).toHaveLength(MEMBER_LIST.rangeSize);
    expect(Buffer.byteLength(response.body)).toBeLessThan(50_000);
  });

  it('refuses a bad range with a readable 400', async () => {
    for (const query of [
      'offset=-1',
      'limit=0',
      `limit=${MEMBER_LIST.maxRange + 1}`,
      'offset=x',
      'page=2',
    ]) {
      const response = await get(`/api/members?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message).toMatch(
        /^Invalid request: /,
      );
    }
  });
});

describe('GET /api/members/search', () => {
  const search = async (q: string, limit?: number) => {
    const response = await get(
      `/api/members/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`,
    );
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ members: ListedMember[] }>().members.map((m) => m.name);
  };

  it('finds members by the start of their name, spaces and case ignored, then by a part of it', async () => {
    await createMember(t.db, { name: 'Quentin Zarkowski' });
    await createMember(t.db, { name: 'Ann Quenby' });
    expect(await search('quent')).toEqual(['Quentin Zarkowski']);
    expect(await search('QuentinZar')).toEqual(['Quentin Zarkowski']);
    expect(await search('quentin zar')).toEqual(['Quentin Zarkowski']);
    // Three letters or more also find the name holding them, after the names starting with them.
    expect(await search('quen')).toEqual(['Quentin Zarkowski', 'Ann Quenby']);
    expect(await search('zarkow')).toEqual(['Quentin Zarkowski']);
    // Two letters: only names starting with them.
    expect(await search('qu')).toEqual(['Quentin Zarkowski']);
    // LIKE's wildcards are letters here.
    expect(await search('q%')).toEqual([]);
    expect(await search('__')).toEqual([]);
  });

  it('finds one member among hundreds and stops at the limit', async () => {
    expect(await search('bulkmember0449')).toEqual(['Bulk Member 0449']);
    expect(await search('bulk', 5)).toHaveLength(5);
  });

  it('refuses too short, too long and unknown queries with a readable 400', async () => {
    const cases: [string, RegExp][] = [
      ['q=a', /at least 2 letters/],
      ['q=%20%20a%20', /at least 2 letters/],
      [`q=${'a'.repeat(MEMBER_LIST.searchMaxChars + 1)}`, /at most 64 characters/],
      ['q=ab&limit=0', /limit/],
      [`q=ab&limit=${MEMBER_LIST.searchMaxResults + 1}`, /limit/],
      ['', /q/],
      ['q=ab&offset=3', /offset/],
    ];
    for (const [query, message] of cases) {
      const response = await get(`/api/members/search?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ error: { message: string } }>().error.message, query).toMatch(message);
    }
  });
});

describe('who may read the member list', () => {
  it('answers 401 signed out and 403 to a banned member, on both routes', async () => {
    for (const path of ['/api/members', '/api/members/search?q=ab']) {
      expect((await get(path, '')).statusCode).toBe(401);
    }
    const banned = await createMember(t.db, {
      name: 'Banned Reader',
      banUntil: new Date(Date.now() + 3_600_000),
    });
    const bannedCookie = await sessionCookieFor(t.db, t.config.sessionSecret, banned.id);
    for (const path of ['/api/members', '/api/members/search?q=ab']) {
      const response = await get(path, bannedCookie);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ error: { code: string } }>().error.code).toBe('banned');
    }
  });
});
