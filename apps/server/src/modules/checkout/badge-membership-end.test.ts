import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { users } from '../../db/schema';
import { createPayPalProvider } from '../../plugins/payments/paypal';
import { startFakePayPal } from '../../test/fake-paypal';
import { subscribeAtFakePayPal } from '../../test/fake-paypal-subscribe';
import { freshClientAddress } from '../../test/client-address';
import { createMember, sessionCookieFor } from '../../test/factories';
import { createTestApp, updateMemberRow, type TestApp } from '../../test/test-app';
import { createMailOutbox } from '../mail/outbox';
import { reconcileSubscriptions } from './subscription-jobs';
import { subscriptions } from './schema';

/**
 * A badge tier membership's grant on the member's row, read by the clock (decision 0076),
 * against the fake PayPal: the tier held to the second its access ends with no job run, staff's
 * grant or removal while it runs as what the member falls back to, and one-time upgrades priced
 * from the tier owned, not the one only paid for by the period. Weekly plans make the period's
 * end an exact 7 days after its first payment; the app's clock (Date) is moved across it.
 */
const CLIENT = { clientId: 'fake-client', clientSecret: 'fake-secret', webhookId: 'WH-TIER-END' };
const WEEK = 7 * 86_400_000;
let paypal: Awaited<ReturnType<typeof startFakePayPal>>;
let t: TestApp;
let founderCookie: string;
let member: { id: string; cookie: string };
const plans: Record<1 | 2 | 3, number> = { 1: 0, 2: 0, 3: 0 };
const oneTimePrices: Record<number, number> = {};

const send = (method: 'GET' | 'POST' | 'PUT', url: string, cookie: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    remoteAddress: freshClientAddress(),
    ...(payload && { payload }),
  });
const asMember = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  send(method, url, member.cookie, payload);

/** The tier the member holds as the app answers it, and the tier 2 channel's gate. */
async function held() {
  const me = await asMember('GET', '/api/me');
  expect(me.statusCode).toBe(200);
  const tier2Channel = await asMember('GET', '/api/channels/tier_2/messages');
  return { tier: me.json().user.badgeTier, tier2Channel: tier2Channel.statusCode === 200 };
}

const giveBadge = (granted: boolean) =>
  send('PUT', `/api/admin/members/${member.id}/roles/blue_badge_trader`, founderCookie, {
    granted,
  });

/**
 * Subscribes to a tier's weekly plan, first paid at `firstPaidAt`: the end of its access, kept
 * for `expireAtPayPal`.
 */
let providerId = '';
async function subscribe(tier: 1 | 2 | 3, firstPaidAt: Date): Promise<Date> {
  const subscribed = await subscribeAtFakePayPal(t, paypal, asMember, plans[tier], firstPaidAt);
  providerId = subscribed.providerId;
  const accessUntil = new Date(subscribed.subscription.accessUntil);
  expect(accessUntil.getTime()).toBe(firstPaidAt.getTime() + WEEK);
  return accessUntil;
}

/** A membership whose paid week ends a minute from now (the app's clock is moved past it). */
const subscribeEndingSoon = (tier: 1 | 2 | 3) =>
  subscribe(tier, new Date(Date.now() + 60_000 - WEEK));

const at = (end: Date, offsetMs: number) => vi.setSystemTime(end.getTime() + offsetMs);

/**
 * PayPal lets the membership expire and the reconcile job reads it back by the app's clock
 * (frozen by the test where it was set): it may write the fallback down, and must not take back
 * what the member owns.
 */
async function expireAtPayPal() {
  paypal.subscriptions.setStatus(providerId, 'EXPIRED');
  await reconcileSubscriptions({
    db: t.db,
    payments: createPayPalProvider({ ...CLIENT, apiBase: paypal.url, timeoutMs: 2000 }),
    outbox: createMailOutbox({ env: 'test', mail: { smtpUrl: undefined } }),
    settings: { graceDays: 3, billingUrl: 'http://localhost/account/billing' },
    // The member's kept row is forgotten as the app's own writes forget it (decision 0028).
    memberChanged: async (userId) => t.memberRowChanged(userId),
  });
  const [row] = await t.db
    .select({ status: subscriptions.status })
    .from(subscriptions)
    .where(eq(subscriptions.providerSubscriptionId, providerId));
  expect(row?.status).toBe('ended');
}

