import { REFUND_REASON_MAX } from '@bbt/domain';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, orderRefunds, orders } from '../../db/schema';
import { createPaymentProvider } from '../../plugins/payments';
import { startFakePayPal, type FakeWebhookEvent } from '../../test/fake-paypal';
import { createMember, sessionCookieFor } from '../../test/factories';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { settleAbandonedOrders } from '../checkout/service';
import { createMailOutbox } from '../mail/outbox';
import { expectError, freshIp } from './test-support';

/**
 * Refunds from the console (decision 0048) against the fake PayPal: the founder refunds a paid
 * order, the buyer loses what it granted and is mailed, the refund is audited; everything else
 * is refused with a readable answer and changes nothing. Who may call it: permissions.test.ts.
 */
const CLIENT = { clientId: 'fake-client', clientSecret: 'fake-secret', webhookId: 'WH-REFUNDS' };
const DAY = 86_400_000;
let paypal: Awaited<ReturnType<typeof startFakePayPal>>;
let t: TestApp;
let founder: string;
let buyer: string;
let buyerId: string;

beforeAll(async () => {
  paypal = await startFakePayPal(CLIENT);
  t = await createTestApp({
    ...paypal.appEnv('2000'),
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  founder = await signInAs(t.app, 'founder');
});
afterAll(async () => {
  await t.close();
  await paypal.stop();
});
beforeEach(async () => {
  paypal.setScenario('complete');
  const member = await createMember(t.db, { name: 'Refund Buyer', roles: ['free_member'] });
  buyerId = member.id;
  buyer = await sessionCookieFor(t.db, t.config.sessionSecret, member.id);
});

const inject = (cookie: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    remoteAddress: freshIp(),
    ...(payload && { payload }),
  });
const me = async () => (await inject(buyer, 'GET', '/api/me')).json().user;

/** The buyer checks out the cart and PayPal takes the money; our order's id. */
/** The indicator is an invite-only script: checkout asks who to invite (decision 0045). */
const CHECKOUT = { tradingViewUsername: 'test_trader' };

async function buy(items: object[]): Promise<string> {
  expect((await inject(buyer, 'PUT', '/api/cart', { items })).statusCode).toBe(200);
  const created = await inject(buyer, 'POST', '/api/checkout/orders', CHECKOUT);
  expect(created.statusCode).toBe(201);
  const providerOrderId: string = created.json().orderId;
  const captured = await inject(buyer, 'POST', `/api/checkout/orders/${providerOrderId}/capture`);
  expect(captured.statusCode, captured.body).toBe(200);
  const [row] = await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId));
  return row!.id;
}
const refund = (orderId: string, payload: object = { reason: 'Asked for it back' }) =>
  inject(founder, 'POST', `/api/admin/orders/${encodeURIComponent(orderId)}/refund`, payload);
const orderRow = async (id: string) =>
  (await t.db.select().from(orders).where(eq(orders.id, id)))[0]!;
/** The refund mails of an order: one per partial refund, then the full refund's. */
const refundMails = (orderId: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(like(mailOutbox.dedupeKey, `order_refund:${orderId}%`))
    .orderBy(mailOutbox.id);
const refundRows = (orderId: string) =>
  t.db.select().from(orderRefunds).where(eq(orderRefunds.orderId, orderId));
const auditOf = (targetId: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'refund-order'), eq(auditLog.targetId, targetId)));
/** The minute sweep, run now: unpaid orders expire, refunds PayPal missed are asked again. */
const sweep = () =>
  settleAbandonedOrders(t.db, createPaymentProvider(t.config), createMailOutbox(t.config));

