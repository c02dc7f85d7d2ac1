// One table-driven test over every HTTP route and socket event x every persona.
// The table lives in permission-matrix.table.ts; this file builds the personas and the objects
// they act on (owned by another member), runs every cell against the real app, and fails when
// a registered route or a domain socket event has no row.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BADGE_TIERS,
  mentionKey,
  type Ack,
  type ChatMessage,
  type ClientToServerEvents,
} from '@bbt/domain';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bannedWords,
  coupons,
  faqs,
  meetings,
  messages,
  orders,
  polls,
  products,
  pushSubscriptions,
  signals,
  subscriptionPlans,
  subscriptions,
  testimonials,
  users,
  conversationMembers,
  conversations,
} from '../db/schema';
import { DEMO_PRODUCT_FILES } from '../db/demo-files';
import { downloadLink } from '../modules/delivery';
import { freshIp, pngImage } from '../modules/admin/test-support';
import { closeTicket, createTicket } from '../modules/tickets/repo';
import { createMember, sessionCookieFor } from './factories';
import {
  BADGE_TIER_PERSONAS,
  EXCLUDED_ROUTES,
  HTTP_ROWS,
  MENTION_ROWS,
  PERSONAS,
  SOCKET_ROWS,
  type Call,
  type EventName,
  type Fixtures,
  type HttpRow,
  type Member,
  type MentionRow,
  type SocketFixtures,
  type SocketRow,
  type Who,
} from './permission-matrix.table';
import { createTestApp, signInAs, updateMemberRow, type Persona, type TestApp } from './test-app';
import { connectWithCookie, listen, type TestSocket } from './test-sockets';

const WEEK = 7 * 86_400_000;
const SEEDED: Persona[] = [
  'free',
  'premium',
  'marketing',
  'support',
  'analyst',
  'admin',
  'founder',
];
const MEMBERS = PERSONAS.filter((who): who is Member => who !== 'signed out');

let t: TestApp;
let url: string;
let dataDir: string;
const cookies = {} as Record<Member, string>;
const userIds = {} as Record<Member, string>;
const sockets = {} as Record<Member, TestSocket>;
const snapshots = new Map<string, typeof users.$inferSelect>();
let fx: Fixtures;
let sfx: SocketFixtures;

let n = 0;
const unique = (prefix: string) => `${prefix} ${++n} ${randomUUID().slice(0, 8)}`;

function inject(cookie: string | undefined, call: Call) {
  return t.app.inject({
    method: call.method,
    url: call.url,
    headers: { ...call.headers, ...(cookie && { cookie }) },
    // Per-client rate limits (tickets, reviews, uploads, mailing list) would otherwise trip.
    remoteAddress: freshIp(),
    ...(call.payload !== undefined && { payload: call.payload }),
  });
}
const send = (who: Who, call: Call) =>
  inject(who === 'signed out' ? undefined : cookies[who], call);

function ok(response: LightMyRequestResponse, label: string) {
  if (response.statusCode >= 300)
    throw new Error(`${label}: ${response.statusCode} ${response.body}`);
  return response;
}

