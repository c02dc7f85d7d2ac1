import { COPY, ORDER_EXPIRY_MS, type BadgeTier } from '@bbt/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cartItems, products, users } from '../../db/schema';
import { commissions, orders } from './schema';
import { startFakePayPal } from '../../test/fake-paypal';
import { createTestApp, signInAs, updateMemberRow, type TestApp } from '../../test/test-app';
import { expireUnpaidOrders } from './repo';

const CLIENT = { clientId: 'fake-client', clientSecret: 'fake-secret' };
let paypal: Awaited<ReturnType<typeof startFakePayPal>>;
let t: TestApp;
let buyer: string;
let stranger: string;

beforeAll(async () => {
  paypal = await startFakePayPal(CLIENT);
  t = await createTestApp(paypal.appEnv('500'));
  buyer = await signInAs(t.app, 'free');
  stranger = await signInAs(t.app, 'admin');
});
afterAll(async () => {
  await t.close();
  await paypal.stop();
});

/** Every test starts from a free member who owns nothing, has an empty cart and no inviter. */
beforeEach(async () => {
  paypal.setScenario('complete');
  await t.db.delete(cartItems);
  await updateMemberRow(t, 'demo-free', {
    blueBadgeTrader: false,
    badgeTier: null,
    premiumTrader: false,
    premiumSignals: false,
    inviterId: null,
  });
});