describe('refunding an order from the console', () => {
  it('refunds in full at PayPal, takes back the grant, mails the buyer and audits who and why', async () => {
    const orderId = await buy([{ product: 'badge', tier: 2 }]);
    expect((await me()).roles.blue_badge_trader).toBe(true);

    const response = await refund(orderId, { reason: '  Bought the wrong tier  ' });
    expect(response.statusCode, response.body).toBe(200);
    const { order } = response.json();
    const captureId = (await orderRow(orderId)).captureId!;
    expect(order).toMatchObject({
      id: orderId,
      status: 'refunded',
      refundId: `REFUND-${captureId}`,
      refundedAt: expect.any(String),
      failureReason: 'Bought the wrong tier',
    });
    expect(paypal.refunds).toContain(captureId);
    expect((await me()).roles.blue_badge_trader).toBe(false);

    const [mail] = await refundMails(orderId);
    expect(mail).toMatchObject({ to: expect.stringContaining('@') });
    expect(mail!.text).toContain('Bought the wrong tier');

    const audit = await auditOf(buyerId);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: 'demo-founder',
      details: {
        orderId,
        refund: order.refunds[0].id,
        amount: order.amount,
        currency: 'USD',
        partial: false,
        reason: 'Bought the wrong tier',
      },
    });
    expect(order.refunds).toEqual([
      expect.objectContaining({
        amount: order.amount,
        status: 'completed',
        providerRefundId: `REFUND-${captureId}`,
        reason: 'Bought the wrong tier',
        actor: { id: 'demo-founder', name: expect.any(String) },
      }),
    ]);

    // The list says so, and the member's page lists the refund in their history.
    const listed = await inject(founder, 'GET', '/api/admin/orders?status=refunded&limit=100');
    expect(listed.json().orders.map((o: { id: string }) => o.id)).toContain(orderId);
    const member = (await inject(founder, 'GET', `/api/admin/members/${buyerId}`)).json().member;
    expect(member.history[0]).toMatchObject({
      action: 'refund-order',
      details: { orderId, reason: 'Bought the wrong tier' },
    });
  });

  it("takes a refunded signals pass's days off the end: access ends when fewer are left", async () => {
    const orderId = await buy([{ product: 'signals' }]);
    expect(Date.parse((await me()).signalsUntil) - Date.now()).toBeGreaterThan(6 * DAY);
    expect((await refund(orderId)).statusCode).toBe(200);
    expect(Date.parse((await me()).signalsUntil)).toBeLessThanOrEqual(Date.now());
  });

  it('refuses a second refund, an unpaid order and an unknown order, and changes nothing', async () => {
    const orderId = await buy([{ product: 'indicator' }]);
    expect((await refund(orderId)).statusCode).toBe(200);
    const again = await refund(orderId);
    expectError(again, 409);
    expect(again.json().error).toEqual({
      code: 'already_refunded',
      message: 'This order is already refunded.',
    });
    expect(await refundMails(orderId)).toHaveLength(1);
    const { captureId } = await orderRow(orderId);
    expect(paypal.refunds.filter((id) => id === captureId)).toHaveLength(1);

    expect(
      (await inject(buyer, 'PUT', '/api/cart', { items: [{ product: 'indicator' }] })).statusCode,
    ).toBe(200);
    const unpaid = (await inject(buyer, 'POST', '/api/checkout/orders', CHECKOUT)).json().orderId;
    const [created] = await t.db.select().from(orders).where(eq(orders.providerOrderId, unpaid));
    const notPaid = await refund(created!.id);
    expectError(notPaid, 409);
    expect(notPaid.json().error.code).toBe('not_paid');
    expect(notPaid.json().error.message).toMatch(/Only a paid order can be refunded/);
    expect((await orderRow(created!.id)).status).toBe('created');

    expectError(await refund('no-such-order'), 404);
  });

  it('refuses a missing, empty or too long reason and unknown fields: 400, the order stays paid', async () => {
    const orderId = await buy([{ product: 'indicator' }]);
    for (const payload of [
      {},
      { reason: '' },
      { reason: '   ' },
      { reason: 'x'.repeat(REFUND_REASON_MAX + 1) },
      { reason: 42 },
      { reason: 'Fine', amount: 0 },
      { reason: 'Fine', amount: -5 },
      { reason: 'Fine', amount: 10.001 },
      { reason: 'Fine', amount: '10' },
      { reason: 'Fine', refund: 10 },
    ]) {
      expectError(await refund(orderId, payload), 400);
    }
    expect((await orderRow(orderId)).status).toBe('completed');
    expect((await me()).roles.premium_trader).toBe(true);
    expect(await refundMails(orderId)).toHaveLength(0);
    expect(await refundRows(orderId)).toHaveLength(0);
    // The longest reason allowed is taken.
    expect((await refund(orderId, { reason: 'y'.repeat(REFUND_REASON_MAX) })).statusCode).toBe(200);
  });
});