/** A multipart body: the `channel` field first (the uploads route reads it before the file). */
function multipart(file: Buffer, channel?: string): Pick<Call, 'payload' | 'headers'> {
  const boundary = `----matrix-${randomUUID()}`;
  const field = channel
    ? `--${boundary}\r\nContent-Disposition: form-data; name="channel"\r\n\r\n${channel}\r\n`
    : '';
  const payload = Buffer.concat([
    Buffer.from(
      `${field}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="chart.png"\r\n` +
        'Content-Type: image/png\r\n\r\n',
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-matrix-'));
  t = await createTestApp({
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    SIGN_IN_LINK_RATE_LIMIT_PER_HOUR: '10000',
    // No built web app: its static files and page fallback are not part of the matrix.
    WEB_DIST_DIR: path.join(dataDir, 'no-web-build'),
  });
  url = await listen(t.app);
  const db = t.db;

  for (const persona of SEEDED) {
    cookies[persona] = await signInAs(t.app, persona);
    userIds[persona] = `demo-${persona}`;
  }
  const banned = await createMember(db, {
    name: 'Banned Bruno',
    banUntil: new Date(Date.now() + WEEK),
  });
  const muted = await createMember(db, {
    name: 'Muted Maya',
    muteUntil: new Date(Date.now() + WEEK),
  });
  userIds.banned = banned.id;
  userIds.muted = muted.id;
  cookies.banned = await sessionCookieFor(db, t.config.sessionSecret, banned.id);
  cookies.muted = await sessionCookieFor(db, t.config.sessionSecret, muted.id);
  for (const [i, persona] of BADGE_TIER_PERSONAS.entries()) {
    const holder = await createMember(db, {
      name: `Tier ${i + 1} Tess`,
      roles: ['free_member', 'blue_badge_trader'],
      badgeTier: BADGE_TIERS[i],
    });
    userIds[persona] = holder.id;
    cookies[persona] = await sessionCookieFor(db, t.config.sessionSecret, holder.id);
  }
  const personaRows = await db
    .select()
    .from(users)
    .where(inArray(users.id, Object.values(userIds)));
  for (const row of personaRows) snapshots.set(row.id, row);

  // The owner of every object the routes act on: a blue-badge member who is none of the personas.
  const owner = await createMember(db, {
    name: 'Olive Owner',
    roles: ['free_member', 'blue_badge_trader'],
  });
  const ownerCookie = await sessionCookieFor(db, t.config.sessionSecret, owner.id);
  const asOwner = async (call: Call) =>
    (await ok(await inject(ownerCookie, call), call.url)).json();
  const png = await pngImage();

  const ticket = (await asOwner({ method: 'POST', url: '/api/tickets' })).ticket.name as string;
  const closed = await createTicket(db, owner.id);
  await closeTicket(db, closed.id, 'demo-founder');
  // The owner's direct conversation with a member who is none of the personas (decision 0066).
  const opal = await createMember(db, { name: 'Opal Other' });
  const [conversation] = await db
    .insert(conversations)
    .values({ name: 'dm-0123456789abcdef', starterId: owner.id })
    .returning();
  await db.insert(conversationMembers).values([
    { conversationId: conversation!.id, userId: owner.id },
    { conversationId: conversation!.id, userId: opal.id },
  ]);
  await asOwner({
    method: 'PUT',
    url: '/api/cart',
    // Signals: the owner's badge (tier 1) includes the indicator.
    payload: { items: [{ product: 'signals' }] },
  });
  const providerOrderId = (await asOwner({ method: 'POST', url: '/api/checkout/orders' }))
    .orderId as string;
  const [order] = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  const uploadTo = async (channel: string) =>
    (await asOwner({ method: 'POST', url: '/api/uploads', ...multipart(png, channel) })).upload
      .id as string;
  const testimonialText = unique('Owner review, not for anyone else');
  await asOwner({
    method: 'POST',
    url: '/api/testimonials',
    payload: { rating: 5, description: testimonialText },
  });

  const productImage = await ok(
    await inject(cookies.founder, {
      method: 'POST',
      url: '/api/admin/product-images',
      ...multipart(png),
    }),
    'product image',
  );
  const [product] = await db.select().from(products).where(eq(products.key, 'badge'));
  // A weekly signals membership on sale, and one the owner subscribed to (decision 0063).
  const [signalsProduct] = await db
    .select()
    .from(products)
    .where(eq(products.role, 'premium_signals'));
  const [plan] = await db
    .insert(subscriptionPlans)
    .values({ productId: signalsProduct!.id, period: 'week', price: 9.99 })
    .returning();
  const ownerSubscriptionId = randomUUID();
  await db.insert(subscriptions).values({
    id: ownerSubscriptionId,
    userId: owner.id,
    planId: plan!.id,
    period: 'week',
    price: 9.99,
    currency: 'USD',
    provider: 'demo',
    providerSubscriptionId: `MATRIX-${ownerSubscriptionId}`,
    providerStatus: 'APPROVAL_PENDING',
    status: 'pending',
  });
  const [poll] = await db
    .insert(polls)
    .values({
      header: 'Matrix poll',
      text: 'Which way?',
      options: ['up', 'down'],
      createdBy: 'demo-founder',
    })
    .returning();
  const otherAnalyst = await createMember(db, {
    name: 'Other Analyst',
    roles: ['analyst', 'free_member'],
  });
  const activeSignalName = `ACTIVE${randomUUID().slice(0, 8).toUpperCase()}`;
  await db.insert(signals).values({
    name: activeSignalName,
    entry: 100,
    exit: 120,
    profit: '20%',
    analystId: otherAnalyst.id,
  });
  const meetingLink = `https://meet.example.com/${randomUUID()}`;
  const newMeeting = async (status: 'scheduled' | 'live', exclusive = true) =>
    (
      await db
        .insert(meetings)
        .values({
          title: unique('Session'),
          provider: 'zoom',
          link: meetingLink,
          exclusive,
          status,
          createdBy: 'demo-founder',
        })
        .returning()
    )[0]!.id;

  const memberId = (who: Who) => (who === 'signed out' ? undefined : userIds[who]);
  const message = async (channel: string, userId: string) =>
    (
      await db
        .insert(messages)
        .values({ channel, userId, text: unique('A message') })
        .returning()
    )[0]!.id;
  fx = {
    owner: {
      id: owner.id,
      ticket,
      closedTicket: closed.name,
      conversation: conversation!.name,
      providerOrderId,
      orderId: order!.id,
      uploads: {
        general: await uploadTo('general'),
        premium: await uploadTo('premium'),
        ticket: await uploadTo(ticket),
      },
      testimonialText,
      messages: {
        general: await message('general', owner.id),
        premium: await message('premium', owner.id),
        ticket: await message(ticket, owner.id),
        conversation: (
          await db
            .insert(messages)
            .values({ channel: conversation!.name, userId: owner.id, text: 'Owner to Opal' })
            .returning()
        )[0]!.id,
      },
    },
    productNameInUrl: product!.nameInUrl,
    subscriptionPlanId: plan!.id,
    ownerSubscriptionId,
    productImageName: (productImage.json().url as string).split('/').pop()!,
    pollId: poll!.id,
    activeSignalName,
    liveMeeting: {
      exclusive: await newMeeting('live', true),
      open: await newMeeting('live', false),
      link: meetingLink,
    },
    unique,
    newSignal: async () =>
      (
        await db
          .insert(signals)
          .values({
            name: unique('GBPUSD'),
            entry: 1.2,
            exit: 1.3,
            profit: '8%',
            analystId: otherAnalyst.id,
          })
          .returning()
      )[0]!.id,
    newMeeting: (status) => newMeeting(status),
    newCoupon: async () =>
      (
        await db
          .insert(coupons)
          .values({ code: `MATRIX-${++n}`, kind: 'percent', percent: 10 })
          .returning()
      )[0]!.id,
    newProduct: async () => {
      const key = `matrix-${++n}`;
      await db.insert(products).values({
        key,
        nameInUrl: key,
        title: unique('Product'),
        description: 'A product made for one cell',
        imageUrl: '/images/indicator.webp',
        originalPrice: 9.99,
        role: 'premium_trader',
        type: 'course',
      });
      return key;
    },
    newFaq: async () =>
      (
        await db
          .insert(faqs)
          .values({ header: unique('Question'), description: 'An answer', position: 1000 + n })
          .returning()
      )[0]!.id,
    newTestimonial: async () =>
      (
        await db
          .insert(testimonials)
          .values({
            name: 'Olive Owner',
            description: unique('Hidden review'),
            rating: 4,
            userId: owner.id,
          })
          .returning()
      )[0]!.id,
    newOwnerPushDevice: async () => {
      const [device] = await db
        .insert(pushSubscriptions)
        .values({
          userId: owner.id,
          endpoint: `http://127.0.0.1:9/push/${randomUUID()}`,
          p256dh: Buffer.alloc(65, 4).toString('base64url'),
          auth: Buffer.alloc(16, 1).toString('base64url'),
          label: "The owner's phone",
        })
        .returning();
      if (!device) throw new Error('no device');
      return device.id;
    },
    newBannedWord: async () => {
      const word = `zqban${++n}`;
      await db.insert(bannedWords).values({ word });
      return word;
    },
    newMember: async (options = {}) =>
      (
        await createMember(db, {
          name: unique('Target'),
          ...(options.banned && { banUntil: new Date(Date.now() + WEEK) }),
        })
      ).id,
    newClosedTicket: async () => {
      const fresh = await createTicket(db, owner.id);
      await closeTicket(db, fresh.id, 'demo-founder');
      return fresh.name;
    },
    faqIds: async () => (await db.select({ id: faqs.id }).from(faqs)).map((f) => f.id),
    fillCart: async (who) => {
      if (who === 'signed out') return;
      const put = (items: object[]) =>
        send(who, { method: 'PUT', url: '/api/cart', payload: { items } });
      if ((await put([{ product: 'indicator' }])).statusCode !== 200)
        await ok(await put([]), 'empty cart');
    },
    topUpCredits: async (who) => {
      const id = memberId(who);
      if (id) await updateMemberRow(t, id, { credits: 1000 });
    },
    restore: async (who) => {
      const id = memberId(who);
      const snapshot = id && snapshots.get(id);
      if (!snapshot) return;
      // The mention key is the database's to compute (a generated column): never written.
      const { mentionKey: _computed, ...written } = snapshot;
      await updateMemberRow(t, snapshot.id, written);
    },
    image: async (channel) => multipart(png, channel),
    manual: () => multipart(DEMO_PRODUCT_FILES['trading-manual']()),
    ownersDownloadUrl: downloadLink(t.config.sessionSecret, owner.id, 'trading-manual', new Date())
      .url,
  };

  sfx = {
    owner: {
      id: owner.id,
      handle: mentionKey(owner.name),
      ticket,
      conversation: conversation!.name,
      uploads: { general: fx.owner.uploads.general },
    },
    unique,
    ownerMessage: (channel) =>
      message(
        channel === 'ticket' ? ticket : channel === 'conversation' ? conversation!.name : channel,
        owner.id,
      ),
    ownMessage: (who) => message('general', memberId(who) ?? owner.id),
    newOwnerTicket: async () => (await createTicket(db, owner.id)).name,
    newTarget: async () => {
      const handle = `Target${++n}${randomUUID().slice(0, 6)}`;
      await createMember(db, { name: handle });
      return handle.toLowerCase();
    },
  };

  for (const who of MEMBERS) sockets[who] = await connectWithCookie(url, cookies[who]);
});

afterAll(async () => {
  for (const socket of Object.values(sockets)) socket.disconnect();
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

// --- Which routes and events exist ------------------------------------------------------------

/**
 * Every (method, url) the app has registered, read from Fastify's route tree: each line of
 * `printRoutes()` is a node whose full path is its ancestors' labels joined, with the methods
 * registered there in parentheses. Hidden routes (no OpenAPI entry) are included.
 */
function registeredRoutes(app: FastifyInstance): string[] {
  const found: string[] = [];
  const trail: string[] = [];
  for (const line of app.printRoutes().split('\n')) {
    if (!line.trim()) continue;
    const node = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z]+(?:, [A-Z]+)*)\))?$/.exec(line);
    if (!node) throw new Error(`Unexpected line in printRoutes(): ${JSON.stringify(line)}`);
    trail.length = node[1]!.length / 4;
    trail.push(node[2]!);
    for (const method of node[3]?.split(', ') ?? []) found.push(`${method} ${trail.join('')}`);
  }
  return found;
}