let nextIp = 1;
/** A fresh client address per request, so the checkout's rate limit never gets in the way. */
const freshIp = () => `10.30.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
const inject = (method: 'GET' | 'PUT' | 'POST', url: string, cookie = buyer, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    remoteAddress: freshIp(),
    ...(payload && { payload }),
  });
const me = async (cookie = buyer) => (await inject('GET', '/api/me', cookie)).json().user;
const cartOf = async (cookie = buyer) => (await inject('GET', '/api/cart', cookie)).json().cart;
const fillCart = (items: object[], cookie = buyer) => inject('PUT', '/api/cart', cookie, { items });
async function createOrder(cookie = buyer): Promise<string> {
  const response = await inject('POST', '/api/checkout/orders', cookie, {
    tradingViewUsername: 'test_trader',
  });
  expect(response.statusCode).toBe(201);
  return response.json().orderId;
}
const capture = (orderId: string, cookie = buyer) =>
  inject('POST', `/api/checkout/orders/${orderId}/capture`, cookie);
const commissionCount = async () => (await t.db.select().from(commissions)).length;

describe('checkout with PayPal Orders v2', () => {
  it('tells the web which provider and client id to load', async () => {
    const config = (await t.app.inject({ method: 'GET', url: '/api/checkout/config' })).json();
    expect(config).toEqual({ provider: 'paypal', clientId: CLIENT.clientId, currency: 'USD' });
  });

  it('buys a tier 2 badge at the server price and grants it', async () => {
    await fillCart([{ product: 'badge', tier: 2 }]);
    expect(await cartOf()).toMatchObject({ total: 12.99, subtotal: 11.69, tax: 1.3 });

    const orderId = await createOrder();
    expect(paypal.orders.get(orderId)).toMatchObject({ value: '12.99', currency: 'USD' });
    const response = await capture(orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: COPY.cart.orderFulfilled,
      order: {
        status: 'completed',
        amount: 12.99,
        lines: [{ product: 'badge', tier: 2, unitPrice: 12.99 }],
      },
    });

    const user = await me();
    expect(user.roles.blue_badge_trader).toBe(true);
    expect(user.badgeTier).toBe(2);
    expect((await cartOf()).items).toEqual([]);
    const products = (await inject('GET', '/api/products')).json().products;
    expect(products.find((p: { key: string }) => p.key === 'badge').owned).toBe(true);
  });

  it('grants each product its own flags: indicator and signals for 7 days', async () => {
    await fillCart([{ product: 'indicator' }, { product: 'signals' }]);
    const orderId = await createOrder();
    expect(paypal.orders.get(orderId)?.value).toBe('54.98');
    expect((await capture(orderId)).statusCode).toBe(200);
    const user = await me();
    expect(user.roles).toMatchObject({
      premium_trader: true,
      premium_signals: true,
      blue_badge_trader: false,
    });
    const days = (Date.parse(user.signalsUntil) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThan(7.01);
  });

  it('ignores any amount the client sends: the order is for the server total', async () => {
    await fillCart([{ product: 'badge', tier: 3 }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/orders',
      headers: { cookie: buyer },
      payload: { amount: 0.01, total: 0.01, currency: 'JPY', tradingViewUsername: 'test_trader' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ amount: 14.99, currency: 'USD' });
    expect(paypal.orders.get(response.json().orderId)).toMatchObject({
      value: '14.99',
      currency: 'USD',
    });
    const tampered = await fillCart([{ product: 'badge', tier: 3, price: 0.01 }]);
    expect(tampered.statusCode).toBe(400);
  });

  it('fulfils a twice-captured order once, and pays the inviter 40% once', async () => {
    await updateMemberRow(t, 'demo-free', { inviterId: 'demo-marketing' });
    const [inviterBefore] = await t.db.select().from(users).where(eq(users.id, 'demo-marketing'));
    await fillCart([{ product: 'badge', tier: 2 }]);
    const orderId = await createOrder();
    const commissionsBefore = await commissionCount();

    expect((await capture(orderId)).statusCode).toBe(200);
    const again = await capture(orderId);
    expect(again.statusCode).toBe(200);
    expect(again.json().order.status).toBe('completed');

    const [inviterAfter] = await t.db.select().from(users).where(eq(users.id, 'demo-marketing'));
    expect(inviterAfter!.credits - inviterBefore!.credits).toBeCloseTo(5.196, 6);
    expect(inviterAfter!.sales - inviterBefore!.sales).toBe(1);
    expect(await commissionCount()).toBe(commissionsBefore + 1);
    expect(paypal.capturesExecuted).toBeGreaterThan(0);
  });

  it('fulfils concurrent captures of one order exactly once', async () => {
    await updateMemberRow(t, 'demo-free', { inviterId: 'demo-marketing' });
    await fillCart([{ product: 'indicator' }]);
    const orderId = await createOrder();
    const executedBefore = paypal.capturesExecuted;
    const commissionsBefore = await commissionCount();

    const responses = await Promise.all(Array.from({ length: 6 }, () => capture(orderId)));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(await commissionCount()).toBe(commissionsBefore + 1);
    // Every capture call carried the same PayPal-Request-Id, so PayPal moved money once.
    expect(paypal.capturesExecuted - executedBefore).toBe(1);
    const rows = await t.db.select().from(orders).where(eq(orders.providerOrderId, orderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.status).toBe('completed');
  });

  it.each([
    ['decline', 402, 'payment_declined', 'failed'],
    ['pending', 409, 'payment_pending', 'pending'],
    ['mismatch', 422, 'amount_mismatch', 'refunded'],
  ] as const)(
    'grants nothing and keeps the cart when the capture is a %s',
    async (scenario, status, code, orderStatus) => {
      await fillCart([{ product: 'badge', tier: 1 }]);
      const orderId = await createOrder();
      paypal.setScenario(scenario);
      const response = await capture(orderId);
      expect(response.statusCode).toBe(status);
      expect(response.json().error).toMatchObject({ code, message: expect.any(String) });
      expect((await me()).roles.blue_badge_trader).toBe(false);
      expect((await cartOf()).items).toHaveLength(1);
      const [row] = await t.db.select().from(orders).where(eq(orders.providerOrderId, orderId));
      expect(row).toMatchObject({ status: orderStatus, failureReason: expect.any(String) });
    },
  );

  it('completes a capture whose first answer timed out, on retry, without capturing twice', async () => {
    await fillCart([{ product: 'signals' }]);
    const orderId = await createOrder();
    const executedBefore = paypal.capturesExecuted;
    paypal.setScenario('slow-once');
    const response = await capture(orderId);
    expect(response.statusCode).toBe(200);
    expect((await me()).roles.premium_signals).toBe(true);
    expect(paypal.capturesExecuted - executedBefore).toBe(1);
    const ids = paypal.captureRequestIds.slice(-2);
    expect(ids[0]).toBe(ids[1]);
  });

  it('refuses an empty cart, a signed-out visitor and an owned product', async () => {
    const empty = await inject('POST', '/api/checkout/orders');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toEqual({ code: 'cart_empty', message: COPY.cart.empty });

    const signedOut = await t.app.inject({ method: 'POST', url: '/api/checkout/orders' });
    expect(signedOut.statusCode).toBe(401);
    const signedOutCapture = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/orders/X/capture',
    });
    expect(signedOutCapture.statusCode).toBe(401);

    await fillCart([{ product: 'indicator' }]);
    await updateMemberRow(t, 'demo-free', { premiumTrader: true });
    const owned = await inject('POST', '/api/checkout/orders');
    expect(owned.statusCode).toBe(409);
    expect(owned.json().error.code).toBe('already_owned');
  });

  it("keeps orders private: another member can't capture or list them", async () => {
    await fillCart([{ product: 'badge', tier: 1 }]);
    const orderId = await createOrder();
    const theirs = await capture(orderId, stranger);
    expect(theirs.statusCode).toBe(404);
    expect((await me()).roles.blue_badge_trader).toBe(false);
    const [row] = await t.db.select().from(orders).where(eq(orders.providerOrderId, orderId));
    expect(row?.status).toBe('created');

    const mine = (await inject('GET', '/api/orders')).json().orders;
    expect(mine.map((o: { id: string }) => o.id)).toContain(row?.id);
    const strangers = (await inject('GET', '/api/orders', stranger)).json().orders;
    expect(strangers.map((o: { id: string }) => o.id)).not.toContain(row?.id);
    expect((await t.app.inject({ method: 'GET', url: '/api/orders' })).statusCode).toBe(401);
  });

  it('answers an unknown order id with 404 and a malformed one without a 5xx', async () => {
    expect((await capture('NO-SUCH-ORDER')).statusCode).toBe(404);
    const long = await capture('x'.repeat(500));
    expect(long.statusCode).toBe(414);
    expect(long.json().error.code).toEqual(expect.any(String));
  });
});

/** The buyer's orders as the database holds them, oldest first. */
const ordersOf = (userId = 'demo-free') =>
  t.db.select().from(orders).where(eq(orders.userId, userId)).orderBy(orders.createdAt);

describe('one payment for one purchase (no double charges)', () => {
  beforeEach(async () => {
    await t.db.delete(orders).where(eq(orders.userId, 'demo-free'));
  });

  it('reuses the open order for the same cart instead of opening another', async () => {
    await fillCart([{ product: 'badge', tier: 2 }]);
    const first = await createOrder();
    const retried = await createOrder();
    expect(retried).toBe(first);
    expect(await ordersOf()).toHaveLength(1);

    await fillCart([{ product: 'badge', tier: 3 }]);
    const changed = await createOrder();
    expect(changed).not.toBe(first);
  });

  it('refuses to capture a second order for what the buyer bought meanwhile: nothing is charged', async () => {
    await fillCart([{ product: 'badge', tier: 2 }]);
    const first = await createOrder();
    await fillCart([{ product: 'badge', tier: 2 }, { product: 'indicator' }]);
    const second = await createOrder();
    expect(second).not.toBe(first);

    expect((await capture(first)).statusCode).toBe(200);
    const executedBefore = paypal.capturesExecuted;
    const response = await capture(second);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'already_owned' });
    expect(response.json().error.message).toBe(
      COPY.server.checkout.ownedBeforeCapture('Blue Badge Trend Indicator'),
    );
    expect(paypal.capturesExecuted).toBe(executedBefore);
    expect((await me()).roles.premium_trader).toBe(false);
    const [, refused] = await ordersOf();
    expect(refused).toMatchObject({ status: 'cancelled', captureId: null });
    // Asking again answers the same and still charges nothing.
    expect((await capture(second)).statusCode).toBe(409);
    expect(paypal.capturesExecuted).toBe(executedBefore);
  });

  it('refunds the capture that lost a race with another tab: one payment stays', async () => {
    await fillCart([{ product: 'indicator' }]);
    const first = await createOrder();
    await fillCart([{ product: 'indicator' }, { product: 'signals' }]);
    const second = await createOrder();
    const executedBefore = paypal.capturesExecuted;
    const refundsBefore = paypal.refunds.length;

    // PayPal takes the first order's money but its answer is held until our client gives up
    // and asks again; meanwhile the second tab pays for the indicator too.
    paypal.setScenario('hang');
    const slow = capture(first);
    await paypal.nextCapture();
    paypal.setScenario('complete');
    const fast = await capture(second);
    const late = await slow;

    const statuses = [late.statusCode, fast.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const refused = late.statusCode === 409 ? late : fast;
    expect(refused.json().error).toMatchObject({ code: 'payment_refunded' });
    expect(refused.json().error.message).toMatch(/refunded/i);
    expect(paypal.capturesExecuted - executedBefore).toBe(2);
    expect(paypal.refunds.length - refundsBefore).toBe(1);
    const rows = await ordersOf();
    expect(rows.map((row) => row.status).sort()).toEqual(['completed', 'refunded']);
    const refundedRow = rows.find((row) => row.status === 'refunded');
    expect(paypal.refunds.at(-1)).toBe(refundedRow?.captureId);
    expect((await me()).roles.premium_trader).toBe(true);
  });

  it('lets concurrent captures of two orders for one product take the money once', async () => {
    await fillCart([{ product: 'badge', tier: 1 }]);
    const first = await createOrder();
    await fillCart([{ product: 'badge', tier: 1 }, { product: 'signals' }]);
    const second = await createOrder();
    const executedBefore = paypal.capturesExecuted;
    const refundsBefore = paypal.refunds.length;

    const responses = await Promise.all([capture(first), capture(second)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const charged = paypal.capturesExecuted - executedBefore;
    const refunded = paypal.refunds.length - refundsBefore;
    expect(charged - refunded).toBe(1);
    const statuses = (await ordersOf()).map((row) => row.status);
    expect(statuses.filter((status) => status === 'completed')).toHaveLength(1);
  });
});

describe('upgrades and renewals', () => {
  beforeEach(async () => {
    await t.db.delete(orders).where(eq(orders.userId, 'demo-free'));
  });

  const holdBadge = (tier: BadgeTier) =>
    updateMemberRow(t, 'demo-free', { blueBadgeTrader: true, badgeTier: tier });

  it('upgrades a tier 1 badge to tier 3 for the difference', async () => {
    await holdBadge(1);
    const put = await fillCart([{ product: 'badge', tier: 3 }]);
    expect(put.statusCode).toBe(200);
    expect(put.json().cart).toMatchObject({
      items: [{ product: 'badge', tier: 3, unitPrice: 7, purchase: 'upgrade', fromTier: 1 }],
      total: 7,
    });
    const orderId = await createOrder();
    expect(paypal.orders.get(orderId)?.value).toBe('7.00');
    const response = await capture(orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json().order.lines).toEqual([
      expect.objectContaining({ tier: 3, unitPrice: 7, purchase: 'upgrade', fromTier: 1 }),
    ]);
    expect((await me()).badgeTier).toBe(3);
    const products = (await inject('GET', '/api/products')).json().products;
    expect(products.find((p: { key: string }) => p.key === 'badge')).toMatchObject({
      owned: true,
      heldTier: 3,
      accessUntil: null,
    });
  });

  it('refuses a tier at or below the one held', async () => {
    await holdBadge(2);
    for (const tier of [1, 2]) {
      const put = await fillCart([{ product: 'badge', tier }]);
      expect(put.statusCode).toBe(409);
      expect(put.json().error.code).toBe('already_owned');
    }
  });

  it('refuses an upgrade priced from a tier the buyer left meanwhile: nothing is charged', async () => {
    await holdBadge(1);
    await fillCart([{ product: 'badge', tier: 3 }]);
    const orderId = await createOrder();
    // Another order took the buyer to tier 2: a 1 -> 3 price no longer fits.
    await holdBadge(2);
    const executedBefore = paypal.capturesExecuted;
    const response = await capture(orderId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('already_owned');
    expect(paypal.capturesExecuted).toBe(executedBefore);
    expect((await me()).badgeTier).toBe(2);
  });

  it('renews premium signals from the end of the running period, not from now', async () => {
    const end = new Date(Date.now() + 3 * 86_400_000);
    await updateMemberRow(t, 'demo-free', { premiumSignals: true, signalsUntil: end });
    const put = await fillCart([{ product: 'signals' }]);
    expect(put.statusCode).toBe(200);
    expect(put.json().cart.items).toEqual([
      expect.objectContaining({ product: 'signals', purchase: 'renew', unitPrice: 19.99 }),
    ]);
    expect((await capture(await createOrder())).statusCode).toBe(200);
    const until = Date.parse((await me()).signalsUntil);
    expect(until - end.getTime()).toBe(7 * 86_400_000);
    const { product } = (await inject('GET', '/api/products/signals')).json();
    expect(product).toMatchObject({ owned: true, heldTier: null });
    expect(Date.parse(product.accessUntil)).toBe(until);
  });

  it("pays a renewal at today's price: an older unpaid one priced before a change gives way", async () => {
    const end = new Date(Date.now() + 3 * 86_400_000);
    await updateMemberRow(t, 'demo-free', { premiumSignals: true, signalsUntil: end });
    await fillCart([{ product: 'signals' }]);
    const before = await createOrder();
    const [signals] = await t.db.select().from(products).where(eq(products.key, 'signals'));
    await t.db.update(products).set({ salePrice: 14.99 }).where(eq(products.key, 'signals'));
    try {
      await fillCart([{ product: 'signals' }]);
      const after = await createOrder();
      expect(after).not.toBe(before);
      const refused = await capture(before);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toMatchObject({
        code: 'order_cancelled',
        message: COPY.cart.supersededBy,
      });
      expect((await capture(after)).statusCode).toBe(200);
      expect(Date.parse((await me()).signalsUntil) - end.getTime()).toBe(7 * 86_400_000);
      const paid = (await ordersOf()).filter((row) => row.status === 'completed');
      expect(paid.map((row) => row.amount)).toEqual([14.99]);
    } finally {
      await t.db
        .update(products)
        .set({ salePrice: signals?.salePrice ?? null })
        .where(eq(products.key, 'signals'));
    }
  });
});

describe('abandoned orders', () => {
  beforeEach(async () => {
    await t.db.delete(orders).where(eq(orders.userId, 'demo-free'));
  });

  const orderRow = async (providerOrderId: string) =>
    (await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)))[0]!;
  const ageOrder = (providerOrderId: string, ms: number) =>
    t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - ms) })
      .where(eq(orders.providerOrderId, providerOrderId));

  it('expires an unpaid order after its time: shown expired, never captured, not reused', async () => {
    await fillCart([{ product: 'indicator' }]);
    const stale = await createOrder();
    await ageOrder(stale, ORDER_EXPIRY_MS + 1000);

    const listed = (await inject('GET', '/api/orders')).json().orders;
    expect(listed[0]).toMatchObject({ status: 'expired' });

    const executedBefore = paypal.capturesExecuted;
    const response = await capture(stale);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'order_expired' });
    expect(paypal.capturesExecuted).toBe(executedBefore);
    expect((await orderRow(stale)).status).toBe('expired');
    expect(await createOrder()).not.toBe(stale);
  });

  it('writes expired on every unpaid order past its time in one sweep', async () => {
    await fillCart([{ product: 'indicator' }]);
    const stale = await createOrder();
    await ageOrder(stale, ORDER_EXPIRY_MS + 1000);
    await fillCart([{ product: 'signals' }]);
    const fresh = await createOrder();
    expect(await expireUnpaidOrders(t.db, new Date())).toBe(1);
    expect((await orderRow(stale)).status).toBe('expired');
    expect((await orderRow(fresh)).status).toBe('created');
  });

  it('lets the buyer cancel an order awaiting payment, and nobody else', async () => {
    await fillCart([{ product: 'indicator' }]);
    const providerOrderId = await createOrder();
    const { id } = await orderRow(providerOrderId);

    const theirs = await inject('POST', `/api/orders/${id}/cancel`, stranger);
    expect(theirs.statusCode).toBe(404);
    const signedOut = await t.app.inject({ method: 'POST', url: `/api/orders/${id}/cancel` });
    expect(signedOut.statusCode).toBe(401);

    const mine = await inject('POST', `/api/orders/${id}/cancel`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().order).toMatchObject({ id, status: 'cancelled' });
    const again = await inject('POST', `/api/orders/${id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('order_not_cancellable');

    const executedBefore = paypal.capturesExecuted;
    const response = await capture(providerOrderId);
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('order_cancelled');
    expect(paypal.capturesExecuted).toBe(executedBefore);
    expect(await createOrder()).not.toBe(providerOrderId);
  });

  it('refuses to cancel a paid order', async () => {
    await fillCart([{ product: 'indicator' }]);
    const providerOrderId = await createOrder();
    expect((await capture(providerOrderId)).statusCode).toBe(200);
    const { id } = await orderRow(providerOrderId);
    const response = await inject('POST', `/api/orders/${id}/cancel`);
    expect(response.statusCode).toBe(409);
    expect((await orderRow(providerOrderId)).status).toBe('completed');
  });
});