describe('refunding part of an order (decision 0058)', () => {
  it('refunds part, keeping access, then the rest, revoking it: each at PayPal, mailed and audited', async () => {
    const orderId = await buy([{ product: 'indicator' }]);
    const first = await refund(orderId, { reason: 'Late delivery', amount: 10 });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().order).toMatchObject({
      status: 'completed',
      amount: 34.99,
      refundedAmount: 10,
      refundable: 24.99,
      refundId: null,
      refunds: [{ amount: 10, status: 'completed', reason: 'Late delivery' }],
    });
    expect((await me()).roles.premium_trader).toBe(true);
    expect(paypal.refundedCentsOf((await orderRow(orderId)).providerOrderId)).toBe(1000);
    const [partialMail] = await refundMails(orderId);
    expect(partialMail!.subject).toMatch(/^Part of your Blue Badge order/);
    expect(partialMail!.text).toContain('We refunded $10.00 of the $34.99 you paid');
    expect(partialMail!.text).toContain('You keep what this order gave you.');
    // Partly refunded, it still counts as paid: the list finds it among paid orders.
    const paid = await inject(founder, 'GET', '/api/admin/orders?status=completed&limit=100');
    expect(paid.json().orders).toContainEqual(
      expect.objectContaining({ id: orderId, refundedAmount: 10 }),
    );

    const rest = await refund(orderId, { reason: 'Cancelled after all' });
    expect(rest.statusCode, rest.body).toBe(200);
    const { order } = rest.json();
    expect(order).toMatchObject({ status: 'refunded', refundedAmount: 34.99, refundable: 0 });
    expect(order.refunds.map((r: { amount: number }) => r.amount)).toEqual([10, 24.99]);
    expect((await me()).roles.premium_trader).toBe(false);
    expect(paypal.refundedCentsOf((await orderRow(orderId)).providerOrderId)).toBe(3499);
    const sent = paypal.refundRequests.filter((r) => r.captureId === order.captureId);
    expect(sent.map((r) => r.value)).toEqual(['10.00', '24.99']);

    const mails = await refundMails(orderId);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toMatch(/^Your Blue Badge order \w+ was refunded$/);
    expect(mails[1]!.text).toContain(
      'We refunded the last $24.99 of the $34.99 you paid for Blue Badge Trend Indicator: all of it is now refunded.',
    );
    expect(mails[1]!.text).toContain('The access this order gave has ended.');
    const audit = await auditOf(buyerId);
    expect(audit.map((a) => a.details)).toEqual([
      expect.objectContaining({ orderId, amount: 10, partial: true, reason: 'Late delivery' }),
      expect.objectContaining({ orderId, amount: 24.99, partial: false }),
    ]);
    // Nothing is left to refund.
    expectError(await refund(orderId, { reason: 'Once more', amount: 1 }), 409);
  });

  it('refuses more than remains with a readable 409, and writes nothing', async () => {
    const orderId = await buy([{ product: 'indicator' }]);
    const tooMuch = await refund(orderId, { reason: 'Too much', amount: 35 });
    expectError(tooMuch, 409);
    expect(tooMuch.json().error).toEqual({
      code: 'refund_exceeds_remaining',
      message: 'At most $34.99 of this order can still be refunded.',
    });
    expect((await refund(orderId, { reason: 'Part', amount: 30 })).statusCode).toBe(200);
    const over = await refund(orderId, { reason: 'Over', amount: 5 });
    expectError(over, 409);
    expect(over.json().error.message).toBe('At most $4.99 of this order can still be refunded.');

    expect(await refundRows(orderId)).toHaveLength(1);
    expect(await refundMails(orderId)).toHaveLength(1);
    expect(await auditOf(buyerId)).toHaveLength(1);
    expect(await orderRow(orderId)).toMatchObject({ status: 'completed', refundedAmount: 30 });
    expect((await me()).roles.premium_trader).toBe(true);
  });

  it('lets refunds sent at once give back no more than was paid: the order is locked', async () => {
    const orderId = await buy([{ product: 'indicator' }]);
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, i) => refund(orderId, { reason: `At once ${i}`, amount: 10 })),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409))
      expect(refused.json().error.code).toBe('refund_exceeds_remaining');
    const row = await orderRow(orderId);
    expect(row).toMatchObject({ status: 'completed', refundedAmount: 30 });
    expect(paypal.refundedCentsOf(row.providerOrderId)).toBe(3000);
    expect(await refundRows(orderId)).toHaveLength(3);
  });

  it('keeps a refund PayPal could not be asked for pending; the sweep asks again under the same key', async () => {
    const orderId = await buy([{ product: 'indicator' }]);
    const { providerOrderId } = await orderRow(orderId);
    // Our client tries twice per call: both fail.
    paypal.failRefunds('down', 2);
    const answered = await refund(orderId, { reason: 'PayPal was down', amount: 10 });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json().order).toMatchObject({
      status: 'completed',
      refundedAmount: 10,
      refunds: [{ status: 'pending', providerRefundId: null }],
    });
    expect(paypal.refundedCentsOf(providerOrderId)).toBe(0);
    expect(await refundMails(orderId)).toHaveLength(0);
    // What is pending counts against what remains.
    expectError(await refund(orderId, { reason: 'Too much', amount: 30 }), 409);

    // PayPal refunds this time, but its answers (our retry's too) are lost: asking again must
    // not refund twice.
    paypal.failRefunds('drop', 2);
    await sweep();
    const [pending] = await refundRows(orderId);
    expect(pending!.status).toBe('pending');
    await sweep();
    const [given] = await refundRows(orderId);
    expect(given).toMatchObject({ status: 'completed', providerRefundId: expect.any(String) });
    expect(paypal.refundedCentsOf(providerOrderId)).toBe(1000);
    const keys = paypal.refundRequests
      .filter((r) => r.captureId === `CAPTURE-${providerOrderId}`)
      .map((r) => r.requestId);
    expect(keys.length).toBeGreaterThanOrEqual(4);
    expect(new Set(keys)).toEqual(new Set([`refund-${given!.id}`]));
    expect(await refundMails(orderId)).toHaveLength(1);
    // Given once, a later sweep leaves it be.
    await sweep();
    expect(await refundMails(orderId)).toHaveLength(1);
  });

  it('takes the grants back at once on a full refund PayPal is not reached for, and records it later', async () => {
    const orderId = await buy([{ product: 'indicator' }]);
    paypal.failRefunds('down', 2);
    expect((await refund(orderId)).statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'refund_pending',
      refundedAmount: 34.99,
    });
    expect((await me()).roles.premium_trader).toBe(false);
    await sweep();
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded' });
    expect(await refundMails(orderId)).toHaveLength(1);
  });

  it('fails a refund PayPal refuses for good: not asked again, shown with its reason, audited', async () => {
    const orderId = await buy([{ product: 'indicator' }]);
    const { providerOrderId } = await orderRow(orderId);
    paypal.failRefunds('refuse', 1);
    const answered = await refund(orderId, { reason: 'Too late', amount: 10 });
    expect(answered.statusCode, answered.body).toBe(200);
    const { order } = answered.json();
    // Nothing went back: the order is paid in full again, and the $10 may be refunded later.
    expect(order).toMatchObject({
      status: 'completed',
      refundedAmount: 0,
      refundable: 34.99,
      refunds: [
        {
          status: 'failed',
          providerRefundId: null,
          failureReason: expect.stringMatching(/REFUND_TIME_LIMIT_EXCEEDED.*time limit/),
        },
      ],
    });
    expect(paypal.refundedCentsOf(providerOrderId)).toBe(0);
    expect(await refundMails(orderId)).toHaveLength(0);
    const [refused] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund-refused'), eq(auditLog.targetId, buyerId)));
    expect(refused).toMatchObject({
      actorId: null,
      details: expect.objectContaining({ orderId, amount: 10, reason: expect.any(String) }),
    });

    // The minute sweep does not ask again: PayPal would refuse it again.
    const asked = paypal.refundRequests.length;
    await sweep();
    expect(paypal.refundRequests.length).toBe(asked);
    expect((await refundRows(orderId))[0]!.status).toBe('failed');
    expect((await me()).roles.premium_trader).toBe(true);
  });

  it('fails a full refund PayPal refuses: access stays taken back until it is settled at PayPal', async () => {
    const orderId = await buy([{ product: 'indicator' }]);
    const { providerOrderId } = await orderRow(orderId);
    paypal.failRefunds('refuse', 1);
    expect((await refund(orderId, { reason: 'Too late' })).statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({
      status: 'refund_pending',
      refundedAmount: 0,
    });
    expect((await me()).roles.premium_trader).toBe(false);
    await sweep();
    expect(paypal.refundedCentsOf(providerOrderId)).toBe(0);

    // The founder refunds it in PayPal's dashboard: its notification records it and ends it.
    const notified = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/webhooks',
      ...paypal.signedWebhook(
        paypal.refundEvent('REFUNDED', providerOrderId, undefined, { id: 'REFUND-BY-HAND' }),
      ),
    });
    expect(notified.json().outcome).toBe('refund_recorded');
    expect(await orderRow(orderId)).toMatchObject({ status: 'refunded', refundedAmount: 34.99 });
    const rows = await refundRows(orderId);
    expect(rows.map((r) => [r.status, r.amount, r.providerRefundId])).toEqual(
      expect.arrayContaining([
        ['failed', 34.99, null],
        ['completed', 34.99, 'REFUND-BY-HAND'],
      ]),
    );
    expect(await refundMails(orderId)).toHaveLength(1);
  });

  it("records PayPal's notification of our own refund once, and a refund made at PayPal as a refund", async () => {
    const orderId = await buy([{ product: 'indicator' }]);
    const { providerOrderId } = await orderRow(orderId);
    expect((await refund(orderId, { reason: 'Part', amount: 10 })).statusCode).toBe(200);
    const [ours] = await refundRows(orderId);
    const notify = (event: FakeWebhookEvent) =>
      t.app.inject({ method: 'POST', url: '/api/paypal/webhooks', ...paypal.signedWebhook(event) });
    const echoed = paypal.refundEvent('REFUNDED', providerOrderId, '10.00', {
      id: ours!.providerRefundId!,
      customId: ours!.id,
    });
    expect((await notify(echoed)).statusCode).toBe(200);
    expect(await refundRows(orderId)).toHaveLength(1);

    // The founder refunds $5 more in PayPal's dashboard: recorded, access kept, mailed.
    const dashboard = paypal.refundEvent('REFUNDED', providerOrderId, '5.00', {
      id: 'REFUND-DASHBOARD-1',
    });
    expect((await notify(dashboard)).statusCode).toBe(200);
    expect(await orderRow(orderId)).toMatchObject({ status: 'completed', refundedAmount: 15 });
    const rows = await refundRows(orderId);
    expect(rows).toHaveLength(2);
    expect(rows.find((r) => r.providerRefundId === 'REFUND-DASHBOARD-1')).toMatchObject({
      amount: 5,
      status: 'completed',
      actorId: null,
    });
    expect((await me()).roles.premium_trader).toBe(true);
    expect(await refundMails(orderId)).toHaveLength(2);
  });
});

