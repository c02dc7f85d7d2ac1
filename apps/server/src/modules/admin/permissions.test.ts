import { randomUUID } from 'node:crypto';
import { DEV_PERSONAS } from '@bbt/domain';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bannedWords,
  faqs,
  mailingList,
  orderLines,
  orders,
  products,
  testimonials,
  users,
} from '../../db/schema';
import { createMember, sessionCookieFor } from '../../test/factories';
import { signInAs, type Persona, type TestApp } from '../../test/test-app';
import { createAdminTestApp, freshIp, multipartFile, pngImage } from './test-support';

type Who = Persona | 'banned' | 'muted' | 'signed out';
const REFUSED: Who[] = [
  'signed out',
  'free',
  'premium',
  'marketing',
  'support',
  'analyst',
  'banned',
  'muted',
];
const ALLOWED: Who[] = ['admin', 'founder'];
const EVERYONE: Who[] = [...REFUSED, ...ALLOWED];

let t: TestApp;
const cookies: Partial<Record<Who, string>> = {};
const WEEK = 7 * 86_400_000;

beforeAll(async () => {
  t = await createAdminTestApp();
  for (const persona of DEV_PERSONAS) cookies[persona] = await signInAs(t.app, persona);
  const banned = await createMember(t.db, {
    name: 'Banned Bob',
    banUntil: new Date(Date.now() + WEEK),
  });
  const muted = await createMember(t.db, {
    name: 'Muted Mia',
    muteUntil: new Date(Date.now() + WEEK),
  });
  cookies.banned = await sessionCookieFor(t.db, t.config.sessionSecret, banned.id);
  cookies.muted = await sessionCookieFor(t.db, t.config.sessionSecret, muted.id);
});
afterAll(() => t.close());

interface Call {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
}

const send = (who: Who, call: Call) =>
  t.app.inject({
    method: call.method,
    url: call.url,
    headers: { ...call.headers, ...(who !== 'signed out' && { cookie: cookies[who]! }) },
    remoteAddress: freshIp(),
    ...(call.payload !== undefined && { payload: call.payload }),
  });

// Objects that the calls act on, made fresh for every call so a success never hides a refusal.
let n = 0;
const unique = (prefix: string) => `${prefix} ${++n} ${randomUUID().slice(0, 8)}`;
const newFaq = async () =>
  (
    await t.db
      .insert(faqs)
      .values({ header: unique('Question'), description: 'An answer', position: 100 + n })
      .returning()
  )[0]!.id;
const newTestimonial = async () =>
  (
    await t.db
      .insert(testimonials)
      .values({ name: unique('Reviewer'), description: 'Hidden review', rating: 4 })
      .returning()
  )[0]!.id;
const newBannedWord = async () => {
  const word = `badword${++n}`;
  await t.db.insert(bannedWords).values({ word });
  return word;
};
async function newOrder(): Promise<string> {
  const [product] = await t.db.select().from(products).where(eq(products.key, 'indicator'));
  const id = `order-${randomUUID()}`;
  await t.db.insert(orders).values({
    id,
    userId: 'demo-free',
    provider: 'demo',
    providerOrderId: `demo-${randomUUID()}`,
    status: 'completed',
    amount: 34.99,
    currency: 'USD',
    captureId: `demo-capture-${randomUUID()}`,
    completedAt: new Date(),
  });
  await t.db.insert(orderLines).values({
    orderId: id,
    productId: product!.id,
    productKey: 'indicator',
    title: product!.title,
    unitPrice: 34.99,
  });
  return id;
}
const newMember = async (banned = false) =>
  (
    await createMember(t.db, {
      name: unique('Target'),
      ...(banned && { banUntil: new Date(Date.now() + WEEK) }),
    })
  ).id;

const get = (url: string) => async (): Promise<Call> => ({ method: 'GET', url });

