import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { products, users } from '../../db/schema';
import { createDemoSubscriptions } from '../../plugins/payments/demo-subscriptions';
import { subscriptionPlans, subscriptions } from './schema';
import { createMember, sessionCookieFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createDemoSubscriptionStore } from './demo-subscriptions-repo';

/**
 * Without keys the demo provider runs the same flow (decision 0063): a subscription is active
 * at once, and the development-only control renews it now or fails its next payment; what it
 * did is kept in the database (decision 0069).
 */
const DAY = 86_400_000;
let t: TestApp;
let planId: number;
/** Badge tier memberships by the week: Tier 1 and Tier 3. */
const tierPlans: Record<1 | 3, number> = { 1: 0, 3: 0 };
let cookie: string;
let memberId: string;

beforeAll(async () => {
  t = await createTestApp();
  const [signals] = await t.db.select().from(products).where(eq(products.role, 'premium_signals'));
  const [plan] = await t.db
    .insert(subscriptionPlans)
    .values({ productId: signals!.id, period: 'week', price: 9.99 })
    .returning();
  planId = plan!.id;
  const [badge] = await t.db.select().from(products).where(eq(products.role, 'blue_badge_trader'));
  for (const [tier, price] of [
    [1, 5],
    [3, 25],
  ] as const) {
    const [tierPlan] = await t.db
      .insert(subscriptionPlans)
      .values({ productId: badge!.id, tier, period: 'week', price })
      .returning();
    tierPlans[tier] = tierPlan!.id;
  }
});
afterAll(() => t.close());
beforeEach(async () => {
  const member = await createMember(t.db, { name: 'Demo subscriber' });
  memberId = member.id;
  await t.db.update(users).set({ signalsUntil: new Date() }).where(eq(users.id, member.id));
  cookie = await sessionCookieFor(t.db, t.config.sessionSecret, member.id);
});

let nextIp = 1;
const post = (url: string, payload?: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { cookie },
    remoteAddress: `10.64.0.${nextIp++}`,
    ...(payload && { payload }),
  });

async function subscribed(plan = planId) {
  const created = await post('/api/billing/subscriptions', { planId: plan });
  expect(created.json().approveUrl).toBeNull();
  const id: string = created.json().subscriptionId;
  const confirmed = await post(`/api/billing/subscriptions/${id}/confirm`);
  expect(confirmed.statusCode).toBe(200);
  return { id, subscription: confirmed.json().subscription };
}

