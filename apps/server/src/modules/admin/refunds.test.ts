import { REFUND_REASON_MAX } from '@bbt/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, mailOutbox, orders } from '../../db/schema';
import { startFakePayPal } from '../../test/fake-paypal';
import { createMember, sessionCookieFor } from '../../test/factories';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
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
    PAYPAL_CLIENT_ID: CLIENT.clientId,
    PAYPAL_CLIENT_SECRET: CLIENT.clientSecret,
    PAYPAL_API_BASE: paypal.url,
    PAYPAL_TIMEOUT_MS: '2000',
    PAYPAL_WEBHOOK_ID: CLIENT.webhookId,
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
const refundMails = (orderId: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `order_refund:${orderId}`));

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

    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'refund-order'), eq(auditLog.targetId, buyerId)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      actorId: 'demo-founder',
      details: {
        orderId,
        reason: 'Bought the wrong tier',
        refundId: `REFUND-${captureId}`,
        status: 'refunded',
      },
    });

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
      { reason: 'Fine', amount: 10 },
    ]) {
      expectError(await refund(orderId, payload), 400);
    }
    expect((await orderRow(orderId)).status).toBe('completed');
    expect((await me()).roles.premium_trader).toBe(true);
    expect(await refundMails(orderId)).toHaveLength(0);
    // The longest reason allowed is taken.
    expect((await refund(orderId, { reason: 'y'.repeat(REFUND_REASON_MAX) })).statusCode).toBe(200);
  });
});