const ENDPOINTS: Array<{ name: string; ok: number; build: () => Promise<Call> }> = [
  { name: 'GET /api/admin/products', ok: 200, build: get('/api/admin/products') },
  {
    name: 'PATCH /api/admin/products/:key',
    ok: 200,
    build: async () => ({
      method: 'PATCH',
      url: '/api/admin/products/indicator',
      payload: { description: unique('A new description') },
    }),
  },
  {
    name: 'POST /api/admin/product-images',
    ok: 201,
    build: async () => {
      const body = multipartFile(await pngImage());
      return { method: 'POST', url: '/api/admin/product-images', ...body };
    },
  },
  { name: 'GET /api/admin/faqs', ok: 200, build: get('/api/admin/faqs') },
  {
    name: 'POST /api/admin/faqs',
    ok: 201,
    build: async () => ({
      method: 'POST',
      url: '/api/admin/faqs',
      payload: { header: unique('New question'), description: 'Its answer' },
    }),
  },
  {
    name: 'PATCH /api/admin/faqs/:id',
    ok: 200,
    build: async () => ({
      method: 'PATCH',
      url: `/api/admin/faqs/${await newFaq()}`,
      payload: { description: 'A better answer' },
    }),
  },
  {
    name: 'PUT /api/admin/faqs/order',
    ok: 200,
    build: async () => {
      const ids = (await t.db.select({ id: faqs.id }).from(faqs)).map((f) => f.id);
      return { method: 'PUT', url: '/api/admin/faqs/order', payload: { ids: ids.reverse() } };
    },
  },
  {
    name: 'DELETE /api/admin/faqs/:id',
    ok: 204,
    build: async () => ({ method: 'DELETE', url: `/api/admin/faqs/${await newFaq()}` }),
  },
  { name: 'GET /api/admin/testimonials', ok: 200, build: get('/api/admin/testimonials') },
  {
    name: 'PATCH /api/admin/testimonials/:id',
    ok: 200,
    build: async () => ({
      method: 'PATCH',
      url: `/api/admin/testimonials/${await newTestimonial()}`,
      payload: { display: true },
    }),
  },
  {
    name: 'DELETE /api/admin/testimonials/:id',
    ok: 204,
    build: async () => ({
      method: 'DELETE',
      url: `/api/admin/testimonials/${await newTestimonial()}`,
    }),
  },
  { name: 'GET /api/admin/mailing-list', ok: 200, build: get('/api/admin/mailing-list') },
  {
    name: 'GET /api/admin/mailing-list/export.csv',
    ok: 200,
    build: get('/api/admin/mailing-list/export.csv'),
  },
  { name: 'GET /api/admin/orders', ok: 200, build: get('/api/admin/orders') },
  { name: 'GET /api/admin/orders/report', ok: 200, build: get('/api/admin/orders/report') },
  {
    name: 'GET /api/admin/orders/export.csv',
    ok: 200,
    build: get('/api/admin/orders/export.csv'),
  },
  {
    name: 'GET /api/admin/orders/:id',
    ok: 200,
    build: async () => ({ method: 'GET', url: `/api/admin/orders/${await newOrder()}` }),
  },
  {
    name: 'POST /api/admin/orders/:id/refund',
    ok: 200,
    build: async () => ({
      method: 'POST',
      url: `/api/admin/orders/${await newOrder()}/refund`,
      payload: { reason: 'Refunded in the permission matrix' },
    }),
  },
  { name: 'GET /api/admin/commissions', ok: 200, build: get('/api/admin/commissions') },
  { name: 'GET /api/admin/members', ok: 200, build: get('/api/admin/members') },
  {
    name: 'GET /api/admin/members/:id',
    ok: 200,
    build: async () => ({ method: 'GET', url: `/api/admin/members/${await newMember()}` }),
  },
  {
    name: 'PUT /api/admin/members/:id/roles/:role',
    ok: 200,
    build: async () => ({
      method: 'PUT',
      url: `/api/admin/members/${await newMember()}/roles/crypto`,
      payload: { granted: true },
    }),
  },
  {
    name: 'POST /api/admin/members/:id/lift',
    ok: 200,
    build: async () => ({
      method: 'POST',
      url: `/api/admin/members/${await newMember(true)}/lift`,
      payload: { restriction: 'ban' },
    }),
  },
  { name: 'GET /api/moderation/banned-words', ok: 200, build: get('/api/moderation/banned-words') },
  {
    name: 'POST /api/moderation/banned-words',
    ok: 200,
    build: async () => ({
      method: 'POST',
      url: '/api/moderation/banned-words',
      payload: { word: `newword${++n}` },
    }),
  },
  {
    name: 'DELETE /api/moderation/banned-words/:word',
    ok: 200,
    build: async () => ({
      method: 'DELETE',
      url: `/api/moderation/banned-words/${await newBannedWord()}`,
    }),
  },
  { name: 'GET /api/moderation/audit-log', ok: 200, build: get('/api/moderation/audit-log') },
];