describe('demo subscriptions', () => {
  it('is active at once for a week, and renew now adds a period', async () => {
    const { id, subscription } = await subscribed();
    expect(subscription.status).toBe('active');
    const paidUntil = Date.parse(subscription.paidUntil);
    expect(paidUntil - Date.now()).toBeGreaterThan(7 * DAY - 60_000);
    const renewed = await post(`/api/billing/subscriptions/${id}/demo`, { action: 'renew_now' });
    expect(Date.parse(renewed.json().subscription.paidUntil)).toBe(paidUntil + 7 * DAY);
    expect(renewed.json().subscription.payments).toHaveLength(2);
  });

  it('revises an upgrade at once, and gives its tier from the next renewal, at its price', async () => {
    const badgeTier = async () => {
      const [member] = await t.db.select().from(users).where(eq(users.id, memberId));
      return member?.blueBadgeTrader ? member.badgeTier : null;
    };
    const { id, subscription } = await subscribed(tierPlans[1]);
    expect(await badgeTier()).toBe(1);
    const upgraded = await post(`/api/billing/subscriptions/${id}/upgrade`, {
      planId: tierPlans[3],
    });
    expect(upgraded.statusCode, upgraded.body).toBe(200);
    expect(upgraded.json()).toMatchObject({
      approveUrl: null,
      subscription: {
        tier: 3,
        price: 25,
        upgradeFromNextPayment: { tierHeld: 1, nextPaymentAt: subscription.paidUntil },
      },
    });
    expect(await badgeTier()).toBe(1);
    const renewed = await post(`/api/billing/subscriptions/${id}/demo`, { action: 'renew_now' });
    expect(renewed.json().subscription).toMatchObject({ tier: 3, upgradeFromNextPayment: null });
    expect(
      renewed
        .json()
        .subscription.payments.map((p: { amount: number }) => p.amount)
        .sort(),
    ).toEqual([25, 5]);
    expect(await badgeTier()).toBe(3);
  });

  it('fail next payment opens the grace, and renew now settles it', async () => {
    const { id, subscription } = await subscribed();
    const failed = await post(`/api/billing/subscriptions/${id}/demo`, { action: 'fail_next' });
    expect(failed.json().subscription).toMatchObject({ status: 'past_due' });
    expect(Date.parse(failed.json().subscription.graceUntil)).toBe(
      Date.parse(subscription.paidUntil) + 3 * DAY,
    );
    const renewed = await post(`/api/billing/subscriptions/${id}/demo`, { action: 'renew_now' });
    expect(renewed.json().subscription).toMatchObject({ status: 'active', graceUntil: null });
    const [member] = await t.db.select().from(users).where(eq(users.id, memberId));
    expect(member?.signalsUntil.toISOString()).toBe(renewed.json().subscription.accessUntil);
  });

  it('cancels holding the period, resumes it, and renews on schedule again', async () => {
    const { id, subscription } = await subscribed();
    const cancelled = await post(`/api/billing/subscriptions/${id}/cancel`);
    expect(cancelled.json().subscription).toMatchObject({
      status: 'cancelling',
      providerStatus: 'SUSPENDED',
      canResume: true,
      accessUntil: subscription.paidUntil,
    });
    const resumed = await post(`/api/billing/subscriptions/${id}/resume`);
    expect(resumed.json().subscription).toMatchObject({
      status: 'active',
      providerStatus: 'ACTIVE',
      nextRenewalAt: subscription.paidUntil,
    });
    const renewed = await post(`/api/billing/subscriptions/${id}/demo`, { action: 'renew_now' });
    expect(renewed.json().subscription.payments).toHaveLength(2);
  });

  it('keeps what the control, a cancellation and a refund did across a restart', async () => {
    const { id } = await subscribed();
    await post(`/api/billing/subscriptions/${id}/demo`, { action: 'renew_now' });
    await post(`/api/billing/subscriptions/${id}/demo`, { action: 'fail_next' });
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const providerId = row!.providerSubscriptionId;
    const before = createDemoSubscriptions(createDemoSubscriptionStore(t.db));
    const [first] = await before.listSubscriptionPayments(providerId, new Date(0));
    await before.refundPayment(first!.id);
    await before.suspendSubscription(providerId, 'test');
    // A new provider on the same database: the server started again.
    const after = createDemoSubscriptions(createDemoSubscriptionStore(t.db));
    const shown = await after.getSubscription(providerId);
    expect(shown).toMatchObject({ status: 'SUSPENDED', lastFailedAt: expect.any(Date) });
    const payments = await after.listSubscriptionPayments(providerId, new Date(0));
    expect(payments.map((p) => p.returned)).toEqual([true, false]);
    // Memory alone (no store given) knows nothing of it.
    expect((await createDemoSubscriptions().getSubscription(providerId)).status).toBe('ACTIVE');
  });

  it('loses no move made by requests at once', async () => {
    const { id } = await subscribed();
    const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.id, id));
    const providerId = row!.providerSubscriptionId;
    const demo = createDemoSubscriptions(createDemoSubscriptionStore(t.db));
    const [first] = await demo.listSubscriptionPayments(providerId, new Date(0));
    await Promise.all([
      ...Array.from({ length: 5 }, () => demo.control!(providerId, 'renew_now')),
      demo.refundPayment(first!.id),
      demo.suspendSubscription(providerId, 'test'),
    ]);
    const payments = await demo.listSubscriptionPayments(providerId, new Date(0));
    expect(payments).toHaveLength(6);
    expect(payments[0]).toMatchObject({ id: first!.id, returned: true });
    expect((await demo.getSubscription(providerId)).status).toBe('SUSPENDED');
  });

  it('answers another member’s subscription as not found', async () => {
    const { id } = await subscribed();
    const other = await createMember(t.db, { name: 'Other' });
    cookie = await sessionCookieFor(t.db, t.config.sessionSecret, other.id);
    expect(
      (await post(`/api/billing/subscriptions/${id}/demo`, { action: 'renew_now' })).statusCode,
    ).toBe(404);
  });
});
