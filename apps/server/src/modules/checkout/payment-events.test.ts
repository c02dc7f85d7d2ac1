import { COPY, formatPrice } from '@bbt/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { orderRefunds, orders, paymentEvents } from './schema';
import { createPayPalProvider } from '../../plugins/payments/paypal';
import { startFakePayPal, type FakeWebhookEvent } from '../../test/fake-paypal';
import { createMember, sessionCookieFor } from '../../test/factories';
import { createTestApp, updateMemberRow, type TestApp } from '../../test/test-app';
import { createMailOutbox } from '../mail/outbox';
import { checkHeldPayments } from './payment-checks-service';
import { refundPaidOrder } from './refunds-service';

/**
 * No payment left stranded (decision 0039): captures held for review are followed until they
 * settle, a capture for the wrong amount is refunded, and PayPal's notifications (verified
 * through PayPal, applied once per event id) settle, refund, reverse and dispute orders.
 */
const WEBHOOK_ID = 'WH-TEST-LISTENER';
const CLIENT = { clientId: 'fake-client', clientSecret: 'fake-secret', webhookId: WEBHOOK_ID };
const DAY = 86_400_000;
let paypal: Awaited<ReturnType<typeof startFakePayPal>>;
let t: TestApp;
let buyer: string;
let buyerId: string;

const env = () => paypal.appEnv('2000');

beforeAll(async () => {
  paypal = await startFakePayPal(CLIENT);
  t = await createTestApp(env());
});
afterAll(async () => {
  await t.close();
  await paypal.stop();
});
/** Every test buys as a new member who owns nothing and has paid for nothing. */
beforeEach(async () => {
  paypal.setScenario('complete');
  const member = await createMember(t.db, { name: 'Buyer', roles: ['free_member'] });
  buyerId = member.id;
  buyer = await sessionCookieFor(t.db, t.config.sessionSecret, member.id);
});