const expectErrorShape = (response: LightMyRequestResponse, label: string) => {
  expect(response.json(), label).toEqual({
    error: { code: expect.any(String), message: expect.any(String) },
  });
};

describe('who may use the admin console', () => {
  it.each(ENDPOINTS)(
    '$name: 401 signed out, 403 for others, $ok for admin and founder',
    async ({ name, ok, build }) => {
      const statuses: Partial<Record<Who, number>> = {};
      for (const who of EVERYONE) {
        const response = await send(who, await build());
        statuses[who] = response.statusCode;
        if (REFUSED.includes(who)) expectErrorShape(response, `${name} as ${who}`);
      }
      expect(statuses).toEqual(
        Object.fromEntries(
          EVERYONE.map((who) => [
            who,
            who === 'signed out' ? 401 : ALLOWED.includes(who) ? ok : 403,
          ]),
        ),
      );
    },
  );

  it('answers a signed-out visitor with the code the contract names', async () => {
    const response = await send('signed out', { method: 'GET', url: '/api/admin/products' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });

  it("doesn't tell a refused member which objects exist: 403, not 404", async () => {
    const calls: Call[] = [
      { method: 'GET', url: '/api/admin/orders/no-such-order' },
      {
        method: 'POST',
        url: '/api/admin/orders/no-such-order/refund',
        payload: { reason: 'Probing' },
      },
      { method: 'GET', url: '/api/admin/members/no-such-member' },
      { method: 'PATCH', url: '/api/admin/products/no-such-product', payload: { title: 'x' } },
      { method: 'DELETE', url: '/api/admin/faqs/99999999' },
      { method: 'DELETE', url: '/api/admin/testimonials/99999999' },
    ];
    for (const who of ['support', 'analyst', 'banned'] as const) {
      for (const c of calls) expect((await send(who, c)).statusCode, `${who} ${c.url}`).toBe(403);
    }
  });
});

describe('a refused request changes nothing', () => {
  const publicProducts = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/products' })).json();
  const publicFaqs = async () => (await t.app.inject({ method: 'GET', url: '/api/faqs' })).json();

  it('leaves the storefront as it was after refused product edits', async () => {
    const before = await publicProducts();
    for (const who of REFUSED) {
      const response = await send(who, {
        method: 'PATCH',
        url: '/api/admin/products/indicator',
        payload: { title: 'Hacked', originalPrice: 1, salePrice: null },
      });
      expect(response.statusCode, who).toBeGreaterThanOrEqual(401);
    }
    expect(await publicProducts()).toEqual(before);
  });

  it("leaves a member's roles after refused role changes", async () => {
    const target = await newMember();
    const rolesBefore = (await t.db.select().from(users).where(eq(users.id, target)))[0]!;
    for (const who of REFUSED) {
      for (const role of ['admin', 'crypto', 'founder']) {
        const response = await send(who, {
          method: 'PUT',
          url: `/api/admin/members/${target}/roles/${role}`,
          payload: { granted: true },
        });
        expect(response.statusCode, `${who} ${role}`).toBeGreaterThanOrEqual(401);
      }
    }
    const after = (await t.db.select().from(users).where(eq(users.id, target)))[0]!;
    expect(after).toEqual(rolesBefore);
    const detail = await send('founder', { method: 'GET', url: `/api/admin/members/${target}` });
    expect(detail.json().member.roles).toEqual(['free_member']);
  });

  it('keeps a testimonial hidden after refused approvals, and every one after refused deletes', async () => {
    const id = await newTestimonial();
    for (const who of REFUSED) {
      await send(who, {
        method: 'PATCH',
        url: `/api/admin/testimonials/${id}`,
        payload: { display: true },
      });
      await send(who, { method: 'DELETE', url: `/api/admin/testimonials/${id}` });
    }
    const [row] = await t.db.select().from(testimonials).where(eq(testimonials.id, id));
    expect(row?.display).toBe(false);
    const shown = (await t.app.inject({ method: 'GET', url: '/api/testimonials' })).json();
    expect(shown.testimonials.map((s: { id: number }) => s.id)).not.toContain(id);
  });

  it('leaves the FAQ list after refused creates, edits, reorders and deletes', async () => {
    const id = await newFaq();
    const before = await publicFaqs();
    const ids = before.faqs.map((f: { id: number }) => f.id);
    for (const who of REFUSED) {
      await send(who, {
        method: 'POST',
        url: '/api/admin/faqs',
        payload: { header: `Refused ${who}`, description: 'x' },
      });
      await send(who, {
        method: 'PATCH',
        url: `/api/admin/faqs/${id}`,
        payload: { header: `Renamed by ${who}` },
      });
      await send(who, {
        method: 'PUT',
        url: '/api/admin/faqs/order',
        payload: { ids: [...ids].reverse() },
      });
      await send(who, { method: 'DELETE', url: `/api/admin/faqs/${id}` });
    }
    expect(await publicFaqs()).toEqual(before);
  });

  it('keeps an order paid after refused refunds', async () => {
    const id = await newOrder();
    for (const who of REFUSED) {
      const response = await send(who, {
        method: 'POST',
        url: `/api/admin/orders/${id}/refund`,
        payload: { reason: `Refused ${who}`, amount: 1 },
      });
      expect(response.statusCode, who).toBeGreaterThanOrEqual(401);
    }
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({
      status: 'completed',
      refundId: null,
      failureReason: null,
      refundedAmount: 0,
    });
  });

  it('keeps a ban in force after refused lifts', async () => {
    const target = await newMember(true);
    for (const who of REFUSED) {
      const response = await send(who, {
        method: 'POST',
        url: `/api/admin/members/${target}/lift`,
        payload: { restriction: 'ban' },
      });
      expect(response.statusCode, who).toBeGreaterThanOrEqual(401);
    }
    const [row] = await t.db.select().from(users).where(eq(users.id, target));
    expect(row!.banUntil.getTime()).toBeGreaterThan(Date.now() + WEEK - 60_000);
  });

  it('gives refused readers no data: no emails in a refused export or member list', async () => {
    await t.db.insert(mailingList).values({ email: 'secret-reader@example.com' });
    for (const who of REFUSED) {
      const csv = await send(who, { method: 'GET', url: '/api/admin/mailing-list/export.csv' });
      expect(csv.headers['content-type'], who).toMatch(/application\/json/);
      expect(csv.body, who).not.toContain('secret-reader');
      const orders = await send(who, { method: 'GET', url: '/api/admin/orders/export.csv' });
      expect(orders.headers['content-type'], who).toMatch(/application\/json/);
      expect(orders.body, who).not.toContain('@demo.bluebadge.local');
      const members = await send(who, { method: 'GET', url: '/api/admin/members?search=demo' });
      expect(members.body, who).not.toContain('@demo.bluebadge.local');
    }
  });
});