const isExcluded = (route: string) =>
  EXCLUDED_ROUTES.some((e) =>
    typeof e.route === 'string' ? e.route === route : e.route.test(route),
  );

/** Registered routes that need a row: no HEAD twin of a GET, no listed exclusion. */
function routesNeedingRows(): string[] {
  const all = registeredRoutes(t.app);
  return [...new Set(all)]
    .filter((r) => !(r.startsWith('HEAD ') && all.includes(r.replace(/^HEAD /, 'GET '))))
    .filter((r) => !isExcluded(r))
    .sort();
}

/** The client->server events of the domain's realtime map (packages/domain/src/realtime.ts). */
function domainClientEvents(): string[] {
  const file = new URL('../../../../packages/domain/src/realtime.ts', import.meta.url);
  const source = ts.createSourceFile(
    'realtime.ts',
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
  );
  const map = source.statements.find(
    (s): s is ts.InterfaceDeclaration =>
      ts.isInterfaceDeclaration(s) && s.name.text === 'ClientToServerEvents',
  );
  if (!map) throw new Error('ClientToServerEvents not found in the domain realtime map');
  return map.members.map((m) =>
    m.name && ts.isStringLiteral(m.name) ? m.name.text : m.name!.getText(source),
  );
}

describe('the matrix covers the whole surface', () => {
  it('has a row for every registered route, and no row for a route that is gone', () => {
    const registered = routesNeedingRows();
    const rows = new Set(HTTP_ROWS.map((r) => r.route));
    const missing = registered.filter((r) => !rows.has(r));
    const stale = [...rows].filter((r) => !registered.includes(r));
    expect(
      missing,
      `routes without a row in permission-matrix.table.ts: ${missing.join(', ')}`,
    ).toEqual([]);
    expect(stale, `rows for routes that are not registered: ${stale.join(', ')}`).toEqual([]);
  });

  it('reads the route tree completely: every operation of the OpenAPI document is in it', async () => {
    const doc = (await inject(undefined, { method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const registered = new Set(registeredRoutes(t.app));
    const operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
      Object.keys(ops).map((m) => `${m.toUpperCase()} ${p.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    expect(operations.length).toBeGreaterThan(40);
    expect(operations.filter((op) => !registered.has(op))).toEqual([]);
  });

  it('excludes only routes that exist', () => {
    const registered = registeredRoutes(t.app);
    for (const exclusion of EXCLUDED_ROUTES) {
      const matches = registered.filter((r) =>
        typeof exclusion.route === 'string' ? r === exclusion.route : exclusion.route.test(r),
      );
      expect(
        matches.length,
        `exclusion ${String(exclusion.route)} matches no route`,
      ).toBeGreaterThan(0);
    }
  });

  it('has a row for every client->server event of the domain realtime map', () => {
    const events = domainClientEvents().sort();
    expect(events.length).toBeGreaterThan(0);
    expect([...new Set(SOCKET_ROWS.map((r) => r.event as string))].sort()).toEqual(events);
  });
});

// --- HTTP x personas ----------------------------------------------------------------------------

const label = (row: { variant?: string }) => (row.variant ? ` (${row.variant})` : '');
const isSuccess = (status: number) => status >= 200 && status < 300;

describe('HTTP routes x personas', () => {
  it.each(HTTP_ROWS.map((row) => [`${row.route}${label(row)}`, row] as const))(
    '%s',
    async (name, row: HttpRow) => {
      const statuses = {} as Record<Who, number>;
      for (const who of PERSONAS) {
        const response = await send(who, await row.call(fx, who));
        statuses[who] = response.statusCode;
        if (row.restores) await fx.restore(who);
        if (!isSuccess(response.statusCode)) {
          expect(response.json(), `${name} as ${who}: error shape`).toEqual({
            error: { code: expect.any(String), message: expect.any(String) },
          });
        } else if (row.secret) {
          const visible = (row.secret.visibleTo as Who[]).includes(who);
          expect(
            response.body.includes(row.secret.text(fx)),
            `${name} as ${who}: ${visible ? 'shows' : 'hides'} ${row.secret.text(fx)}`,
          ).toBe(visible);
        }
      }
      expect(statuses).toEqual(row.expect);
    },
  );
});

// --- Socket events x personas ---------------------------------------------------------------------

/** What a signed-out visitor gets: the connection itself is refused, with this reason. */
async function signedOutOutcome(): Promise<string> {
  try {
    const socket = await connectWithCookie(url, undefined);
    socket.disconnect();
    return 'connected';
  } catch (error) {
    return (error as Error).message;
  }
}

async function emit(socket: TestSocket, row: SocketRow, who: Who): Promise<string> {
  const payload = await row.payload(sfx, who);
  const ack = (await socket
    .timeout(5_000)
    .emitWithAck(
      row.event as 'command:run',
      payload as Parameters<ClientToServerEvents['command:run']>[0],
    )) as Ack<unknown>;
  return ack.ok ? 'ok' : ack.error.code;
}

describe('socket events x personas', () => {
  it.each(SOCKET_ROWS.map((row) => [`${row.event as EventName} (${row.variant})`, row] as const))(
    '%s',
    async (_name, row: SocketRow) => {
      const outcomes = {} as Record<Who, string>;
      for (const who of PERSONAS) {
        outcomes[who] =
          who === 'signed out' ? await signedOutOutcome() : await emit(sockets[who], row, who);
      }
      expect(outcomes).toEqual(row.expect);
    },
  );
});

// --- Mentions x personas --------------------------------------------------------------------------

async function mentionOutcome(socket: TestSocket, row: MentionRow): Promise<string> {
  const ack = (await socket.timeout(5_000).emitWithAck('message:send', {
    channel: 'general',
    clientId: randomUUID(),
    text: row.text(sfx),
  })) as Ack<ChatMessage>;
  if (!ack.ok) return ack.error.code;
  return row.notifies(ack.data.mentions, sfx) ? 'notifies' : 'plain';
}

describe('mentions x personas', () => {
  it.each(MENTION_ROWS.map((row) => [row.variant, row] as const))(
    '%s in general',
    async (_name, row: MentionRow) => {
      const outcomes = {} as Record<Who, string>;
      for (const who of PERSONAS) {
        outcomes[who] =
          who === 'signed out' ? await signedOutOutcome() : await mentionOutcome(sockets[who], row);
      }
      expect(outcomes).toEqual(row.expect);
    },
  );
});