describe('refunding part of a demo order (no money moves)', () => {
  let demo: TestApp;
  beforeAll(async () => {
    demo = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
  });
  afterAll(() => demo.close());

  it('follows the same rules: part keeps access, the rest revokes it, more is refused', async () => {
    const founderCookie = await signInAs(demo.app, 'founder');
    const member = await createMember(demo.db, { name: 'Demo Buyer', roles: ['free_member'] });
    const cookie = await sessionCookieFor(demo.db, demo.config.sessionSecret, member.id);
    const call = (who: string, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
      demo.app.inject({
        method,
        url,
        headers: { cookie: who },
        remoteAddress: freshIp(),
        ...(payload && { payload }),
      });
    await call(cookie, 'PUT', '/api/cart', { items: [{ product: 'indicator' }] });
    const created = (await call(cookie, 'POST', '/api/checkout/orders', CHECKOUT)).json();
    expect(
      (await call(cookie, 'POST', `/api/checkout/orders/${created.orderId}/capture`)).statusCode,
    ).toBe(200);
    const [row] = await demo.db
      .select()
      .from(orders)
      .where(eq(orders.providerOrderId, created.orderId));
    const url = `/api/admin/orders/${row!.id}/refund`;
    const owns = async () =>
      (await call(cookie, 'GET', '/api/me')).json().user.roles.premium_trader as boolean;

    const part = await call(founderCookie, 'POST', url, { reason: 'Demo part', amount: 4.99 });
    expect(part.json().order).toMatchObject({
      provider: 'demo',
      status: 'completed',
      refundedAmount: 4.99,
      refunds: [{ status: 'completed', providerRefundId: expect.stringMatching(/^DEMO-REFUND-/) }],
    });
    expect(await owns()).toBe(true);
    expectError(await call(founderCookie, 'POST', url, { reason: 'Over', amount: 30.01 }), 409);
    const rest = await call(founderCookie, 'POST', url, { reason: 'Demo rest', amount: 30 });
    expect(rest.json().order).toMatchObject({ status: 'refunded', refundedAmount: 34.99 });
    expect(await owns()).toBe(false);
  });
});
