import { COPY } from '@bbt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema';
import { startFakePayPal } from '../../test/fake-paypal';
import { createMember, sessionCookieFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { freshClientAddress } from '../../test/client-address';

/**
 * A cart filled before the founder made a product (a badge tier) membership-only (decision
 * 0077), against the fake PayPal: the cart shows the line as no longer sold once, order
 * creation refuses it before PayPal is asked, and an order PayPal already approved is honoured.
 */
const CLIENT = { clientId: 'fake-client', clientSecret: 'fake-secret' };
let paypal: Awaited<ReturnType<typeof startFakePayPal>>;
let t: TestApp;
let founderCookie: string;
let member: { id: string; cookie: string };

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    remoteAddress: freshClientAddress(),
    ...(payload && { payload }),
  });
const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  send(method, url, member.cookie, payload);
const fillCart = (items: object[]) => inject('PUT', '/api/cart', { items });
const cartItems = async () => (await inject('GET', '/api/cart')).json().cart.items;
const createOrder = () =>
  inject('POST', '/api/checkout/orders', { tradingViewUsername: 'test_trader' });

/** The founder's choice for the badge's tier 3 or for signals, as the product editor saves it. */
const sellBadgeTier3 = (oneTime: boolean) =>
  send('PUT', '/api/admin/products/badge/sale-modes', founderCookie, {
    tier: 3,
    oneTime,
    subscription: { period: 'month', price: 39 },
  });
const sellSignals = (oneTime: boolean) =>
  send('PUT', '/api/admin/products/signals/sale-modes', founderCookie, {
    oneTime,
    subscription: { period: 'week', price: 19.99 },
  });

beforeAll(async () => {
  paypal = await startFakePayPal(CLIENT);
  t = await createTestApp(paypal.appEnv('2000'));
  const founder = await createMember(t.db, { name: 'Founder', roles: ['founder'] });
  founderCookie = await sessionCookieFor(t.db, t.config.sessionSecret, founder.id);
});
afterAll(async () => {
  await t.close();
  await paypal.stop();
});
beforeEach(async () => {
  paypal.setScenario('complete');
  const row = await createMember(t.db, { name: 'Early buyer' });
  member = { id: row.id, cookie: await sessionCookieFor(t.db, t.config.sessionSecret, row.id) };
});
afterEach(async () => {
  expect((await sellBadgeTier3(true)).statusCode).toBe(200);
  expect((await sellSignals(true)).statusCode).toBe(200);
});

describe('a cart line the founder has since made membership-only', () => {
  it('is shown as no longer sold once, with the reason, and checkout refuses it before PayPal is asked', async () => {
    expect(
      (await fillCart([{ product: 'badge', tier: 3 }, { product: 'indicator' }])).statusCode,
    ).toBe(200);
    expect((await sellBadgeTier3(false)).statusCode).toBe(200);

    const items: Array<{ product: string; title: string; unavailable: string | null }> =
      await cartItems();
    const badge = items.find((item) => item.product === 'badge');
    const indicator = items.find((item) => item.product === 'indicator');
    if (!badge) throw new Error('the badge line left the cart');
    expect(badge).toMatchObject({ tier: 3 });
    expect(badge.unavailable).toBe(COPY.server.cart.noLongerSoldOnce(badge.title, 3));
    expect(indicator).toMatchObject({ unavailable: null });

    const ordersAtPayPal = paypal.orders.size;
    const refused = await createOrder();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'subscription_only',
      message: COPY.server.cart.noLongerSoldOnce(badge.title, 3),
    });
    expect(paypal.orders.size).toBe(ordersAtPayPal);

    // Removed, the rest of the cart is paid as before.
    expect((await fillCart([{ product: 'indicator' }])).statusCode).toBe(200);
    expect((await createOrder()).statusCode).toBe(201);
  });

  it('refuses a product without tiers the same way', async () => {
    expect((await fillCart([{ product: 'signals' }])).statusCode).toBe(200);
    expect((await sellSignals(false)).statusCode).toBe(200);
    const [signals] = await cartItems();
    expect(signals.unavailable).toBe(COPY.server.cart.noLongerSoldOnce(signals.title, null));
    const refused = await createOrder();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toContain(signals.title);
    // Sold once again, the very same line is paid.
    expect((await sellSignals(true)).statusCode).toBe(200);
    expect((await cartItems())[0].unavailable).toBeNull();
    expect((await createOrder()).statusCode).toBe(201);
  });

  it('honours an order created before the change: PayPal approved its price, so it is captured', async () => {
    expect((await fillCart([{ product: 'badge', tier: 3 }])).statusCode).toBe(200);
    const created = await createOrder();
    expect(created.statusCode).toBe(201);
    const { orderId } = created.json();
    expect((await sellBadgeTier3(false)).statusCode).toBe(200);

    // No new order, not even the open one answered again for the same cart.
    const again = await createOrder();
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('subscription_only');

    const captured = await inject('POST', `/api/checkout/orders/${orderId}/capture`);
    expect(captured.statusCode, captured.body).toBe(200);
    expect(captured.json().order).toMatchObject({
      status: 'completed',
      lines: [{ product: 'badge', tier: 3 }],
    });
    const [row] = await t.db
      .select({ badge: users.blueBadgeTrader, tier: users.badgeTier })
      .from(users)
      .where(eq(users.id, member.id));
    expect(row).toEqual({ badge: true, tier: 3 });
    // The paid line left the cart, as any fulfilled one does.
    expect(await cartItems()).toEqual([]);
  });
});
