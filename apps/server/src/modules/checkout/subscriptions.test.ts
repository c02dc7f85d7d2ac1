import { COPY } from '@bbt/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, products, users } from '../../db/schema';
import {
  commissions,
  paymentEvents,
  subscriptionPayments,
  subscriptionPlans,
  subscriptions,
} from './schema';
import { createPayPalProvider } from '../../plugins/payments/paypal';
import { startFakePayPal, type FakeWebhookEvent } from '../../test/fake-paypal';
import { createMember, sessionCookieFor } from '../../test/factories';
import { createTestApp, type TestApp } from '../../test/test-app';
import { createMailOutbox } from '../mail/outbox';
import { reconcileSubscriptions } from './subscription-jobs';
import { setProviderPlan } from './subscriptions-repo';

/**
 * Memberships that renew themselves (decision 0063), against the fake PayPal's Catalog and
 * Subscriptions APIs: access follows the paid period exactly at every step, whatever order
 * PayPal's notifications arrive in, however often, or whether they arrive at all.
 */
const WEBHOOK_ID = 'WH-TEST-LISTENER';
const CLIENT = { clientId: 'fake-client', clientSecret: 'fake-secret', webhookId: WEBHOOK_ID };
const DAY = 86_400_000;
const PRICE = 19.99;
let paypal: Awaited<ReturnType<typeof startFakePayPal>>;
let t: TestApp;
let planId: number;
let member: { id: string; cookie: string };
let inviterId: string;
let founderCookie: string;

beforeAll(async () => {
  paypal = await startFakePayPal(CLIENT);
  t = await createTestApp(paypal.appEnv('2000'));
  const founder = await createMember(t.db, { name: 'Founder', roles: ['founder'] });
  const [signals] = await t.db.select().from(products).where(eq(products.role, 'premium_signals'));
  if (!signals) throw new Error('no signals product seeded');
  founderCookie = await sessionCookieFor(t.db, t.config.sessionSecret, founder.id);
  const set = await t.app.inject({
    method: 'PUT',
    url: '/api/admin/subscription-plans',
    headers: { cookie: founderCookie },
    payload: { productKey: signals.key, period: 'week', price: PRICE },
  });
  expect(set.statusCode).toBe(200);
  planId = set.json().plan.id;
  const [audited] = await t.db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'subscription-plan-set'));
  expect(audited).toMatchObject({
    actorId: founder.id,
    details: { product: signals.key, period: 'week', price: PRICE },
  });
});
/** PayPal answers as itself again, whatever the last test made it refuse or hold. */
afterEach(() => paypal.subscriptions.reset());
afterAll(async () => {
  await t.close();
  await paypal.stop();
});
/** Every test subscribes as a new member, invited by a new inviter. */
beforeEach(async () => {
  const inviter = await createMember(t.db, { name: 'Inviter' });
  inviterId = inviter.id;
  const row = await createMember(t.db, { name: 'Subscriber' });
  // No signals period of their own (the welcome week is over): what they have is subscribed.
  await t.db.update(users).set({ inviterId, signalsUntil: new Date() }).where(eq(users.id, row.id));
  member = { id: row.id, cookie: await sessionCookieFor(t.db, t.config.sessionSecret, row.id) };
});