beforeAll(async () => {
  paypal = await startFakePayPal(CLIENT);
  t = await createTestApp(paypal.appEnv('2000'));
  const founder = await createMember(t.db, { name: 'Founder', roles: ['founder'] });
  founderCookie = await sessionCookieFor(t.db, t.config.sessionSecret, founder.id);
  for (const [tier, price] of [
    [1, 3],
    [2, 5],
    [3, 9],
  ] as const) {
    const saved = await send('PUT', '/api/admin/products/badge/sale-modes', founderCookie, {
      tier,
      oneTime: true,
      subscription: { period: 'week', price },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    plans[tier] = saved.json().plan.id;
  }
  const shop = await send('GET', '/api/products', founderCookie);
  const badge = shop.json().products.find((p: { key: string }) => p.key === 'badge');
  for (const { tier, price } of badge.tiers) oneTimePrices[tier] = price;
});
beforeEach(async () => {
  const row = await createMember(t.db, { name: 'Tier member' });
  member = { id: row.id, cookie: await sessionCookieFor(t.db, t.config.sessionSecret, row.id) };
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
});
afterEach(() => {
  vi.useRealTimers();
  paypal.subscriptions.reset();
});
afterAll(async () => {
  await t.close();
  await paypal.stop();
});

describe('a badge tier membership read by the clock', () => {
  it('holds the tier to the second its paid period ends, with no job run', async () => {
    const end = await subscribeEndingSoon(2);
    at(end, -1000);
    expect(await held()).toEqual({ tier: 2, tier2Channel: true });
    // Read just before the end, the member's row is kept (decision 0028) past it: it must not
    // answer the tier once the end has passed.
    at(end, -100);
    expect((await held()).tier).toBe(2);
    at(end, 200);
    expect(await held()).toEqual({ tier: null, tier2Channel: false });
    at(end, 1000);
    expect(await held()).toEqual({ tier: null, tier2Channel: false });
    const inConsole = await send('GET', `/api/admin/members/${member.id}`, founderCookie);
    expect(inConsole.json().member).toMatchObject({ badgeTier: null });
    expect(inConsole.json().member.roles).not.toContain('blue_badge_trader');
    // The read wrote the fallback down, for the database's member list and role mentions.
    const [row] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(row).toMatchObject({
      blueBadgeTrader: false,
      badgeTier: null,
      badgeMembershipTier: null,
      badgeMembershipUntil: null,
    });
  });

  it('falls back at the end to the tier owned before the membership', async () => {
    await updateMemberRow(t, member.id, { blueBadgeTrader: true, badgeTier: 1 });
    const end = await subscribeEndingSoon(3);
    at(end, -1000);
    expect((await held()).tier).toBe(3);
    at(end, 1000);
    expect(await held()).toEqual({ tier: 1, tier2Channel: false });
  });
});

describe("staff's badge while a membership runs", () => {
  it('a badge given during the membership is kept after it ends', async () => {
    const end = await subscribeEndingSoon(2);
    at(end, -5000);
    expect((await giveBadge(true)).statusCode).toBe(200);
    at(end, 1000);
    expect((await held()).tier).toBe(2);
    await expireAtPayPal();
    expect((await held()).tier).toBe(2);
  });

  it('a badge taken away during the membership is not given back when it ends', async () => {
    await updateMemberRow(t, member.id, { blueBadgeTrader: true, badgeTier: 1 });
    const end = await subscribeEndingSoon(2);
    at(end, -5000);
    expect((await giveBadge(false)).statusCode).toBe(200);
    expect((await held()).tier).toBeNull();
    at(end, 1000);
    expect((await held()).tier).toBeNull();
    await expireAtPayPal();
    expect((await held()).tier).toBeNull();
  });

  it('a badge given after the membership ended is the badge, not the tier paid for', async () => {
    const end = await subscribeEndingSoon(2);
    at(end, 1000);
    expect((await giveBadge(true)).statusCode).toBe(200);
    expect(await held()).toEqual({ tier: 1, tier2Channel: false });
    at(end, 2000);
    await expireAtPayPal();
    expect((await held()).tier).toBe(1);
  });
});

describe('a one-time upgrade bought while a membership runs', () => {
  async function checkout() {
    const order = await asMember('POST', '/api/checkout/orders', {
      tradingViewUsername: 'tier_member',
    });
    expect(order.statusCode, order.body).toBe(201);
    const captured = await asMember('POST', `/api/checkout/orders/${order.json().orderId}/capture`);
    expect(captured.statusCode, captured.body).toBe(200);
    return captured.json().order;
  }

  it('is priced from the tier owned, not the subscribed one, in the cart and at checkout', async () => {
    await updateMemberRow(t, member.id, { blueBadgeTrader: true, badgeTier: 1 });
    const end = await subscribeEndingSoon(2);
    at(end, -30_000);
    const fromOwned = oneTimePrices[3]! - oneTimePrices[1]!;
    const cart = await asMember('PUT', '/api/cart', { items: [{ product: 'badge', tier: 3 }] });
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json().cart.items).toMatchObject([
      { purchase: 'upgrade', fromTier: 1, unitPrice: fromOwned },
    ]);
    const order = await checkout();
    expect(order.lines).toMatchObject([{ tier: 3, unitPrice: fromOwned }]);
    at(end, 1000);
    expect((await held()).tier).toBe(3);
  });

  it('sells a member who owns no badge the tier at its full price, kept after the end', async () => {
    const end = await subscribeEndingSoon(2);
    at(end, -30_000);
    const cart = await asMember('PUT', '/api/cart', { items: [{ product: 'badge', tier: 3 }] });
    expect(cart.json().cart.items).toMatchObject([
      { purchase: 'buy', unitPrice: oneTimePrices[3] },
    ]);
    expect((await checkout()).lines).toMatchObject([{ tier: 3, unitPrice: oneTimePrices[3] }]);
    at(end, 1000);
    expect((await held()).tier).toBe(3);
  });

  it('does not charge an upgrade priced from a tier owned no more at capture', async () => {
    await updateMemberRow(t, member.id, { blueBadgeTrader: true, badgeTier: 1 });
    const end = await subscribeEndingSoon(2);
    at(end, -30_000);
    await asMember('PUT', '/api/cart', { items: [{ product: 'badge', tier: 3 }] });
    const order = await asMember('POST', '/api/checkout/orders', {
      tradingViewUsername: 'tier_member',
    });
    expect(order.statusCode, order.body).toBe(201);
    // Staff take the owned badge away while the membership runs: the upgrade from tier 1 is
    // no longer what buying tier 3 means, though the membership's tier 2 is still held.
    expect((await giveBadge(false)).statusCode).toBe(200);
    const charged = paypal.capturesExecuted;
    const captured = await asMember('POST', `/api/checkout/orders/${order.json().orderId}/capture`);
    expect(captured.statusCode).toBe(409);
    expect(paypal.capturesExecuted).toBe(charged);
    at(end, 1000);
    expect((await held()).tier).toBeNull();
  });
});

describe('a refund while a membership runs', () => {
  it('takes back what the order bought, not the tier the membership pays for, and leaves nothing to fall back to', async () => {
    await asMember('PUT', '/api/cart', { items: [{ product: 'badge', tier: 1 }] });
    const order = await asMember('POST', '/api/checkout/orders', {
      tradingViewUsername: 'tier_member',
    });
    expect(order.statusCode, order.body).toBe(201);
    const captured = await asMember('POST', `/api/checkout/orders/${order.json().orderId}/capture`);
    expect(captured.statusCode, captured.body).toBe(200);
    const orderId = captured.json().order.id;
    const end = await subscribeEndingSoon(2);
    at(end, -30_000);
    expect((await held()).tier).toBe(2);

    const refunded = await send('POST', `/api/admin/orders/${orderId}/refund`, founderCookie, {
      reason: 'Bought by mistake',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    // The membership still pays for tier 2 to its end...
    expect(await held()).toEqual({ tier: 2, tier2Channel: true });
    // ...and the refunded tier 1 is not what the member falls back to after it.
    at(end, 1000);
    expect(await held()).toEqual({ tier: null, tier2Channel: false });
    await expireAtPayPal();
    expect((await held()).tier).toBeNull();
  });
});
