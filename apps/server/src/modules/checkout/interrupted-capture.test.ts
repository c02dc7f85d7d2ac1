import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { saleCommission } from '@bbt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { commissions, orders } from './schema';
import { createMember, sessionCookieFor } from '../../test/factories';
import { startFakePayPal } from '../../test/fake-paypal';
import {
  serverEnv,
  signInOver,
  startServerProcess,
  type ServerProcess,
} from '../../test/server-process';
import { createTestApp, updateMemberRow, type TestApp } from '../../test/test-app';
import {
  copyTemplateToDataDir,
  createTestDatabase,
  type TestDatabase,
} from '../../test/test-database';

/**
 * A capture that PayPal carried out while our side never learned of it (the answer was lost,
 * came too late, or the server died waiting for it) is completed by the buyer's retry, and
 * the purchase is granted and the inviter paid exactly once. Our capture call carries
 * `PayPal-Request-Id: capture-<order>`, so PayPal answers a retry with the first capture.
 */
const CLIENT = { clientId: 'fake-client', clientSecret: 'fake-secret' };
const CART = [{ product: 'signals' }, { product: 'badge', tier: 2 }];
const DAY = 86_400_000;
let paypal: Awaited<ReturnType<typeof startFakePayPal>>;

beforeAll(async () => {
  paypal = await startFakePayPal(CLIENT);
});
afterAll(() => paypal.stop());

const executedFor = (orderId: string) => paypal.executed.filter((c) => c.orderId === orderId);