let nextIp = 1;
const freshIp = () => `10.31.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;
const inject = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie: buyer },
    remoteAddress: freshIp(),
    ...(payload && { payload }),
  });
const me = async () => (await inject('GET', '/api/me')).json().user;
const capture = (orderId: string) => inject('POST', `/api/checkout/orders/${orderId}/capture`);

/** Checks out the cart with PayPal answering as `scenario`; the provider's order id. */
async function checkout(items: object[], scenario: Parameters<typeof paypal.setScenario>[0]) {
  expect((await inject('PUT', '/api/cart', { items })).statusCode).toBe(200);
  const created = await inject('POST', '/api/checkout/orders', {
    tradingViewUsername: 'test_trader',
  });
  expect(created.statusCode).toBe(201);
  const orderId: string = created.json().orderId;
  paypal.setScenario(scenario);
  const answer = await capture(orderId);
  return { orderId, answer };
}
const buy = async (items: object[]) => {
  const { orderId, answer } = await checkout(items, 'complete');
  expect(answer.statusCode).toBe(200);
  return orderId;
};
const hold = async (items: object[]) => {
  const { orderId, answer } = await checkout(items, 'pending');
  expect(answer.json().error.code).toBe('payment_pending');
  return orderId;
};

const orderOf = async (providerOrderId: string) => {
  const [row] = await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  if (!row) throw new Error(`no order ${providerOrderId}`);
  return row;
};
const mailsFor = async (orderId: string, kind: 'order_receipt' | 'order_refund') =>
  t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `${kind}:${orderId}`));
/** The order's refund rows (decision 0059: every refund, wherever it was made, is one). */
const refundRowsOf = (orderId: string) =>
  t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
const eventCount = async () => (await t.db.select().from(paymentEvents)).length;

const deliver = (signed: { payload: string; headers: Record<string, string> }) =>
  t.app.inject({ method: 'POST', url: '/api/paypal/webhooks', ...signed });
const notify = (event: FakeWebhookEvent) => deliver(paypal.signedWebhook(event));

/** The re-check job's deps, as the app builds them, against the same fake PayPal. */
const jobDeps = () => ({
  db: t.db,
  payments: createPayPalProvider({ ...CLIENT, apiBase: paypal.url, timeoutMs: 2000 }),
  outbox: createMailOutbox({ env: 'test', mail: { smtpUrl: undefined } }),
  // What the app's memberChanged does for /api/me: the member's kept row is read again.
  memberChanged: async (userId: string) => t.memberRowChanged(userId),
});
/** Time passes: the held capture's next check is due now. */
const makeCheckDue = (providerOrderId: string) =>
  t.db
    .update(orders)
    .set({ nextPaymentCheckAt: sql`now() - interval '1 second'` })
    .where(eq(orders.providerOrderId, providerOrderId));

describe('PayPal notifications', () => {
  it('refuses a forged, tampered or unsigned notification: 400, nothing stored or changed', async () => {
    const orderId = await hold([{ product: 'badge', tier: 1 }]);
    paypal.settleHeldCapture(orderId, 'COMPLETED');
    const event = paypal.captureEvent('COMPLETED', orderId);
    const before = await eventCount();

    const forged = paypal.signedWebhook(event, { webhookId: 'WH-SOMEONE-ELSE' });
    const tampered = paypal.signedWebhook(event);
    tampered.payload = tampered.payload.replace('(fake PayPal)', '(forged)');
    const unsigned = {
      payload: JSON.stringify(event),
      headers: { 'content-type': 'application/json' },
    };
    for (const attempt of [forged, tampered, unsigned]) {
      const response = await deliver(attempt);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_webhook_signature');
    }
    expect(await deliver({ ...unsigned, payload: '{not json' })).toMatchObject({ statusCode: 400 });

    expect(await eventCount()).toBe(before);
    expect((await orderOf(orderId)).status).toBe('pending');
    expect((await me()).roles.blue_badge_trader).toBe(false);
  });

  it('settles a held capture on PAYMENT.CAPTURE.COMPLETED once; a replay is ignored', async () => {
    const orderId = await hold([{ product: 'badge', tier: 2 }]);
    expect(await orderOf(orderId)).toMatchObject({ captureId: `CAPTURE-${orderId}` });
    paypal.settleHeldCapture(orderId, 'COMPLETED');
    const event = paypal.captureEvent('COMPLETED', orderId);

    const first = await notify(event);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ duplicate: false, outcome: 'fulfilled' });
    const replay = await notify(event);
    expect(replay.json()).toEqual({ duplicate: true, outcome: 'replay_ignored' });

    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'completed', nextPaymentCheckAt: null });
    expect(await mailsFor(order.id, 'order_receipt')).toHaveLength(1);
    expect(await me()).toMatchObject({ badgeTier: 2, roles: { blue_badge_trader: true } });
    const [stored] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.id, event.id));
    expect(stored).toMatchObject({ eventType: 'PAYMENT.CAPTURE.COMPLETED', orderId: order.id });
  });

  it('fails a held capture on PAYMENT.CAPTURE.DENIED and grants nothing', async () => {
    const orderId = await hold([{ product: 'indicator' }]);
    paypal.settleHeldCapture(orderId, 'DECLINED');
    expect((await notify(paypal.captureEvent('DENIED', orderId))).json().outcome).toBe('declined');
    expect(await orderOf(orderId)).toMatchObject({ status: 'failed', nextPaymentCheckAt: null });
    expect((await me()).roles.premium_trader).toBe(false);
  });

  it('keeps a capture PayPal reports PENDING held, with its capture id and a check scheduled', async () => {
    const orderId = await hold([{ product: 'indicator' }]);
    const response = await notify(paypal.captureEvent('PENDING', orderId));
    expect(response.json()).toEqual({ duplicate: false, outcome: 'pending' });
    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'pending', captureId: `CAPTURE-${orderId}` });
    expect(order.nextPaymentCheckAt?.getTime()).toBeGreaterThan(Date.now());
  });

  it('refunds and revokes on PAYMENT.CAPTURE.REFUNDED made at PayPal, with a mail; once', async () => {
    const orderId = await buy([{ product: 'badge', tier: 3 }]);
    expect((await me()).badgeTier).toBe(3);
    const event = paypal.refundEvent('REFUNDED', orderId);
    expect((await notify(event)).json()).toEqual({
      duplicate: false,
      outcome: 'refunded_and_revoked',
    });
    expect((await notify(event)).json().duplicate).toBe(true);

    const order = await orderOf(orderId);
    expect(order).toMatchObject({ status: 'refunded', refundId: `REFUND-CAPTURE-${orderId}` });
    expect(order.refundedAt).toBeInstanceOf(Date);
    expect(await me()).toMatchObject({ badgeTier: null, roles: { blue_badge_trader: false } });
    const [mail] = await mailsFor(order.id, 'order_refund');
    expect(mail?.text).toContain(`REFUND-CAPTURE-${orderId}`);
    expect(mail?.text).toContain('The access this order gave has ended.');

    const listed = (await inject('GET', '/api/orders')).json().orders;
    expect(listed.find((o: { id: string }) => o.id === order.id)).toMatchObject({
      status: 'refunded',
      refundId: `REFUND-CAPTURE-${orderId}`,
      refundedAt: expect.any(String),
    });

    // One refund row, as a console refund writes, and once per PayPal refund id: the same
    // refund told again under another event id records nothing more.
    expect(await refundRowsOf(order.id)).toEqual([
      expect.objectContaining({
        amount: order.amount,
        status: 'completed',
        actorId: null,
        providerRefundId: `REFUND-CAPTURE-${orderId}`,
        completedAt: expect.any(Date),
      }),
    ]);
    expect(order.refundedAmount).toBe(order.amount);
    const again = await notify(paypal.refundEvent('REFUNDED', orderId));
    expect(again.json()).toEqual({ duplicate: false, outcome: 'already_recorded' });
    expect(await refundRowsOf(order.id)).toHaveLength(1);
    expect(await mailsFor(order.id, 'order_refund')).toHaveLength(1);
  });

  it('records a partial refund made at PayPal without taking access back', async () => {
    const orderId = await buy([{ product: 'indicator' }]);
    const response = await notify(paypal.refundEvent('REFUNDED', orderId, '5.00'));
    expect(response.json().outcome).toBe('partial_refund_recorded');
    expect((await orderOf(orderId)).status).toBe('completed');
    expect((await me()).roles.premium_trader).toBe(true);
  });

  it("leaves the console's refund still asked of PayPal when a smaller one is made there meanwhile", async () => {
    const orderId = await buy([{ product: 'indicator' }]);
    const order = await orderOf(orderId);
    paypal.failRefunds('down', 100);
    await refundPaidOrder(t.db, jobDeps().payments, jobDeps().outbox, {
      orderId: order.id,
      reason: 'Refunded by the founder.',
    }).catch(() => undefined);
    paypal.failRefunds('down', 0);
    expect((await orderOf(orderId)).status).toBe('refund_pending');
    const response = await notify(paypal.refundEvent('REFUNDED', orderId, '5.00'));
    expect(response.json().outcome).toBe('partial_refund_while_refunds_pending');
    expect(await refundRowsOf(order.id)).toEqual([
      expect.objectContaining({ amount: order.amount, status: 'pending' }),
    ]);
    expect((await orderOf(orderId)).status).toBe('refund_pending');
  });

  it('revokes on PAYMENT.CAPTURE.REVERSED (a chargeback)', async () => {
    const orderId = await buy([{ product: 'indicator' }]);
    expect((await notify(paypal.refundEvent('REVERSED', orderId))).json().outcome).toBe(
      'refunded_and_revoked',
    );
    const order = await orderOf(orderId);
    expect(order).toMatchObject({
      status: 'refunded',
      failureReason: COPY.server.checkout.reversedByPayPal,
    });
    expect((await me()).roles.premium_trader).toBe(false);
    expect(await refundRowsOf(order.id)).toEqual([
      expect.objectContaining({
        amount: order.amount,
        status: 'completed',
        reason: COPY.server.checkout.reversedByPayPal,
        providerRefundId: `REFUND-CAPTURE-${orderId}`,
      }),
    ]);
  });

  it('marks an open dispute and keeps access; a dispute the buyer wins revokes, one they lose clears', async () => {
    const kept = await buy([{ product: 'indicator' }]);
    expect((await notify(paypal.disputeEvent(kept))).json().outcome).toBe('dispute_opened');
    expect((await orderOf(kept)).disputedAt).toBeInstanceOf(Date);
    expect((await me()).roles.premium_trader).toBe(true);
    const sellerWon = await notify(paypal.disputeEvent(kept, 'RESOLVED_SELLER_FAVOUR'));
    expect(sellerWon.json().outcome).toBe('dispute_closed');
    expect(await orderOf(kept)).toMatchObject({ status: 'completed', disputedAt: null });

    const lost = await buy([{ product: 'badge', tier: 1 }]);
    await notify(paypal.disputeEvent(lost));
    const buyerWon = await notify(paypal.disputeEvent(lost, 'RESOLVED_BUYER_FAVOUR'));
    expect(buyerWon.json().outcome).toBe('refunded_and_revoked');
    const lostOrder = await orderOf(lost);
    expect(lostOrder).toMatchObject({ status: 'refunded', disputedAt: null });
    expect((await me()).roles).toMatchObject({ blue_badge_trader: false, premium_trader: true });
    // A dispute names no refund: the row has none, and PayPal's reversal of it then finds the
    // order refunded.
    expect(await refundRowsOf(lostOrder.id)).toEqual([
      expect.objectContaining({
        amount: lostOrder.amount,
        status: 'completed',
        reason: COPY.server.checkout.disputeLost,
        providerRefundId: null,
      }),
    ]);
    expect((await notify(paypal.refundEvent('REVERSED', lost))).json().outcome).toBe(
      'already_refunded',
    );
    expect(await refundRowsOf(lostOrder.id)).toHaveLength(1);
  });

  it('keeps events it does not act on, and those for orders it does not know', async () => {
    const other = {
      ...paypal.refundEvent('REFUNDED', await buy([{ product: 'indicator' }])),
      event_type: 'CHECKOUT.ORDER.APPROVED',
    };
    expect((await notify(other)).json()).toEqual({ duplicate: false, outcome: 'ignored_type' });
    const stranger = paypal.disputeEvent(await buy([{ product: 'badge', tier: 1 }]));
    const disputed = stranger.resource.disputed_transactions as Array<Record<string, string>>;
    disputed[0] = { seller_transaction_id: 'CAPTURE-NOT-OURS' };
    expect((await notify(stranger)).json().outcome).toBe('unknown_order');
  });

  it('receives notifications PayPal POSTs to the listening server', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const orderId = await hold([{ product: 'indicator' }]);
    paypal.settleHeldCapture(orderId, 'COMPLETED');
    const answer = await paypal.sendWebhook(
      `${address}/api/paypal/webhooks`,
      paypal.captureEvent('COMPLETED', orderId),
    );
    expect(answer).toEqual({ status: 200, body: { duplicate: false, outcome: 'fulfilled' } });
    expect((await me()).roles.premium_trader).toBe(true);
  });
});

describe('captures held for review', () => {
  it('are re-checked until PayPal settles them: completed grants once', async () => {
    const orderId = await hold([{ product: 'indicator' }]);
    await makeCheckDue(orderId);
    expect(await checkHeldPayments(jobDeps())).toEqual(['pending']);
    const afterFirst = await orderOf(orderId);
    expect(afterFirst.paymentChecks).toBe(1);
    // The wait grows: 2 minutes after the first check, 4 after the second.
    const wait = (afterFirst.nextPaymentCheckAt?.getTime() ?? 0) - Date.now();
    expect(Math.round(wait / 60_000)).toBe(2);

    paypal.settleHeldCapture(orderId, 'COMPLETED');
    expect(await checkHeldPayments(jobDeps())).toEqual([]); // not due yet
    await makeCheckDue(orderId);
    expect(await checkHeldPayments(jobDeps())).toEqual(['fulfilled']);
    expect((await orderOf(orderId)).status).toBe('completed');
    expect((await me()).roles.premium_trader).toBe(true);
    await makeCheckDue(orderId);
    expect(await checkHeldPayments(jobDeps())).toEqual([]);
    expect(await mailsFor((await orderOf(orderId)).id, 'order_receipt')).toHaveLength(1);
  });

  it('fail when PayPal denies them, granting nothing', async () => {
    const orderId = await hold([{ product: 'badge', tier: 1 }]);
    paypal.settleHeldCapture(orderId, 'DECLINED');
    await makeCheckDue(orderId);
    expect(await checkHeldPayments(jobDeps())).toEqual(['declined']);
    expect((await orderOf(orderId)).status).toBe('failed');
    expect((await me()).roles.blue_badge_trader).toBe(false);
  });

  it("complete on the buyer's retry once settled, asking PayPal rather than capturing again", async () => {
    const orderId = await hold([{ product: 'indicator' }]);
    const capturesBefore = paypal.capturesExecuted;
    expect((await capture(orderId)).json().error.code).toBe('payment_pending');
    paypal.settleHeldCapture(orderId, 'COMPLETED');
    const retry = await capture(orderId);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().order.status).toBe('completed');
    expect(paypal.capturesExecuted).toBe(capturesBefore);
    expect((await me()).roles.premium_trader).toBe(true);
  });

  it('are checked by a restarted server: the schedule is kept in the database', async () => {
    const orderId = await hold([{ product: 'indicator' }]);
    paypal.settleHeldCapture(orderId, 'COMPLETED');
    await makeCheckDue(orderId);
    const restarted = await createTestApp(env(), { sharedDatabase: t.database });
    try {
      // Its job's first round runs as it starts; wait for the order to settle.
      for (let i = 0; (await orderOf(orderId)).status !== 'completed'; i++) {
        if (i > 200) throw new Error('the restarted server never checked the capture');
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await restarted.close();
    }
    // The grant was written by the other instance: without Redis this one hears nothing and
    // keeps the row it read for the capture for up to MEMBER_ROW_TTL_MS (decision 0028).
    await expect.poll(async () => (await me()).roles.premium_trader).toBe(true);
  });
});

describe('refunds', () => {
  it('refunds a capture for the wrong amount at once, says so, and grants nothing', async () => {
    const { orderId, answer } = await checkout([{ product: 'badge', tier: 2 }], 'mismatch');
    const order = await orderOf(orderId);
    // PayPal took $1 less than the order's amount.
    const refusal = COPY.server.checkout.amountMismatch(
      `${formatPrice(order.amount - 1)} USD`,
      `${formatPrice(order.amount)} USD`,
    );
    expect(answer.statusCode).toBe(422);
    expect(answer.json().error).toEqual({ code: 'amount_mismatch', message: refusal });
    expect(paypal.refunds).toContain(`CAPTURE-${orderId}`);
    expect(order).toMatchObject({
      status: 'refunded',
      captureId: `CAPTURE-${orderId}`,
      refundId: `REFUND-CAPTURE-${orderId}`,
    });
    const [mail] = await mailsFor(order.id, 'order_refund');
    expect(mail?.text).toContain('Nothing from this order was granted');
    expect((await me()).roles.blue_badge_trader).toBe(false);
    // What went back is one refund row of what PayPal took ($1 short), given once: PayPal's
    // own notification of that refund then finds it recorded.
    expect(await refundRowsOf(order.id)).toEqual([
      expect.objectContaining({
        amount: order.amount - 1,
        status: 'completed',
        actorId: null,
        reason: refusal,
        providerRefundId: `REFUND-CAPTURE-${orderId}`,
      }),
    ]);
    expect(paypal.refundRequests.filter((r) => r.captureId === order.captureId)).toEqual([
      expect.objectContaining({ value: (order.amount - 1).toFixed(2) }),
    ]);
    const confirmed = await notify(paypal.refundEvent('REFUNDED', orderId));
    expect(confirmed.json().outcome).toBe('already_recorded');
    expect(await refundRowsOf(order.id)).toHaveLength(1);
  });

  it('from our side revoke the grants: an upgrade falls back to the tier it came from', async () => {
    await buy([{ product: 'badge', tier: 1 }]);
    const upgrade = await buy([{ product: 'badge', tier: 3 }]);
    expect((await me()).badgeTier).toBe(3);
    const order = await orderOf(upgrade);
    const refunded = await refundPaidOrder(t.db, jobDeps().payments, jobDeps().outbox, {
      orderId: order.id,
      reason: 'Refunded by the founder.',
    });
    expect(refunded).toMatchObject({ status: 'refunded', refundId: `REFUND-CAPTURE-${upgrade}` });
    t.memberRowChanged(buyerId); // as the console's refund will, through memberChanged
    expect(await me()).toMatchObject({ badgeTier: 1, roles: { blue_badge_trader: true } });
    expect(await mailsFor(order.id, 'order_refund')).toHaveLength(1);
    // Not a paid order any more: a second refund is refused and does nothing.
    await expect(
      refundPaidOrder(t.db, jobDeps().payments, jobDeps().outbox, {
        orderId: order.id,
        reason: 'again',
      }),
    ).rejects.toMatchObject({ statusCode: 409, code: 'already_refunded' });
    expect(await mailsFor(order.id, 'order_refund')).toHaveLength(1);
  });

  it("take a refunded signals pass's 7 days off the end; access ends when fewer are left", async () => {
    const first = await buy([{ product: 'signals' }]);
    const renewal = await buy([{ product: 'signals' }]);
    const daysLeft = async () => (Date.parse((await me()).signalsUntil) - Date.now()) / DAY;
    expect(await daysLeft()).toBeCloseTo(14, 1);

    await notify(paypal.refundEvent('REFUNDED', renewal));
    expect(await daysLeft()).toBeCloseTo(7, 1);
    expect((await me()).roles.premium_signals).toBe(true);

    // Two days of the first pass are used up: a refund of it ends access now.
    await updateMemberRow(t, buyerId, { signalsUntil: new Date(Date.now() + 5 * DAY) });
    await notify(paypal.refundEvent('REFUNDED', first));
    expect((await me()).roles.premium_signals).toBe(false);
    expect(await daysLeft()).toBeLessThanOrEqual(0);
  });
});
