import { addPeriod, COPY } from '@bbt/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, users } from '../../db/schema';
import { createPayPalProvider } from '../../plugins/payments/paypal';
import { startFakePayPal } from '../../test/fake-paypal';
import { subscribeAtFakePayPal } from '../../test/fake-paypal-subscribe';
import { createMember, sessionCookieFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMailOutbox } from '../mail/outbox';
import { reconcileSubscriptions } from './subscription-jobs';
import { subscriptions } from './schema';

/**
 * Badge tiers sold as memberships, and upgrades between them by PayPal's plan revision
 * (decision 0071), against the fake PayPal: the founder's choice of how each is sold, the
 * tier held exactly for the paid period, the new tier from the revision's effect and its
 * price from the next cycle.
 */
const CLIENT = { clientId: 'fake-client', clientSecret: 'fake-secret', webhookId: 'WH-TIERS' };
const DAY = 86_400_000;
let paypal: Awaited<ReturnType<typeof startFakePayPal>>;
let t: TestApp;
let founderCookie: string;
let member: { id: string; cookie: string };
const plans: Record<1 | 2 | 3, number> = { 1: 0, 2: 0, 3: 0 };
let signalsPlanId: number;

let nextIp = 1;
const freshIp = () => `10.71.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
const send = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  cookie: string | undefined,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    remoteAddress: freshIp(),
    ...(payload && { payload }),
  });
const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  send(method, url, member.cookie, payload);
const saleModes = (payload: object, cookie: string | undefined = founderCookie) =>
  send('PUT', '/api/admin/products/badge/sale-modes', cookie, payload);

const badge = async () => {
  const [row] = await t.db
    .select({ on: users.blueBadgeTrader, tier: users.badgeTier })
    .from(users)
    .where(eq(users.id, member.id));
  return row?.on ? row.tier : null;
};
const mails = async (kind: (typeof mailOutbox.$inferSelect)['kind']) =>
  (
    await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, kind), sql`${mailOutbox.to} like ${`${member.id}@%`}`))
  ).length;
const mine = async () => {
  const answer = await inject('GET', '/api/billing/subscriptions');
  expect(answer.statusCode).toBe(200);
  return answer.json().subscriptions[0];
};

beforeAll(async () => {
  paypal = await startFakePayPal(CLIENT);
  t = await createTestApp(paypal.appEnv('2000'));
  const founder = await createMember(t.db, { name: 'Founder', roles: ['founder'] });
  founderCookie = await sessionCookieFor(t.db, t.config.sessionSecret, founder.id);
  // Tier 2 only as a membership; tiers 1 and 3 both ways.
  for (const [tier, price, oneTime] of [
    [1, 9, true],
    [2, 19, false],
    [3, 39, true],
  ] as const) {
    const saved = await saleModes({ tier, oneTime, subscription: { period: 'month', price } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ oneTime, plan: { tier, period: 'month', price } });
    expect(saved.json().providerPlanId).toMatch(/^P-FAKE-/);
    plans[tier] = saved.json().plan.id;
  }
  const signals = await send('PUT', '/api/admin/subscription-plans', founderCookie, {
    productKey: 'signals',
    period: 'week',
    price: 19.99,
  });
  expect(signals.statusCode).toBe(200);
  signalsPlanId = signals.json().plan.id;
});
afterEach(() => paypal.subscriptions.reset());
afterAll(async () => {
  await t.close();
  await paypal.stop();
});
beforeEach(async () => {
  const row = await createMember(t.db, { name: 'Tier subscriber' });
  member = { id: row.id, cookie: await sessionCookieFor(t.db, t.config.sessionSecret, row.id) };
});

/** Subscribes to a plan, approves at PayPal with a first payment at `firstPaidAt`, confirms. */
async function subscribeAndApprove(planId: number, firstPaidAt: Date) {
  const { id, providerId } = await subscribeAtFakePayPal(t, paypal, inject, planId, firstPaidAt);
  return { id, providerId };
}

/**
 * The member asks to upgrade their membership `id` to Tier 3: a higher price, which PayPal asks
 * them to approve. The answer.
 */
async function askUpgradeToTier3(id: string) {
  const asked = await inject('POST', `/api/billing/subscriptions/${id}/upgrade`, {
    planId: plans[3],
  });
  expect(asked.statusCode, asked.body).toBe(200);
  expect(asked.json().approveUrl).toMatch(/ba_token=/);
  return asked.json();
}

/** The reconcile job as the app runs it, with its clock `aheadDays` in the future. */
const reconcileAhead = (aheadDays: number) =>
  reconcileSubscriptions({
    db: t.db,
    payments: createPayPalProvider({ ...CLIENT, apiBase: paypal.url, timeoutMs: 2000 }),
    outbox: createMailOutbox({ env: 'test', mail: { smtpUrl: undefined } }),
    settings: { graceDays: 3, billingUrl: 'http://localhost/account/billing' },
    memberChanged: async () => {},
    now: () => new Date(Date.now() + aheadDays * DAY),
  });

describe("the founder's choice of how a badge tier is sold", () => {
  it('keeps every tier under one PayPal catalog product, each with its own plan', () => {
    const made = [...paypal.subscriptions.plans.values()].filter((p) =>
      ['9.00', '19.00', '39.00'].includes(p.value),
    );
    expect(made).toHaveLength(3);
    expect(new Set(made.map((p) => p.productId)).size).toBe(1);
  });

  it('shows the storefront the modes chosen, and refuses to sell a subscription-only tier once', async () => {
    const shop = await send('GET', '/api/products', undefined);
    const product = shop.json().products.find((p: { key: string }) => p.key === 'badge');
    expect(product.tiers.map((x: { soldOnce: boolean }) => x.soldOnce)).toEqual([
      true,
      false,
      true,
    ]);
    const onSale = (await send('GET', '/api/billing/plans', undefined)).json().plans;
    expect(onSale.filter((p: { tier: number | null }) => p.tier !== null)).toHaveLength(3);
    const cart = await inject('PUT', '/api/cart', { items: [{ product: 'badge', tier: 2 }] });
    expect(cart.statusCode).toBe(400);
    expect(cart.json().error.code).toBe('subscription_only');
    expect(
      (await inject('PUT', '/api/cart', { items: [{ product: 'badge', tier: 3 }] })).statusCode,
    ).toBe(200);
  });

  it('takes a tier off sale as a subscription, and audits each choice', async () => {
    const off = await saleModes({ tier: 1, oneTime: true, subscription: null });
    expect(off.json()).toMatchObject({ oneTime: true, plan: null, providerPlanId: null });
    const onSale = (await send('GET', '/api/billing/plans', undefined)).json().plans;
    expect(onSale.some((p: { id: number }) => p.id === plans[1])).toBe(false);
    const refused = await inject('POST', '/api/billing/subscriptions', { planId: plans[1] });
    expect(refused.statusCode).toBe(404);
    const back = await saleModes({
      tier: 1,
      oneTime: true,
      subscription: { period: 'month', price: 9 },
    });
    expect(back.json().plan.id).toBe(plans[1]);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product-sale-modes-set'));
    expect(audited.length).toBeGreaterThanOrEqual(5);
  });

  it('refuses bad choices with a readable 4xx and changes nothing', async () => {
    const cases: Array<[object, string, number]> = [
      [{ oneTime: true, subscription: null }, 'tier_required', 400],
      [{ tier: 7, oneTime: true, subscription: null }, 'validation', 400],
      [{ tier: 2, oneTime: false, subscription: null }, 'validation', 400],
      [{ tier: 2, oneTime: true, subscription: { period: 'year', price: 5 } }, 'validation', 400],
      [{ tier: 2, oneTime: true, subscription: { period: 'month', price: -1 } }, 'validation', 400],
      [{ tier: 2, oneTime: true, subscription: null, status: 'ACTIVE' }, 'validation', 400],
    ];
    for (const [payload, code, status] of cases) {
      const answer = await saleModes(payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
      if (code !== 'validation') expect(answer.json().error.code).toBe(code);
      expect(answer.json().error.message).toEqual(expect.any(String));
    }
    const tierOnSignals = await send(
      'PUT',
      '/api/admin/products/signals/sale-modes',
      founderCookie,
      {
        tier: 1,
        oneTime: true,
        subscription: null,
      },
    );
    expect(tierOnSignals.json().error.code).toBe('no_tiers');
    const indicator = await send('PUT', '/api/admin/products/indicator/sale-modes', founderCookie, {
      oneTime: true,
      subscription: { period: 'month', price: 5 },
    });
    expect(indicator.statusCode).toBe(400);
    expect(indicator.json().error.code).toBe('not_subscribable');
    // Tier 2 is still sold as a membership only, at its price.
    const onSale = (await send('GET', '/api/billing/plans', undefined)).json().plans;
    expect(onSale.find((p: { id: number }) => p.id === plans[2])).toMatchObject({ price: 19 });
  });

  it('refuses everyone but the founder', async () => {
    const admin = await createMember(t.db, { name: 'Admin', roles: ['admin'] });
    const adminCookie = await sessionCookieFor(t.db, t.config.sessionSecret, admin.id);
    const body = { tier: 2, oneTime: true, subscription: null };
    expect((await saleModes(body, '')).statusCode).toBe(401);
    expect((await saleModes(body, member.cookie)).statusCode).toBe(403);
    expect((await saleModes(body, adminCookie)).statusCode).toBe(403);
  });
});

describe('a badge tier membership', () => {
  it('grants the tier exactly for the paid period, then falls back to what the member owns', async () => {
    const start = new Date(Date.now() - 3 * DAY);
    const { id, providerId } = await subscribeAndApprove(plans[2], start);
    const paidUntil = addPeriod(start, 'month').toISOString();
    expect(await mine()).toMatchObject({ tier: 2, status: 'active', accessUntil: paidUntil });
    expect(await badge()).toBe(2);
    // PayPal lets it expire: access runs to the period's end, not a moment less or more.
    paypal.subscriptions.setStatus(providerId, 'EXPIRED');
    await reconcileAhead(1);
    expect(await badge()).toBe(2);
    const msToEnd = Date.parse(paidUntil) - Date.now();
    await reconcileAhead(msToEnd / DAY + 0.01);
    expect(await badge()).toBeNull();
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    expect(row?.status).toBe('ended');
  });

  it('holds the subscribed tier above the one the member holds, and gives that back when it ends', async () => {
    await t.db
      .update(users)
      .set({ blueBadgeTrader: true, badgeTier: 2 })
      .where(eq(users.id, member.id));
    const { providerId } = await subscribeAndApprove(plans[3], new Date());
    expect(await badge()).toBe(3);
    paypal.subscriptions.setStatus(providerId, 'EXPIRED');
    await reconcileAhead(32);
    expect(await badge()).toBe(2);
  });

  it('refuses a tier at or below the one the member owns: nothing is billed', async () => {
    const opened = paypal.subscriptions.calls.createSubscription;
    const refusedAt = async (tier: 1 | 2 | 3, owned: number) => {
      const answer = await inject('POST', '/api/billing/subscriptions', { planId: plans[tier] });
      expect(answer.statusCode).toBe(409);
      expect(answer.json().error).toEqual({
        code: 'already_owned',
        message: COPY.server.checkout.badgeTierOwned(owned, tier),
      });
    };
    // Granted by hand: tier 3 includes every tier.
    await t.db
      .update(users)
      .set({ blueBadgeTrader: true, badgeTier: 3 })
      .where(eq(users.id, member.id));
    await refusedAt(1, 3);
    await refusedAt(3, 3);
    // Owning tier 2, bought or given (decision 0076 keeps it on the row): tier 2 is refused.
    await t.db
      .update(users)
      .set({ blueBadgeTrader: true, badgeTier: 2 })
      .where(eq(users.id, member.id));
    await refusedAt(2, 2);
    expect(paypal.subscriptions.calls.createSubscription).toBe(opened);
    expect(
      await t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id)),
    ).toHaveLength(0);
    // A higher tier than the one owned is sold.
    const higher = await inject('POST', '/api/billing/subscriptions', { planId: plans[3] });
    expect(higher.statusCode, higher.body).toBe(201);
  });

  it('opens one membership of the badge when two tiers are subscribed to at once', async () => {
    // Both requests are past PayPal before either stores its subscription.
    paypal.subscriptions.gate('createSubscription', 2);
    const answers = await Promise.all([
      inject('POST', '/api/billing/subscriptions', { planId: plans[2] }),
      inject('POST', '/api/billing/subscriptions', { planId: plans[3] }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json().error.code).toBe('approval_pending');
    expect(
      await t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id)),
    ).toHaveLength(1);
    // The one waiting for approval counts, asked one after the other too.
    const later = await inject('POST', '/api/billing/subscriptions', { planId: plans[1] });
    expect(later.statusCode).toBe(409);
    expect(later.json().error.code).toBe('approval_pending');
  });

  it('upgrades by revising the PayPal plan: its price and then its tier from the next payment', async () => {
    const start = new Date(Date.now() - 5 * DAY);
    const { id, providerId } = await subscribeAndApprove(plans[2], start);
    const before = await mine();
    const asked = await askUpgradeToTier3(id);
    // PayPal asks the member to approve; until then nothing changes.
    expect(asked.subscription).toMatchObject({ tier: 2, price: 19 });
    expect(await badge()).toBe(2);
    expect(paypal.subscriptions.calls.revise).toBeGreaterThan(0);
    paypal.subscriptions.approveRevision(providerId);
    const confirmed = await inject('POST', `/api/billing/subscriptions/${id}/confirm`);
    expect(confirmed.json().subscription).toMatchObject({
      tier: 3,
      price: 39,
      // No proration: the period paid at the old price runs on unchanged, at the old tier
      // (decision 0078), and the page says when the new one comes.
      paidUntil: before.paidUntil,
      accessUntil: before.accessUntil,
      upgradeFromNextPayment: { tierHeld: 2, nextPaymentAt: before.paidUntil },
    });
    expect(await badge()).toBe(2);
    // Read back again (the reconcile job), still nothing paid at the new price: still Tier 2.
    await reconcileAhead(1);
    expect(await badge()).toBe(2);
    // The next payment PayPal takes (played now: the fake reads none from the future) is at
    // the new price, pays the next period, and gives the new tier.
    paypal.subscriptions.charge(providerId, new Date());
    const renewed = await inject('POST', `/api/billing/subscriptions/${id}/confirm`);
    const payments = renewed.json().subscription.payments;
    expect(payments.map((p: { amount: number }) => p.amount).sort()).toEqual([19, 39]);
    expect(renewed.json().subscription).toMatchObject({
      tier: 3,
      upgradeFromNextPayment: null,
      paidUntil: addPeriod(new Date(before.paidUntil), 'month').toISOString(),
    });
    expect(await badge()).toBe(3);
  });

  it('keeps the tier paid for when an upgrade is cancelled before its first payment', async () => {
    // The cheapest tier, upgraded at once to the top one, then cancelled: Tier 1 to the end
    // of the period paid for, then nothing (decision 0078).
    const start = new Date(Date.now() - DAY);
    const { id, providerId } = await subscribeAndApprove(plans[1], start);
    await askUpgradeToTier3(id);
    paypal.subscriptions.approveRevision(providerId);
    const confirmed = await inject('POST', `/api/billing/subscriptions/${id}/confirm`);
    expect(confirmed.json().subscription).toMatchObject({ tier: 3, price: 39 });
    expect(await badge()).toBe(1);
    const cancelled = await inject('POST', `/api/billing/subscriptions/${id}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const paidUntil = addPeriod(start, 'month').toISOString();
    expect(cancelled.json().subscription).toMatchObject({
      accessUntil: paidUntil,
      upgradeFromNextPayment: { tierHeld: 1, nextPaymentAt: null },
    });
    expect(await badge()).toBe(1);
    await reconcileAhead(1);
    expect(await badge()).toBe(1);
    await reconcileAhead((Date.parse(paidUntil) - Date.now()) / DAY + 0.01);
    expect(await badge()).toBeNull();
  });

  it('does not take a renewal at the old price, before the approval, as paying for the upgrade', async () => {
    const start = new Date(Date.now() - DAY);
    const { id, providerId } = await subscribeAndApprove(plans[2], start);
    await askUpgradeToTier3(id);
    // PayPal renews at Tier 2's price while the member has not approved yet.
    paypal.subscriptions.charge(providerId, new Date());
    paypal.subscriptions.approveRevision(providerId);
    const confirmed = await inject('POST', `/api/billing/subscriptions/${id}/confirm`);
    expect(confirmed.json().subscription).toMatchObject({
      tier: 3,
      upgradeFromNextPayment: { tierHeld: 2 },
    });
    expect(await badge()).toBe(2);
  });

  it('refuses downgrades, other products, bodies with a price, and what is not the member’s', async () => {
    const { id } = await subscribeAndApprove(plans[3], new Date());
    const revisions = paypal.subscriptions.calls.revise;
    const down = await inject('POST', `/api/billing/subscriptions/${id}/upgrade`, {
      planId: plans[2],
    });
    expect(down.statusCode).toBe(400);
    expect(down.json().error.code).toBe('not_an_upgrade');
    const signals = await inject('POST', `/api/billing/subscriptions/${id}/upgrade`, {
      planId: signalsPlanId,
    });
    expect(signals.json().error.code).toBe('not_an_upgrade');
    const priced = await inject('POST', `/api/billing/subscriptions/${id}/upgrade`, {
      planId: plans[3],
      price: 1,
    });
    expect(priced.statusCode).toBe(400);
    const unknown = await inject('POST', `/api/billing/subscriptions/${id}/upgrade`, {
      planId: 999_999,
    });
    expect(unknown.statusCode).toBe(400);
    const other = await createMember(t.db, { name: 'Other' });
    const otherCookie = await sessionCookieFor(t.db, t.config.sessionSecret, other.id);
    const theirs = await send('POST', `/api/billing/subscriptions/${id}/upgrade`, otherCookie, {
      planId: plans[3],
    });
    expect(theirs.statusCode).toBe(404);
    // None reached PayPal.
    expect(paypal.subscriptions.calls.revise).toBe(revisions);
  });

  it('does not upgrade a signals membership or a cancelled one', async () => {
    const signals = await subscribeAndApprove(signalsPlanId, new Date());
    const answer = await inject('POST', `/api/billing/subscriptions/${signals.id}/upgrade`, {
      planId: plans[3],
    });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().error.code).toBe('not_upgradable');
    const tier = await subscribeAndApprove(plans[1], new Date());
    await inject('POST', `/api/billing/subscriptions/${tier.id}/cancel`);
    const cancelled = await inject('POST', `/api/billing/subscriptions/${tier.id}/upgrade`, {
      planId: plans[3],
    });
    expect(cancelled.json().error.code).toBe('not_upgradable');
  });

  it('keeps an upgrade awaiting approval at PayPal, one at a time, until PayPal bills the new plan', async () => {
    const { id, providerId } = await subscribeAndApprove(plans[1], new Date());
    const revisions = paypal.subscriptions.calls.revise;
    const upgrade = (tier: 2 | 3) =>
      inject('POST', `/api/billing/subscriptions/${id}/upgrade`, { planId: plans[tier] });
    // Two asked at once: one reaches PayPal, the other is told why not.
    const [first, second] = await Promise.all([upgrade(3), upgrade(3)]);
    const asked = first.statusCode === 200 ? first : second;
    const refused = first.statusCode === 200 ? second : first;
    expect(asked.statusCode, asked.body).toBe(200);
    expect(refused.statusCode).toBe(409);
    expect(paypal.subscriptions.calls.revise).toBe(revisions + 1);
    const { approveUrl } = asked.json();
    const awaiting = asked.json().subscription.upgradeAwaitingApproval;
    expect(awaiting).toMatchObject({ planId: plans[3], tier: 3, approveUrl });
    expect(Date.parse(awaiting.expiresAt) - Date.parse(awaiting.askedAt)).toBe(3 * 60 * 60_000);
    expect((await mine()).upgradeAwaitingApproval).toEqual(awaiting);

    const another = await upgrade(2);
    expect(another.statusCode).toBe(409);
    expect(another.json().error).toEqual({
      code: 'upgrade_pending',
      message: COPY.server.checkout.upgradeAwaitingApproval(3),
    });
    expect(paypal.subscriptions.calls.revise).toBe(revisions + 1);

    paypal.subscriptions.approveRevision(providerId);
    const confirmed = await inject('POST', `/api/billing/subscriptions/${id}/confirm`);
    expect(confirmed.json().subscription).toMatchObject({ tier: 3, upgradeAwaitingApproval: null });
  });

  it('lets the member withdraw the upgrade awaiting approval and ask for another', async () => {
    const { id } = await subscribeAndApprove(plans[1], new Date());
    const url = `/api/billing/subscriptions/${id}/upgrade`;
    // PayPal out of reach: nothing awaits, so the member may ask again at once.
    paypal.subscriptions.fault('revise', { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } });
    expect((await inject('POST', url, { planId: plans[3] })).statusCode).toBe(503);
    expect((await mine()).upgradeAwaitingApproval).toBeNull();
    paypal.subscriptions.fault('revise', null);
    expect((await inject('POST', url, { planId: plans[3] })).statusCode).toBe(200);
    const other = await createMember(t.db, { name: 'Other' });
    const otherCookie = await sessionCookieFor(t.db, t.config.sessionSecret, other.id);
    expect((await send('DELETE', url, otherCookie)).statusCode).toBe(404);
    expect((await send('DELETE', url, undefined)).statusCode).toBe(401);
    expect(
      (await inject('DELETE', '/api/billing/subscriptions/not-a-uuid/upgrade')).statusCode,
    ).toBe(400);
    expect((await mine()).upgradeAwaitingApproval).toMatchObject({ tier: 3 });

    const withdrawn = await inject('DELETE', url);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json().subscription).toMatchObject({ tier: 1, upgradeAwaitingApproval: null });
    // Asked twice, the second answers the same.
    expect((await inject('DELETE', url)).statusCode).toBe(200);
    const again = await inject('POST', url, { planId: plans[2] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().subscription.upgradeAwaitingApproval).toMatchObject({ tier: 2 });
  });

  it('forgets an upgrade PayPal still shows unapproved once its approval window has passed', async () => {
    const { id } = await subscribeAndApprove(plans[1], new Date());
    expect(
      (await inject('POST', `/api/billing/subscriptions/${id}/upgrade`, { planId: plans[2] }))
        .statusCode,
    ).toBe(200);
    const upgradeAsked = async () =>
      (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]?.upgradePlanId;
    // Read back within the window: PayPal bills the old plan, the member may still approve.
    await reconcileAhead(2 / 24);
    expect(await upgradeAsked()).toBe(plans[2]);
    await reconcileAhead(3.1 / 24);
    expect(await upgradeAsked()).toBeNull();
    expect(await mine()).toMatchObject({ tier: 1, upgradeAwaitingApproval: null });
  });

  it('neither resumes nor upgrades to a tier the member has come to own: nothing is billed', async () => {
    // Cancelled, then staff give the badge while it runs: tier 2 is owned (decision 0076).
    const { id } = await subscribeAndApprove(plans[2], new Date());
    expect((await inject('POST', `/api/billing/subscriptions/${id}/cancel`)).statusCode).toBe(200);
    const given = await send(
      'PUT',
      `/api/admin/members/${member.id}/roles/blue_badge_trader`,
      founderCookie,
      { granted: true },
    );
    expect(given.statusCode).toBe(200);
    const activations = paypal.subscriptions.calls.activate;
    const resumed = await inject('POST', `/api/billing/subscriptions/${id}/resume`);
    expect(resumed.statusCode).toBe(409);
    expect(resumed.json().error).toEqual({
      code: 'already_owned',
      message: COPY.server.checkout.badgeTierOwned(2, 2),
    });
    expect(paypal.subscriptions.calls.activate).toBe(activations);

    // A tier 1 membership of a member who buys tier 3 meanwhile is not upgraded to tier 3.
    const buyer = await createMember(t.db, { name: 'Tier buyer' });
    member = {
      id: buyer.id,
      cookie: await sessionCookieFor(t.db, t.config.sessionSecret, buyer.id),
    };
    const running = await subscribeAndApprove(plans[1], new Date());
    const cart = await inject('PUT', '/api/cart', { items: [{ product: 'badge', tier: 3 }] });
    expect(cart.statusCode, cart.body).toBe(200);
    const order = await inject('POST', '/api/checkout/orders', { tradingViewUsername: 'buyer' });
    expect(order.statusCode, order.body).toBe(201);
    const captured = await inject('POST', `/api/checkout/orders/${order.json().orderId}/capture`);
    expect(captured.statusCode, captured.body).toBe(200);
    const revisions = paypal.subscriptions.calls.revise;
    const upgraded = await inject('POST', `/api/billing/subscriptions/${running.id}/upgrade`, {
      planId: plans[3],
    });
    expect(upgraded.statusCode).toBe(409);
    expect(upgraded.json().error).toEqual({
      code: 'already_owned',
      message: COPY.server.checkout.badgeTierOwned(3, 3),
    });
    expect(paypal.subscriptions.calls.revise).toBe(revisions);
  });

  it('opens no second membership beside one PayPal stopped while its paid period runs', async () => {
    const { providerId } = await subscribeAndApprove(plans[1], new Date());
    // Cancelled at PayPal (not resumable here), read back: it runs to its period's end.
    paypal.subscriptions.setStatus(providerId, 'CANCELLED');
    await reconcileAhead(0);
    const running = await mine();
    expect(running).toMatchObject({ status: 'cancelling' });
    const opened = paypal.subscriptions.calls.createSubscription;

    const again = await inject('POST', '/api/billing/subscriptions', { planId: plans[3] });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({
      code: 'membership_runs',
      message: COPY.server.checkout.membershipStillRuns(new Date(running.accessUntil)),
    });
    expect(paypal.subscriptions.calls.createSubscription).toBe(opened);
  });

  it('mails "resumed" once per cancellation taken back', async () => {
    const { id } = await subscribeAndApprove(plans[2], new Date());
    await inject('POST', `/api/billing/subscriptions/${id}/cancel`);
    const resumed = await inject('POST', `/api/billing/subscriptions/${id}/resume`);
    expect(resumed.statusCode).toBe(200);
    expect(await inject('POST', `/api/billing/subscriptions/${id}/resume`)).toMatchObject({
      statusCode: 200,
    });
    expect(await mails('subscription_resumed')).toBe(1);
    await inject('POST', `/api/billing/subscriptions/${id}/cancel`);
    await inject('POST', `/api/billing/subscriptions/${id}/resume`);
    expect(await mails('subscription_resumed')).toBe(2);
  });
});