describe('checkout with the demo provider', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp();
  });
  afterAll(() => demo.close());

  it('goes through the same two endpoints and grants the purchase', async () => {
    const cookie = await signInAs(demo.app, 'free');
    const config = (await demo.app.inject({ method: 'GET', url: '/api/checkout/config' })).json();
    expect(config).toEqual({ provider: 'demo', clientId: null, currency: 'USD' });
    await demo.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: { cookie },
      payload: { items: [{ product: 'badge', tier: 2 }] },
    });
    const created = await demo.app.inject({
      method: 'POST',
      url: '/api/checkout/orders',
      headers: { cookie },
      payload: { tradingViewUsername: 'test_trader' },
    });
    expect(created.json()).toMatchObject({
      orderId: expect.stringMatching(/^DEMO-/),
      amount: 12.99,
    });
    const captured = await demo.app.inject({
      method: 'POST',
      url: `/api/checkout/orders/${created.json().orderId}/capture`,
      headers: { cookie },
    });
    expect(captured.statusCode).toBe(200);
    const user = (
      await demo.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    ).json().user;
    expect(user).toMatchObject({ badgeTier: 2, roles: { blue_badge_trader: true } });
    const [{ n } = { n: 0 }] = await demo.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.status, 'completed'));
    expect(n).toBe(1);
  });
});