let nextIp = 1;
const freshIp = () => `10.63.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: member.cookie },
    remoteAddress: freshIp(),
    ...(payload && { payload }),
  });
const notify = (event: FakeWebhookEvent) =>
  t.app.inject({ method: 'POST', url: '/api/paypal/webhooks', ...paypal.signedWebhook(event) });
const ago = (days: number) => new Date(Date.now() - days * DAY);

/** The reconcile job's deps, as the app builds them, with a clock `aheadDays` in the future. */
const jobDeps = (aheadDays = 0) => ({
  db: t.db,
  payments: createPayPalProvider({ ...CLIENT, apiBase: paypal.url, timeoutMs: 2000 }),
  outbox: createMailOutbox({ env: 'test', mail: { smtpUrl: undefined } }),
  settings: { graceDays: 3, billingUrl: 'http://localhost/account/billing' },
  memberChanged: async () => {},
  now: () => new Date(Date.now() + aheadDays * DAY),
});

const billing = async () => {
  const answer = await inject('GET', '/api/billing/subscriptions');
  expect(answer.statusCode).toBe(200);
  const [first] = answer.json().subscriptions;
  return first;
};
const signalsUntil = async () => {
  const [row] = await t.db
    .select({ until: users.signalsUntil, on: users.premiumSignals })
    .from(users)
    .where(eq(users.id, member.id));
  return row?.on ? row.until.toISOString() : null;
};
const mails = async (kind: (typeof mailOutbox.$inferSelect)['kind']) =>
  (
    await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, kind), sql`${mailOutbox.to} like ${`${member.id}@%`}`))
  ).length;
const earned = async () =>
  t.db.select().from(commissions).where(eq(commissions.inviterId, inviterId));

/** Subscribes, approves at PayPal with a first payment at `firstPaidAt`, confirms. */
async function subscribeAndApprove(firstPaidAt: Date) {
  const created = await inject('POST', '/api/billing/subscriptions', { planId });
  expect(created.statusCode).toBe(201);
  const { subscriptionId, providerSubscriptionId } = created.json();
  // The test plays a subscription begun in the past: it was created when first paid.
  await t.db
    .update(subscriptions)
    .set({ createdAt: firstPaidAt })
    .where(eq(subscriptions.id, subscriptionId));
  // Before approval PayPal shows it pending: the confirm is refused and grants nothing.
  const early = await inject('POST', `/api/billing/subscriptions/${subscriptionId}/confirm`);
  expect(early.statusCode).toBe(409);
  expect(early.json().error.code).toBe('subscription_not_active');
  expect(await billing()).toMatchObject({ status: 'pending', accessUntil: null });
  const events = paypal.subscriptions.approve(providerSubscriptionId, firstPaidAt);
  const confirmed = await inject('POST', `/api/billing/subscriptions/${subscriptionId}/confirm`);
  expect(confirmed.statusCode).toBe(200);
  return { subscriptionId, providerId: providerSubscriptionId as string, events };
}
/** The founder saves the weekly signals plan at `price` from the console. */
const savePlan = (price: number) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/subscription-plans',
    headers: { cookie: founderCookie },
    payload: { productKey: 'signals', period: 'week', price },
  });
const periodEnd = (start: Date, periods: number) =>
  new Date(start.getTime() + periods * 7 * DAY).toISOString();

describe('subscriptions', () => {
  it('creates the PayPal product and plan once, with our member id as custom id', async () => {
    const { providerId } = await subscribeAndApprove(new Date());
    const shown = paypal.subscriptions.subscriptions.get(providerId);
    expect(shown?.customId).toBe(member.id);
    const plan = paypal.subscriptions.plans.get(shown?.planId ?? '');
    expect(plan).toMatchObject({ value: '19.99', intervalUnit: 'WEEK' });
    const before = paypal.subscriptions.calls.createPlan;
    const other = await createMember(t.db, { name: 'Second' });
    member = {
      id: other.id,
      cookie: await sessionCookieFor(t.db, t.config.sessionSecret, other.id),
    };
    await subscribeAndApprove(new Date());
    expect(paypal.subscriptions.calls.createPlan).toBe(before);
  });

  it('follows a full cycle: activation and three renewals extend access exactly', async () => {
    const start = ago(21);
    const { providerId, events } = await subscribeAndApprove(start);
    expect((await billing()).paidUntil).toBe(periodEnd(start, 1));
    // The notifications of the activation and its payment change nothing more.
    expect((await notify(events.activated)).json().duplicate).toBe(false);
    expect((await notify(events.sale)).statusCode).toBe(200);
    expect((await billing()).paidUntil).toBe(periodEnd(start, 1));
    // PayPal bills each renewal when the period ends.
    for (const renewal of [1, 2, 3]) {
      await notify(paypal.subscriptions.charge(providerId, new Date(periodEnd(start, renewal))));
      expect((await billing()).paidUntil).toBe(periodEnd(start, renewal + 1));
    }
    const now = await billing();
    expect(now).toMatchObject({ status: 'active', graceUntil: null });
    expect(now.payments).toHaveLength(4);
    expect(now.nextRenewalAt).toBe(now.paidUntil);
    expect(await signalsUntil()).toBe(now.accessUntil);
    expect(await mails('subscription_started')).toBe(1);
    expect(await mails('subscription_receipt')).toBe(3);
    // Commission once per payment, 40% of each.
    const paid = await earned();
    expect(paid).toHaveLength(4);
    expect(paid.every((c) => c.credits === 7.996)).toBe(true);
  });

  it('keeps access through the grace after a failed payment, and recovers with the next', async () => {
    const start = ago(8);
    const { providerId } = await subscribeAndApprove(start);
    await notify(paypal.subscriptions.fail(providerId, new Date(periodEnd(start, 1))));
    const failing = await billing();
    expect(failing).toMatchObject({ status: 'past_due', paidUntil: periodEnd(start, 1) });
    // Three days of grace from the failure, which came when the period ended.
    expect(Date.parse(failing.graceUntil) - Date.parse(failing.paidUntil)).toBe(3 * DAY);
    expect(await signalsUntil()).toBe(failing.graceUntil);
    expect(await mails('subscription_payment_failed')).toBe(1);
    const paidAt = new Date();
    await notify(paypal.subscriptions.charge(providerId, paidAt));
    const recovered = await billing();
    expect(recovered).toMatchObject({ status: 'active', graceUntil: null });
    expect(recovered.paidUntil).toBe(new Date(paidAt.getTime() + 7 * DAY).toISOString());
    expect(await signalsUntil()).toBe(recovered.paidUntil);
  });

  it("gives the grace once: PayPal's retries failing again do not move its end", async () => {
    const start = ago(8);
    const { providerId } = await subscribeAndApprove(start);
    await notify(paypal.subscriptions.fail(providerId, new Date(periodEnd(start, 1))));
    const first = await billing();
    await notify(paypal.subscriptions.fail(providerId, new Date(Date.now() - DAY / 2)));
    const retried = await billing();
    expect(retried).toMatchObject({ status: 'past_due', graceUntil: first.graceUntil });
    expect(await signalsUntil()).toBe(first.graceUntil);
  });

  it('ends access when the grace runs out without a payment', async () => {
    const start = ago(8);
    const { providerId } = await subscribeAndApprove(start);
    await notify(paypal.subscriptions.fail(providerId, new Date(periodEnd(start, 1))));
    const failing = await billing();
    await reconcileSubscriptions(jobDeps(1.9));
    expect((await billing()).status).toBe('past_due');
    expect(await mails('subscription_ended')).toBe(0);
    await reconcileSubscriptions(jobDeps(2));
    const ended = await billing();
    expect(ended).toMatchObject({ status: 'ended', accessUntil: failing.graceUntil });
    expect(await mails('subscription_ended')).toBe(1);
    // Access ends by the clock: the signals period is the grace's end.
    expect(await signalsUntil()).toBe(failing.graceUntil);
    await reconcileSubscriptions(jobDeps(4));
    expect(await mails('subscription_ended')).toBe(1);
  });

  it('cancels at the period end: no more payments, access kept until then', async () => {
    const suspendsBefore = paypal.subscriptions.calls.suspend;
    const start = ago(1);
    const { subscriptionId, providerId } = await subscribeAndApprove(start);
    const cancelled = await inject('POST', `/api/billing/subscriptions/${subscriptionId}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      status: 'cancelling',
      accessUntil: periodEnd(start, 1),
      nextRenewalAt: null,
      canResume: true,
    });
    // Held at PayPal, so it can be resumed until the period ends (decision 0069).
    const shown = () => paypal.subscriptions.subscriptions.get(providerId)?.status;
    expect(shown()).toBe('SUSPENDED');
    expect(await mails('subscription_cancelled')).toBe(1);
    // PayPal's notification of it, and a second click, change nothing.
    await notify(paypal.subscriptions.setStatus(providerId, 'SUSPENDED'));
    await inject('POST', `/api/billing/subscriptions/${subscriptionId}/cancel`);
    expect(paypal.subscriptions.calls.suspend).toBe(suspendsBefore + 1);
    expect(await mails('subscription_cancelled')).toBe(1);
    expect(await signalsUntil()).toBe(periodEnd(start, 1));
    await reconcileSubscriptions(jobDeps(5.9));
    expect(await billing()).toMatchObject({ status: 'cancelling', graceUntil: null });
    expect(shown()).toBe('SUSPENDED');
    // The period over, the job makes the cancellation final at PayPal: nothing to resume.
    await reconcileSubscriptions(jobDeps(6));
    expect(await billing()).toMatchObject({ status: 'ended', canResume: false });
    expect(shown()).toBe('CANCELLED');
    expect(await mails('subscription_ended')).toBe(1);
  });

  it('resumes a cancellation while the period lasts: PayPal activates it and bills again', async () => {
    const start = ago(1);
    const { subscriptionId, providerId } = await subscribeAndApprove(start);
    await inject('POST', `/api/billing/subscriptions/${subscriptionId}/cancel`);
    // A second membership beside the one still running would bill twice once it is resumed.
    const opened = paypal.subscriptions.calls.createSubscription;
    const second = await inject('POST', '/api/billing/subscriptions', { planId });
    expect(second.statusCode).toBe(409);
    expect(second.json().error.code).toBe('resume_instead');
    expect(paypal.subscriptions.calls.createSubscription).toBe(opened);
    const resumed = await inject('POST', `/api/billing/subscriptions/${subscriptionId}/resume`);
    expect(resumed.statusCode).toBe(200);
    expect(resumed.json().subscription).toMatchObject({
      status: 'active',
      providerStatus: 'ACTIVE',
      cancelledAt: null,
      canResume: false,
      nextRenewalAt: periodEnd(start, 1),
    });
    expect(paypal.subscriptions.subscriptions.get(providerId)?.status).toBe('ACTIVE');
    // Asked again, nothing more is asked of PayPal.
    const activations = paypal.subscriptions.calls.activate;
    expect(
      (await inject('POST', `/api/billing/subscriptions/${subscriptionId}/resume`)).statusCode,
    ).toBe(200);
    expect(paypal.subscriptions.calls.activate).toBe(activations);
    // It renews as before, and a second cancellation is confirmed again.
    await notify(paypal.subscriptions.charge(providerId, new Date(periodEnd(start, 1))));
    expect((await billing()).paidUntil).toBe(periodEnd(start, 2));
    await inject('POST', `/api/billing/subscriptions/${subscriptionId}/cancel`);
    expect(await mails('subscription_cancelled')).toBe(2);
    expect((await billing()).status).toBe('cancelling');
  });

  it("refuses to resume what PayPal cancelled or suspended after failures, and another member's", async () => {
    const start = ago(8);
    const { subscriptionId, providerId } = await subscribeAndApprove(start);
    // Failed, and suspended by PayPal after its retries: in the grace, not held for us.
    await notify(paypal.subscriptions.fail(providerId, new Date(periodEnd(start, 1))));
    await notify(paypal.subscriptions.setStatus(providerId, 'SUSPENDED'));
    const refused = await inject('POST', `/api/billing/subscriptions/${subscriptionId}/resume`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('not_resumable');
    // Cancelled while PayPal suspended it: cancelled for good there, so not resumable.
    await inject('POST', `/api/billing/subscriptions/${subscriptionId}/cancel`);
    expect(paypal.subscriptions.subscriptions.get(providerId)?.status).toBe('CANCELLED');
    const after = await inject('POST', `/api/billing/subscriptions/${subscriptionId}/resume`);
    expect(after.statusCode).toBe(409);
    expect(paypal.subscriptions.subscriptions.get(providerId)?.status).toBe('CANCELLED');
    // Another member's, or no such one: not found; a malformed id: a readable 400.
    const other = await createMember(t.db, { name: 'Other' });
    member = {
      id: other.id,
      cookie: await sessionCookieFor(t.db, t.config.sessionSecret, other.id),
    };
    expect(
      (await inject('POST', `/api/billing/subscriptions/${subscriptionId}/resume`)).statusCode,
    ).toBe(404);
    expect((await inject('POST', '/api/billing/subscriptions/not-an-id/resume')).statusCode).toBe(
      400,
    );
  });

  it('keeps a resume PayPal made even when reading it back fails: it renews, and says so', async () => {
    const start = ago(1);
    const { subscriptionId, providerId } = await subscribeAndApprove(start);
    await inject('POST', `/api/billing/subscriptions/${subscriptionId}/cancel`);
    // PayPal activates it, then can't be reached to show it.
    paypal.subscriptions.fault('show', { status: 503, body: { name: 'SERVICE_UNAVAILABLE' } });
    const resumed = await inject('POST', `/api/billing/subscriptions/${subscriptionId}/resume`);
    expect(resumed.statusCode).toBe(200);
    expect(paypal.subscriptions.subscriptions.get(providerId)?.status).toBe('ACTIVE');
    expect(resumed.json().subscription).toMatchObject({
      status: 'active',
      providerStatus: 'ACTIVE',
      cancelledAt: null,
      nextRenewalAt: periodEnd(start, 1),
    });
    paypal.subscriptions.reset();
    await reconcileSubscriptions(jobDeps());
    expect(await billing()).toMatchObject({ status: 'active', cancelledAt: null });
  });

  it('reads a held cancellation PayPal shows active again as renewing, not as ending', async () => {
    const start = ago(1);
    const { subscriptionId, providerId } = await subscribeAndApprove(start);
    await inject('POST', `/api/billing/subscriptions/${subscriptionId}/cancel`);
    // Activated at PayPal behind our back: PayPal bills it when the period ends.
    paypal.subscriptions.setStatus(providerId, 'ACTIVE');
    await reconcileSubscriptions(jobDeps());
    expect(await billing()).toMatchObject({
      status: 'active',
      providerStatus: 'ACTIVE',
      cancelledAt: null,
      nextRenewalAt: periodEnd(start, 1),
    });
    // So it can be cancelled again, and is held at PayPal again.
    const again = await inject('POST', `/api/billing/subscriptions/${subscriptionId}/cancel`);
    expect(again.json().subscription.status).toBe('cancelling');
    expect(paypal.subscriptions.subscriptions.get(providerId)?.status).toBe('SUSPENDED');
  });

  it('cancels once when asked twice at once: held once, mailed once', async () => {
    const start = ago(1);
    const { subscriptionId, providerId } = await subscribeAndApprove(start);
    // Both requests are past PayPal before either writes.
    paypal.subscriptions.gate('suspend', 2);
    const answers = await Promise.all([
      inject('POST', `/api/billing/subscriptions/${subscriptionId}/cancel`),
      inject('POST', `/api/billing/subscriptions/${subscriptionId}/cancel`),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(paypal.subscriptions.subscriptions.get(providerId)?.status).toBe('SUSPENDED');
    expect(await billing()).toMatchObject({ status: 'cancelling', canResume: true });
    expect(await mails('subscription_cancelled')).toBe(1);
  });

  it('cancels one PayPal cancelled already, its notification lost: access to the period end', async () => {
    const start = ago(1);
    const { subscriptionId, providerId } = await subscribeAndApprove(start);
    // Cancelled by the member at PayPal: PayPal refuses to hold it for us.
    paypal.subscriptions.setStatus(providerId, 'CANCELLED');
    const cancelled = await inject('POST', `/api/billing/subscriptions/${subscriptionId}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().subscription).toMatchObject({
      status: 'cancelling',
      providerStatus: 'CANCELLED',
      accessUntil: periodEnd(start, 1),
      nextRenewalAt: null,
      canResume: false,
    });
    expect(cancelled.json().subscription.cancelledAt).not.toBeNull();
    expect(await signalsUntil()).toBe(periodEnd(start, 1));
    expect(await mails('subscription_cancelled')).toBe(1);
    // Asked again, the same answer, nothing more asked of PayPal nor mailed.
    const suspends = paypal.subscriptions.calls.suspend;
    const again = await inject('POST', `/api/billing/subscriptions/${subscriptionId}/cancel`);
    expect(again.statusCode).toBe(200);
    expect(again.json().subscription.status).toBe('cancelling');
    expect(paypal.subscriptions.calls.suspend).toBe(suspends);
    expect(await mails('subscription_cancelled')).toBe(1);
  });

  it('answers a cancel PayPal refuses with a readable 409 when it cannot be read back as ours, changing nothing', async () => {
    const start = ago(1);
    const { subscriptionId, providerId } = await subscribeAndApprove(start);
    paypal.subscriptions.setStatus(providerId, 'EXPIRED');
    // What PayPal then shows can't be taken as ours: it shows it under someone else.
    const shown = paypal.subscriptions.subscriptions.get(providerId);
    if (!shown) throw new Error('no such subscription at the fake PayPal');
    shown.customId = 'someone-else';
    const refused = await inject('POST', `/api/billing/subscriptions/${subscriptionId}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'cancel_refused',
      message: COPY.server.checkout.cancelNotConfirmed,
    });
    expect(await billing()).toMatchObject({
      status: 'active',
      providerStatus: 'ACTIVE',
      cancelledAt: null,
    });
    expect(await mails('subscription_cancelled')).toBe(0);
  });

  it('answers PayPal refusing to activate as not resumable, and changes nothing', async () => {
    const start = ago(1);
    const { subscriptionId, providerId } = await subscribeAndApprove(start);
    await inject('POST', `/api/billing/subscriptions/${subscriptionId}/cancel`);
    // Cancelled at PayPal meanwhile (by the member there), the notification lost.
    paypal.subscriptions.setStatus(providerId, 'CANCELLED');
    const refused = await inject('POST', `/api/billing/subscriptions/${subscriptionId}/resume`);
    expect(refused.statusCode).toBe(409);
    expect(await billing()).toMatchObject({ status: 'cancelling', providerStatus: 'SUSPENDED' });
  });

  it('keeps the grace while PayPal suspends after failures, and ends at expiry without one', async () => {
    const start = ago(8);
    const { providerId } = await subscribeAndApprove(start);
    await notify(paypal.subscriptions.fail(providerId, new Date(periodEnd(start, 1))));
    await notify(paypal.subscriptions.setStatus(providerId, 'SUSPENDED'));
    const suspended = await billing();
    expect(suspended).toMatchObject({ status: 'past_due', providerStatus: 'SUSPENDED' });
    expect(suspended.nextRenewalAt).toBeNull();
    await notify(paypal.subscriptions.setStatus(providerId, 'EXPIRED'));
    const expired = await billing();
    expect(expired).toMatchObject({ status: 'ended', accessUntil: periodEnd(start, 1) });
    expect(await mails('subscription_ended')).toBe(1);
    // Nothing is asked of PayPal about it any more: the job leaves its row as it is.
    const updatedAt = async () =>
      (await t.db.select().from(subscriptions).where(eq(subscriptions.id, expired.id)))[0]
        ?.updatedAt;
    const before = await updatedAt();
    await reconcileSubscriptions(jobDeps());
    expect(await updatedAt()).toEqual(before);
  });

  it('refuses a second while one waits for approval at another price', async () => {
    const created = await inject('POST', '/api/billing/subscriptions', { planId });
    expect(created.statusCode).toBe(201);
    expect((await savePlan(PRICE + 1)).statusCode).toBe(200);
    try {
      const repriced = await inject('POST', '/api/billing/subscriptions', { planId });
      expect(repriced.statusCode).toBe(409);
      expect(repriced.json().error.code).toBe('approval_pending');
      expect(
        await t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id)),
      ).toHaveLength(1);
    } finally {
      expect((await savePlan(PRICE)).statusCode).toBe(200);
    }
  });

  it('refuses a confirm for a subscription PayPal shows not active, whatever the browser says', async () => {
    const created = await inject('POST', '/api/billing/subscriptions', { planId });
    const { subscriptionId, providerSubscriptionId } = created.json();
    // The buyer's approval fell through: PayPal cancelled it before taking any payment.
    paypal.subscriptions.setStatus(providerSubscriptionId, 'CANCELLED');
    const refused = await inject('POST', `/api/billing/subscriptions/${subscriptionId}/confirm`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'subscription_not_active',
      message: expect.stringContaining('nothing was granted'),
    });
    expect(await billing()).toMatchObject({
      status: 'ended',
      providerStatus: 'CANCELLED',
      accessUntil: null,
    });
    expect(await signalsUntil()).toBeNull();
  });

  it('opens one membership at a time: the one waiting for approval is answered again, a second while one renews is refused', async () => {
    const created = await inject('POST', '/api/billing/subscriptions', { planId });
    expect(created.statusCode).toBe(201);
    const opened = paypal.subscriptions.calls.createSubscription;
    // PayPal's window closed, the page reloaded: the same subscription, nothing more at PayPal.
    const waiting = await inject('POST', '/api/billing/subscriptions', { planId });
    expect(waiting.statusCode).toBe(201);
    expect(waiting.json()).toEqual(created.json());
    expect(paypal.subscriptions.calls.createSubscription).toBe(opened);
    const { subscriptionId, providerSubscriptionId } = created.json();
    paypal.subscriptions.approve(providerSubscriptionId, new Date());
    await inject('POST', `/api/billing/subscriptions/${subscriptionId}/confirm`);
    const renewing = await inject('POST', '/api/billing/subscriptions', { planId });
    expect(renewing.statusCode).toBe(409);
    expect(renewing.json().error.code).toBe('already_subscribed');
    expect(
      await t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id)),
    ).toHaveLength(1);
  });

  it('opens one membership when two tabs subscribe at once: both are answered with it', async () => {
    // Both requests are past PayPal before either stores its subscription.
    paypal.subscriptions.gate('createSubscription', 2);
    const answers = await Promise.all([
      inject('POST', '/api/billing/subscriptions', { planId }),
      inject('POST', '/api/billing/subscriptions', { planId }),
    ]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[0]?.json()).toEqual(answers[1]?.json());
    expect(
      await t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id)),
    ).toHaveLength(1);
  });

  it('keeps a PayPal plan only for the price it was made at, and only the first', async () => {
    const [plan] = await t.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, planId));
    const ids = { providerProductId: 'PROD-late', providerPlanId: 'P-late' };
    const keep = (price: number) =>
      t.db.transaction((tx) => setProviderPlan(tx, { id: planId, price }, ids));
    // Repriced while PayPal made the plan: the old price's plan is not kept.
    expect(await keep(plan!.price + 1)).toBe(false);
    if (plan!.providerPlanId) expect(await keep(plan!.price)).toBe(false);
    const [after] = await t.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, planId));
    expect(after?.providerPlanId).toBe(plan!.providerPlanId);
  });

  it("does not take PayPal's refusal to cancel a subscription waiting for approval as a cancel", async () => {
    const created = await inject('POST', '/api/billing/subscriptions', { planId });
    const { providerSubscriptionId } = created.json();
    const { payments } = jobDeps();
    await expect(
      payments.subscriptions.cancelSubscription(providerSubscriptionId, 'test'),
    ).rejects.toThrow(/APPROVAL_PENDING/);
    paypal.subscriptions.approve(providerSubscriptionId, new Date());
    await payments.subscriptions.cancelSubscription(providerSubscriptionId, 'test');
    // Cancelled already: PayPal's refusal of a second cancel is taken as done.
    await payments.subscriptions.cancelSubscription(providerSubscriptionId, 'again');
  });

  it('reads back the least recently tried first, whether PayPal answered or not, and leaves the abandoned', async () => {
    const reconciledAt = async (id: string) =>
      (await t.db.select().from(subscriptions).where(eq(subscriptions.id, id)))[0]?.reconciledAt;
    const opened = await inject('POST', '/api/billing/subscriptions', { planId });
    const { subscriptionId } = opened.json();
    // Never approved and opened two days ago: PayPal's approval link is long dead.
    await t.db
      .update(subscriptions)
      .set({ createdAt: ago(2) })
      .where(eq(subscriptions.id, subscriptionId));
    await reconcileSubscriptions(jobDeps());
    expect(await reconciledAt(subscriptionId)).toBeNull();
    // One PayPal does not know (404): tried, and stamped, so the next round starts elsewhere.
    await t.db
      .update(subscriptions)
      .set({ createdAt: new Date(), providerSubscriptionId: `I-GONE-${subscriptionId}` })
      .where(eq(subscriptions.id, subscriptionId));
    const before = paypal.subscriptions.calls.show;
    await reconcileSubscriptions(jobDeps());
    expect(paypal.subscriptions.calls.show).toBeGreaterThan(before);
    expect(await reconciledAt(subscriptionId)).toBeInstanceOf(Date);
  });

  it('pages through every live subscription, bounded per round, least recently read first', async () => {
    for (let i = 0; i < 3; i++) {
      const other = await createMember(t.db, { name: `Paged ${i}` });
      member = {
        id: other.id,
        cookie: await sessionCookieFor(t.db, t.config.sessionSecret, other.id),
      };
      await subscribeAndApprove(new Date());
    }
    const stamps = async () =>
      (
        await t.db
          .select({ at: subscriptions.reconciledAt })
          .from(subscriptions)
          .where(inArray(subscriptions.providerStatus, ['ACTIVE', 'SUSPENDED', 'APPROVED']))
      ).map((row) => row.at);
    // Earlier tests ran the job with clocks days ahead: as if never read, for this one's clock.
    await t.db.update(subscriptions).set({ reconciledAt: null });
    // A round bounded to three reads, in pages of two, reads three: the rest wait.
    const bounded = await reconcileSubscriptions(jobDeps(), { pageSize: 2, readsPerRound: 3 });
    expect(bounded).toHaveLength(3);
    const live = await stamps();
    expect(live.length).toBeGreaterThan(4);
    expect(live.filter((at) => at !== null).length).toBeLessThanOrEqual(3);
    // The next round starts with those never read; unbounded, pages of two read every one.
    const since = new Date();
    await reconcileSubscriptions(jobDeps(), { pageSize: 2, readsPerRound: 10_000 });
    expect((await stamps()).every((at) => at !== null && at >= since)).toBe(true);
  });

  it('ends every access that ran out in one round, past the first page', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 3; i++) {
      const other = await createMember(t.db, { name: `Ran out ${i}` });
      member = {
        id: other.id,
        cookie: await sessionCookieFor(t.db, t.config.sessionSecret, other.id),
      };
      const { subscriptionId } = await subscribeAndApprove(ago(1));
      await inject('POST', `/api/billing/subscriptions/${subscriptionId}/cancel`);
      ids.push(subscriptionId);
    }
    // Nothing read back from PayPal this round: only the run-out pass, a page of one at a time.
    await reconcileSubscriptions(jobDeps(6.5), { pageSize: 1, readsPerRound: 0 });
    const rows = await t.db.select().from(subscriptions).where(inArray(subscriptions.id, ids));
    expect(rows.map((row) => row.status)).toEqual(['ended', 'ended', 'ended']);
  });

  it('refuses a notification without a valid signature, and stores nothing', async () => {
    const { providerId } = await subscribeAndApprove(ago(1));
    const event = paypal.subscriptions.charge(providerId, new Date());
    const tampered = paypal.signedWebhook(event);
    tampered.payload = tampered.payload.replace('"19.99"', '"1999.00"');
    const answer = await t.app.inject({ method: 'POST', url: '/api/paypal/webhooks', ...tampered });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().error.code).toBe('invalid_webhook_signature');
    const [stored] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(stored).toBeUndefined();
    expect((await billing()).payments).toHaveLength(1);
  });

  it('applies a replayed notification once', async () => {
    const start = ago(1);
    const { providerId } = await subscribeAndApprove(start);
    const renewal = paypal.subscriptions.charge(providerId, new Date());
    expect((await notify(renewal)).json()).toEqual({
      duplicate: false,
      outcome: 'subscription_active',
    });
    expect((await notify(renewal)).json()).toEqual({ duplicate: true, outcome: 'replay_ignored' });
    expect((await billing()).paidUntil).toBe(periodEnd(start, 2));
    expect(await earned()).toHaveLength(2);
    const [stored] = await t.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.id, renewal.id));
    expect(stored?.subscriptionId).toBe((await billing()).id);
  });

  it('recovers a lost notification with the reconcile job, once', async () => {
    const start = ago(7);
    const { providerId } = await subscribeAndApprove(start);
    const lost = paypal.subscriptions.charge(providerId, new Date(periodEnd(start, 1)));
    await reconcileSubscriptions(jobDeps());
    expect((await billing()).paidUntil).toBe(periodEnd(start, 2));
    expect(await mails('subscription_receipt')).toBe(1);
    // The notification arriving late, and the job again, add nothing.
    await notify(lost);
    await reconcileSubscriptions(jobDeps());
    expect((await billing()).paidUntil).toBe(periodEnd(start, 2));
    expect(await earned()).toHaveLength(2);
    expect(await mails('subscription_receipt')).toBe(1);
  });

  it('keeps the period of a payment refunded only in part', async () => {
    const start = ago(1);
    const { providerId } = await subscribeAndApprove(start);
    const renewal = paypal.subscriptions.charge(providerId, new Date());
    await notify(renewal);
    const paid = await billing();
    const partly = await notify(
      paypal.subscriptions.giveBack(providerId, String(renewal.resource.id), 'REFUNDED', '1.00'),
    );
    expect(partly.json().outcome).toBe('partial_refund_period_kept');
    const after = await billing();
    expect(after.paidUntil).toBe(paid.paidUntil);
    expect(after.payments.filter((p: { returned: boolean }) => p.returned)).toHaveLength(0);
  });

  it('takes back the period of a refunded payment', async () => {
    const start = ago(1);
    const { providerId } = await subscribeAndApprove(start);
    const renewal = paypal.subscriptions.charge(providerId, new Date());
    await notify(renewal);
    await notify(
      paypal.subscriptions.giveBack(providerId, String(renewal.resource.id), 'REFUNDED'),
    );
    const after = await billing();
    expect(after.paidUntil).toBe(periodEnd(start, 1));
    expect(after.payments.filter((p: { returned: boolean }) => p.returned)).toHaveLength(1);
    expect(await signalsUntil()).toBe(periodEnd(start, 1));
  });

  it('refunds a renewal from the console, founder only: PayPal gives it back, its period is taken off, audited', async () => {
    const start = ago(1);
    const { subscriptionId, providerId } = await subscribeAndApprove(start);
    const renewal = paypal.subscriptions.charge(providerId, new Date());
    await notify(renewal);
    const saleId = String(renewal.resource.id);
    expect((await billing()).paidUntil).toBe(periodEnd(start, 2));
    const admin = await createMember(t.db, { name: 'Admin', roles: ['admin'] });
    const adminCookie = await sessionCookieFor(t.db, t.config.sessionSecret, admin.id);
    const refund = (cookie: string, payload: object, id = subscriptionId) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/subscriptions/${id}/refund`,
        headers: { cookie },
        payload,
      });
    // An admin is refused; bad input is a readable 400; nothing reached PayPal.
    const before = paypal.subscriptions.calls.refundSale;
    expect((await refund(adminCookie, { paymentId: saleId, reason: 'x' })).statusCode).toBe(403);
    const noReason = await refund(founderCookie, { paymentId: saleId, reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toMatch(/Say why/);
    expect(
      (await refund(founderCookie, { paymentId: saleId, reason: 'x', amount: 1 })).statusCode,
    ).toBe(400);
    expect((await refund(founderCookie, { paymentId: 'NO-SUCH', reason: 'x' })).statusCode).toBe(
      404,
    );
    expect(paypal.subscriptions.calls.refundSale).toBe(before);

    const done = await refund(founderCookie, { paymentId: saleId, reason: 'Charged by mistake' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ status: 'active', accessUntil: periodEnd(start, 1) });
    const sale = paypal.subscriptions.subscriptions
      .get(providerId)
      ?.transactions.find((x) => x.id === saleId);
    expect(sale?.status).toBe('REFUNDED');
    expect(await signalsUntil()).toBe(periodEnd(start, 1));
    const [audited] = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'refund-subscription-payment'))
      .orderBy(sql`${auditLog.createdAt} desc`)
      .limit(1);
    expect(audited).toMatchObject({
      actorId: expect.any(String),
      targetId: member.id,
      details: { subscriptionId, paymentId: saleId, amount: PRICE, reason: 'Charged by mistake' },
    });
    // Asked again: refused, PayPal not asked; PayPal's own notification of it changes nothing.
    const again = await refund(founderCookie, { paymentId: saleId, reason: 'again' });
    expect(again.statusCode).toBe(409);
    expect(paypal.subscriptions.calls.refundSale).toBe(before + 1);
    await notify(paypal.subscriptions.giveBack(providerId, saleId, 'REFUNDED'));
    expect((await billing()).paidUntil).toBe(periodEnd(start, 1));
    // The console lists the payment as given back.
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/admin/subscriptions/${subscriptionId}/events`,
      headers: { cookie: founderCookie },
    });
    expect(history.json().payments).toContainEqual(
      expect.objectContaining({ id: saleId, returned: true }),
    );
  });

  it('refunds once when the founder clicks twice: one audit, the later answer 409', async () => {
    const start = ago(1);
    const { subscriptionId, providerId } = await subscribeAndApprove(start);
    const renewal = paypal.subscriptions.charge(providerId, new Date());
    await notify(renewal);
    const saleId = String(renewal.resource.id);
    const refund = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/subscriptions/${subscriptionId}/refund`,
        headers: { cookie: founderCookie },
        payload: { paymentId: saleId, reason: 'Clicked twice' },
      });
    // The first click's refund is made at PayPal, its answer held: the second click finds the
    // payment not yet given back, PayPal answers it with the same refund (its request id), and
    // it is recorded first. Only the claim under the lock can then refuse the first.
    const refunds = paypal.subscriptions.calls.refundSale;
    const held = paypal.subscriptions.holdAnswer('refundSale');
    const first = refund();
    await held.carriedOut;
    const second = await refund();
    expect(second.statusCode, second.body).toBe(200);
    held.release();
    const late = await first;
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('already_refunded');
    expect(paypal.subscriptions.calls.refundSale).toBe(refunds + 1);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'refund-subscription-payment'),
          sql`${auditLog.details}->>'paymentId' = ${saleId}`,
        ),
      );
    expect(audited).toHaveLength(1);
    expect((await billing()).paidUntil).toBe(periodEnd(start, 1));
  });

  it("audits the founder's refund when PayPal's notification of it arrived first", async () => {
    const start = ago(1);
    const { subscriptionId, providerId } = await subscribeAndApprove(start);
    const renewal = paypal.subscriptions.charge(providerId, new Date());
    await notify(renewal);
    const saleId = String(renewal.resource.id);
    const held = paypal.subscriptions.holdAnswer('refundSale');
    const refunding = t.app.inject({
      method: 'POST',
      url: `/api/admin/subscriptions/${subscriptionId}/refund`,
      headers: { cookie: founderCookie },
      payload: { paymentId: saleId, reason: 'Refunded while PayPal was quick' },
    });
    await held.carriedOut;
    await notify(paypal.subscriptions.giveBack(providerId, saleId, 'REFUNDED'));
    held.release();
    const refunded = await refunding;
    expect(refunded.statusCode, refunded.body).toBe(200);
    const audited = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'refund-subscription-payment'),
          sql`${auditLog.details}->>'paymentId' = ${saleId}`,
        ),
      );
    expect(audited).toHaveLength(1);
    expect((await billing()).paidUntil).toBe(periodEnd(start, 1));
  });

  it("shows the console MRR, the grace's failed payments and a subscription's events", async () => {
    const console = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/subscriptions',
          headers: { cookie: founderCookie },
        })
      ).json();
    const before = await console();
    const start = ago(8);
    const { providerId, events } = await subscribeAndApprove(start);
    await notify(events.activated);
    await notify(paypal.subscriptions.fail(providerId, new Date(periodEnd(start, 1))));
    const after = await console();
    // A weekly 19.99 is 86.62 a month; it is in its grace, and still billed.
    expect(Math.round((after.mrr - before.mrr) * 100) / 100).toBe(86.62);
    expect(after.pastDue - before.pastDue).toBe(1);
    const id = (await billing()).id;
    expect(after.subscriptions.find((s: { id: string }) => s.id === id)).toMatchObject({
      status: 'past_due',
      member: { id: member.id },
    });
    const history = await t.app.inject({
      method: 'GET',
      url: `/api/admin/subscriptions/${id}/events`,
      headers: { cookie: founderCookie },
    });
    expect(history.json().events.map((e: { eventType: string }) => e.eventType)).toEqual([
      'BILLING.SUBSCRIPTION.ACTIVATED',
      'BILLING.SUBSCRIPTION.PAYMENT.FAILED',
    ]);
  });

  it('makes the PayPal plan when the founder saves a price, once per price', async () => {
    const made = paypal.subscriptions.calls.createPlan;
    const repriced = await savePlan(24.99);
    expect(repriced.statusCode).toBe(200);
    const { providerPlanId } = repriced.json();
    expect(paypal.subscriptions.plans.get(providerPlanId)).toMatchObject({
      value: '24.99',
      intervalUnit: 'WEEK',
    });
    expect(paypal.subscriptions.calls.createPlan).toBe(made + 1);
    // Saved again at the same price: PayPal answers with the same plan, none is made.
    expect((await savePlan(24.99)).json().providerPlanId).toBe(providerPlanId);
    expect(paypal.subscriptions.calls.createPlan).toBe(made + 1);
    // Back to the price the other tests sell at.
    expect((await savePlan(PRICE)).statusCode).toBe(200);
  });

  it('answers PayPal refusing a saved plan with its reason; PayPal out of reach keeps it for later', async () => {
    paypal.subscriptions.fault('createPlan', {
      status: 422,
      body: {
        name: 'UNPROCESSABLE_ENTITY',
        details: [{ issue: 'CURRENCY_NOT_SUPPORTED', description: 'Currency is not supported.' }],
      },
    });
    const refused = await savePlan(29.99);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'plan_refused_by_paypal' });
    expect(refused.json().error.message).toMatch(/saved.*PayPal refused.*CURRENCY_NOT_SUPPORTED/);
    const [saved] = await t.db
      .select()
      .from(subscriptionPlans)
      .where(eq(subscriptionPlans.id, planId));
    expect(saved).toMatchObject({ price: 29.99, providerPlanId: null });
    // A member subscribing meanwhile is refused readably, and nothing is opened at PayPal.
    const subscribing = await inject('POST', '/api/billing/subscriptions', { planId });
    expect(subscribing.statusCode).toBe(409);
    paypal.subscriptions.fault('createPlan', {
      status: 503,
      body: { name: 'SERVICE_UNAVAILABLE' },
    });
    const unreachable = await savePlan(29.98);
    expect(unreachable.statusCode).toBe(200);
    expect(unreachable.json().providerPlanId).toBeNull();
    paypal.subscriptions.reset();
    expect((await savePlan(PRICE)).statusCode).toBe(200);
  });

  it('takes no period, price or status from the browser', async () => {
    for (const extra of [{ price: 1 }, { period: 'month' }, { status: 'active' }]) {
      const answer = await inject('POST', '/api/billing/subscriptions', { planId, ...extra });
      expect(answer.statusCode).toBe(400);
    }
    expect(
      await t.db.select().from(subscriptions).where(eq(subscriptions.userId, member.id)),
    ).toEqual([]);
    const payments = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(subscriptionPayments);
    expect(payments[0]?.n).toBeGreaterThanOrEqual(0);
  });
});