describe('a plan repriced by the founder', () => {
  // Last in the file: it reprices Tier 3, which the tests above expect at 39.
  it('still knows its earlier PayPal plan: an upgrade approved after the reprice, and a running subscription, at the price PayPal bills', async () => {
    const running = await createMember(t.db, { name: 'Tier 3 subscriber' });
    const runningCookie = await sessionCookieFor(t.db, t.config.sessionSecret, running.id);
    const asRunning = (method: 'POST', url: string, payload?: object) =>
      send(method, url, runningCookie, payload);
    const onOldTier3 = await subscribeAtFakePayPal(t, paypal, asRunning, plans[3], new Date());
    const { id, providerId } = await subscribeAndApprove(plans[2], new Date(Date.now() - DAY));
    await askUpgradeToTier3(id);
    const repriced = await saleModes({
      tier: 3,
      oneTime: true,
      subscription: { period: 'month', price: 49 },
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    expect(repriced.json().plan).toMatchObject({ id: plans[3], price: 49 });
    // The member approves the revision asked before the reprice: PayPal bills the old plan.
    paypal.subscriptions.approveRevision(providerId);
    const confirmed = await inject('POST', `/api/billing/subscriptions/${id}/confirm`);
    expect(confirmed.json().subscription).toMatchObject({
      tier: 3,
      price: 39,
      upgradeFromNextPayment: { tierHeld: 2 },
    });
    expect(await badge()).toBe(2);
    paypal.subscriptions.charge(providerId, new Date());
    const paid = await inject('POST', `/api/billing/subscriptions/${id}/confirm`);
    expect(paid.json().subscription).toMatchObject({
      tier: 3,
      price: 39,
      upgradeFromNextPayment: null,
    });
    expect(await badge()).toBe(3);
    // The subscription PayPal bills on the old plan keeps its plan and price when read back.
    const readBack = await asRunning('POST', `/api/billing/subscriptions/${onOldTier3.id}/confirm`);
    expect(readBack.json().subscription).toMatchObject({ tier: 3, price: 39, status: 'active' });
    const [row] = await t.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.id, onOldTier3.id));
    expect(row?.planId).toBe(plans[3]);
  });
});