describe('a capture whose answer our server never got', () => {
  let t: TestApp;
  let buyers = 0;
  beforeAll(async () => {
    t = await createTestApp(paypal.appEnv('500'));
  });
  afterAll(() => t.close());

  /** A new free member invited by the marketing persona, with the cart filled and an order. */
  async function buyerWithOrder() {
    buyers += 1;
    const buyer = await createMember(t.db, { name: `Interrupted Buyer ${buyers}` });
    await updateMemberRow(t, buyer.id, { inviterId: 'demo-marketing' });
    const cookie = await sessionCookieFor(t.db, t.config.sessionSecret, buyer.id);
    const filled = await t.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: { cookie },
      payload: { items: CART },
    });
    expect(filled.statusCode).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/orders',
      headers: { cookie },
      payload: { tradingViewUsername: 'test_trader' },
    });
    expect(created.statusCode).toBe(201);
    const { orderId, amount } = created.json() as { orderId: string; amount: number };
    return { buyerId: buyer.id, cookie, orderId, amount };
  }

  const capture = (orderId: string, cookie: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${orderId}/capture`,
      headers: { cookie },
    });

  async function stateOf(buyerId: string, orderId: string) {
    const [order] = await t.db.select().from(orders).where(eq(orders.providerOrderId, orderId));
    const [buyer] = await t.db.select().from(users).where(eq(users.id, buyerId));
    const [inviter] = await t.db.select().from(users).where(eq(users.id, 'demo-marketing'));
    const paid = await t.db
      .select()
      .from(commissions)
      .where(eq(commissions.orderId, order?.id ?? ''));
    return { order: order!, buyer: buyer!, inviter: inviter!, commissions: paid };
  }

  async function expectGrantedOnce(
    buyerId: string,
    orderId: string,
    amount: number,
    inviterBefore: { credits: number; sales: number },
  ) {
    const after = await stateOf(buyerId, orderId);
    expect(after.order.status).toBe('completed');
    expect(after.order.captureId).toBe(`CAPTURE-${orderId}`);
    expect(after.buyer).toMatchObject({
      premiumSignals: true,
      blueBadgeTrader: true,
      badgeTier: 2,
    });
    // Seven days of signals: a second grant would have made it fourteen.
    const days = (after.buyer.signalsUntil.getTime() - Date.now()) / DAY;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThan(7.01);
    expect(after.commissions).toHaveLength(1);
    expect(after.commissions[0]?.credits).toBeCloseTo(saleCommission(amount), 6);
    expect(after.inviter.credits - inviterBefore.credits).toBeCloseTo(saleCommission(amount), 6);
    expect(after.inviter.sales - inviterBefore.sales).toBe(1);
    expect(executedFor(orderId), 'captures PayPal executed').toHaveLength(1);
  }

  it.each([
    ['the connection drops after PayPal captured', 'drop'],
    ['our call times out after PayPal captured', 'slow'],
  ] as const)(
    'when %s (both attempts): reports it as unavailable, grants nothing, and a retry completes it once',
    async (_what, scenario) => {
      const { buyerId, cookie, orderId, amount } = await buyerWithOrder();
      const before = await stateOf(buyerId, orderId);
      // Both of our provider's attempts (it retries once) lose PayPal's answer.
      paypal.setScenario(scenario, { times: 2 });
      const first = await capture(orderId, cookie);
      expect(first.statusCode).toBe(503);
      expect(first.json().error).toMatchObject({ code: 'payment_unavailable' });
      expect(executedFor(orderId), 'PayPal moved the money').toHaveLength(1);

      const meanwhile = await stateOf(buyerId, orderId);
      expect(meanwhile.order.status).toBe('created');
      expect(meanwhile.buyer).toMatchObject({ premiumSignals: false, blueBadgeTrader: false });
      expect(meanwhile.commissions).toHaveLength(0);

      const retry = await capture(orderId, cookie);
      expect(retry.statusCode).toBe(200);
      expect(retry.json().order).toMatchObject({ status: 'completed', amount });
      const again = await capture(orderId, cookie);
      expect(again.statusCode).toBe(200);
      expect(again.json().order.status).toBe('completed');
      await expectGrantedOnce(buyerId, orderId, amount, before.inviter);
    },
  );

  it('completes on the same request when only the first answer is lost', async () => {
    const { buyerId, cookie, orderId, amount } = await buyerWithOrder();
    const before = await stateOf(buyerId, orderId);
    paypal.setScenario('drop', { times: 1 });
    const response = await capture(orderId, cookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().order.status).toBe('completed');
    // Both attempts carried the same request id: the second got the first capture back.
    const ids = paypal.captureRequestIds.slice(-2);
    expect(ids).toEqual([`capture-${orderId}`, `capture-${orderId}`]);
    await expectGrantedOnce(buyerId, orderId, amount, before.inviter);
  });
});

const BACKENDS = ['embedded', ...(process.env.TEST_DATABASE_URL ? ['postgres'] : [])] as const;

describe.each(BACKENDS)(
  'on the %s database, the server killed while PayPal captures',
  (backend) => {
    let server: ServerProcess | undefined;
    let database: TestDatabase | undefined;
    let dataDir: string | undefined;
    afterAll(async () => {
      await server?.killHard();
      await database?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    it('completes the order on the retry after the restart, granting and paying once', async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-capture-'));
      await copyTemplateToDataDir(dataDir);
      if (backend === 'postgres') database = await createTestDatabase();
      const env = serverEnv({
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url,
        // Long enough that the server is still waiting for PayPal when it is killed.
        ...paypal.appEnv('60000'),
      });
      server = await startServerProcess(env);
      type Stats = { stats: { sales: number; credits: number } };
      const call = async <T = unknown>(
        method: string,
        url: string,
        cookie: string,
        body?: unknown,
      ) => {
        const response = await fetch(`${server!.url}${url}`, {
          method,
          headers: { cookie, ...(body !== undefined && { 'content-type': 'application/json' }) },
          ...(body !== undefined && { body: JSON.stringify(body) }),
        });
        return { status: response.status, body: (await response.json()) as T };
      };
      const buyer = await signInOver(server.url, 'free');
      const marketer = await signInOver(server.url, 'marketing');
      expect(
        (await call('POST', '/api/invites/claim', buyer, { inviteId: 'demo-marketing' })).body,
      ).toEqual({ claimed: true });
      const statsBefore = (await call<Stats>('GET', '/api/marketing', marketer)).body.stats;
      expect((await call('PUT', '/api/cart', buyer, { items: CART })).status).toBe(200);
      const created = await call<{ orderId: string; amount: number }>(
        'POST',
        '/api/checkout/orders',
        buyer,
        { tradingViewUsername: 'test_trader' },
      );
      expect(created.status).toBe(201);
      const { orderId, amount } = created.body;

      // PayPal captures and holds its answer; the server dies waiting for it.
      paypal.setScenario('hang', { times: 1 });
      const executed = paypal.nextCapture();
      const interrupted = fetch(`${server.url}/api/checkout/orders/${orderId}/capture`, {
        method: 'POST',
        headers: { cookie: buyer },
      }).then(
        (response) => `answered ${response.status}`,
        () => 'no answer',
      );
      expect((await executed).orderId).toBe(orderId);
      await server.killHard();
      expect(await interrupted).toBe('no answer');

      server = await startServerProcess(env, server.port);
      const retry = await call<{ order: unknown }>(
        'POST',
        `/api/checkout/orders/${orderId}/capture`,
        buyer,
      );
      expect(retry.status).toBe(200);
      expect(retry.body.order).toMatchObject({ status: 'completed', amount });
      const again = await call('POST', `/api/checkout/orders/${orderId}/capture`, buyer);
      expect(again.status).toBe(200);

      expect(executedFor(orderId), 'captures PayPal executed').toHaveLength(1);
      const { user: me } = (
        await call<{
          user: { roles: Record<string, boolean>; badgeTier: number; signalsUntil: string };
        }>('GET', '/api/me', buyer)
      ).body;
      expect(me.roles).toMatchObject({ premium_signals: true, blue_badge_trader: true });
      expect(me.badgeTier).toBe(2);
      const days = (Date.parse(me.signalsUntil) - Date.now()) / DAY;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThan(7.01);
      const mine = (await call<{ orders: Array<{ status: string }> }>('GET', '/api/orders', buyer))
        .body.orders;
      expect(mine.map((o) => o.status)).toEqual(['completed']);
      expect(
        (await call<{ cart: { items: unknown[] } }>('GET', '/api/cart', buyer)).body.cart.items,
      ).toEqual([]);
      const statsAfter = (await call<Stats>('GET', '/api/marketing', marketer)).body.stats;
      expect(statsAfter.sales - statsBefore.sales).toBe(1);
      expect(statsAfter.credits - statsBefore.credits).toBeCloseTo(saleCommission(amount), 6);
    }, 180_000);
  },
);
