import { COPY, ORDER_EXPIRY_MS } from '@bbt/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cartDiscounts,
  cartItems,
  discountCodes,
  mailingList,
  mailOutbox,
  products,
} from '../../db/schema';
import { commissions, orders } from './schema';
import { freshClientAddress } from '../../test/client-address';
import { startFakePayPal } from '../../test/fake-paypal';
import { createTestApp, signInAs, updateMemberRow, type TestApp } from '../../test/test-app';
import { createMailSender, createSmtpTransport } from '../mail/sender';
import { startTestSmtpServer } from '../mail/test-smtp-server';

// Decision 0018: the mailing-list code priced on the server, used once, and the receipt mailed
// through SMTP (a local server) from the outbox.
const CLIENT = { clientId: 'fake-client', clientSecret: 'fake-secret' };
const BUYER_EMAIL = 'free@demo.bluebadge.local';
let paypal: Awaited<ReturnType<typeof startFakePayPal>>;
let smtp: Awaited<ReturnType<typeof startTestSmtpServer>>;
let t: TestApp;
let buyer: string;

beforeAll(async () => {
  paypal = await startFakePayPal(CLIENT);
  smtp = await startTestSmtpServer();
  t = await createTestApp({
    ...paypal.appEnv(),
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Blue Badge <shop@bluebadge.test>',
  });
  buyer = await signInAs(t.app, 'free');
});
afterAll(async () => {
  await t.close();
  await paypal.stop();
  await smtp.stop();
});

/** A free member with nothing, no inviter, an empty cart, and a fresh code for their email. */
let code: string;
beforeEach(async () => {
  paypal.setScenario('complete');
  await smtp.start();
  await t.db.delete(cartItems);
  await t.db.delete(cartDiscounts);
  await updateMemberRow(t, 'demo-free', {
    premiumTrader: false,
    premiumSignals: false,
    blueBadgeTrader: false,
    badgeTier: null,
  });
  await updateMemberRow(t, 'demo-free', { inviterId: null });
  await t.db.update(discountCodes).set({ reservedOrderId: null });
  await t.db.delete(discountCodes).where(eq(discountCodes.email, BUYER_EMAIL));
  await t.db.delete(mailingList).where(eq(mailingList.email, BUYER_EMAIL));
  const joined = await inject('POST', '/api/mailing-list', '', { email: BUYER_EMAIL });
  expect(joined.statusCode).toBe(201);
  code = joined.json().discountCode.code;
});

const inject = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  cookie = buyer,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: cookie ? { cookie } : {},
    remoteAddress: freshClientAddress(),
    ...(payload && { payload }),
  });
const fillCart = (items: object[]) => inject('PUT', '/api/cart', buyer, { items });
const applyCode = (typed = code) => inject('PUT', '/api/cart/discount', buyer, { code: typed });
async function createOrder(
  payload: object = { tradingViewUsername: 'test_trader' },
): Promise<string> {
  const response = await inject('POST', '/api/checkout/orders', buyer, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().orderId;
}
const capture = (orderId: string) => inject('POST', `/api/checkout/orders/${orderId}/capture`);
const codeRow = async () =>
  (await t.db.select().from(discountCodes).where(eq(discountCodes.code, code)))[0];
const orderOf = async (providerOrderId: string) =>
  (await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)))[0];
/** Runs the outbox once, as another instance's sender would (the app's own loop may too). */
const flushOutbox = () =>
  createMailSender({
    db: t.db,
    transport: createSmtpTransport(smtp.url, 'Blue Badge <shop@bluebadge.test>'),
    log: { warn: () => undefined, error: () => undefined },
  }).sendDue();
const receiptsFor = (orderId: string) =>
  t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.dedupeKey, `order_receipt:${orderId}`));

describe('the mailing-list code in the cart', () => {
  it('takes 15% off the cart total as the server prices it, with the tax in what is paid', async () => {
    await fillCart([{ product: 'badge', tier: 2 }]);
    const response = await applyCode(` ${code.toLowerCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json().cart).toMatchObject({
      discountCode: { code, percent: 15, problem: null },
      discount: 1.95,
      total: 11.04,
      subtotal: 9.94,
      tax: 1.1,
    });
    const removed = await inject('DELETE', '/api/cart/discount');
    expect(removed.json().cart).toMatchObject({ discountCode: null, discount: 0, total: 12.99 });
  });

  it.each([
    ['an unknown code', 'BB15-NOPE-NOPE', 404, 'discount_code_unknown'],
    ['an empty code', '', 400, 'validation_failed'],
  ])(
    'refuses %s with a clear 4xx and attaches nothing',
    async (_name, typed, status, errorCode) => {
      const response = await applyCode(typed);
      expect(response.statusCode).toBe(status);
      expect(response.json().error.code).toBe(errorCode);
      expect(await t.db.select().from(cartDiscounts)).toEqual([]);
    },
  );

  it("refuses another email's code (403) and an expired one (410)", async () => {
    const other = await inject('POST', '/api/mailing-list', '', { email: 'someone@example.com' });
    const othersCode = other.json().discountCode.code;
    const notYours = await applyCode(othersCode);
    expect(notYours.statusCode).toBe(403);
    expect(notYours.json().error).toEqual({
      code: 'discount_code_not_yours',
      message: COPY.discount.notYours,
    });

    await t.db
      .update(discountCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(discountCodes.code, code));
    const expired = await applyCode();
    expect(expired.statusCode).toBe(410);
    expect(expired.json().error.code).toBe('discount_code_expired');
    expect(await t.db.select().from(cartDiscounts)).toEqual([]);
  });

  it('refuses checkout with a code that expired after it was attached, saying so', async () => {
    await fillCart([{ product: 'indicator' }]);
    await applyCode();
    await t.db
      .update(discountCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(discountCodes.code, code));
    expect((await inject('GET', '/api/cart')).json().cart).toMatchObject({
      discountCode: { code, problem: COPY.discount.expired },
      discount: 0,
      total: 34.99,
    });
    const response = await inject('POST', '/api/checkout/orders');
    expect(response.statusCode).toBe(410);
    expect(response.json().error.code).toBe('discount_code_expired');
  });

  it('can not be spent on a credits redeem: the redeem takes no code', async () => {
    const response = await inject('POST', '/api/marketing/redeem', buyer, {
      product: 'indicator',
      code,
    });
    expect(response.statusCode).toBe(400);
    expect((await codeRow())?.usedOrderId).toBeNull();
  });
});

describe('checkout with the code', () => {
  it('charges the discounted total whatever the client sends, records the code, pays commission on what was paid, and uses the code once', async () => {
    await updateMemberRow(t, 'demo-free', { inviterId: 'demo-marketing' });
    await fillCart([{ product: 'badge', tier: 2 }]);
    await applyCode();
    const orderId = await createOrder({
      amount: 0.01,
      total: 0.01,
      discount: 12.99,
      tradingViewUsername: 'test_trader',
    });
    expect(paypal.orders.get(orderId)).toMatchObject({ value: '11.04', currency: 'USD' });
    expect((await codeRow())?.reservedOrderId).toBe((await orderOf(orderId))?.id);

    const response = await capture(orderId);
    expect(response.statusCode).toBe(200);
    expect(response.json().order).toMatchObject({
      status: 'completed',
      amount: 11.04,
      discountCode: code,
      discountAmount: 1.95,
    });
    const order = await orderOf(orderId);
    expect((await codeRow())?.usedOrderId).toBe(order?.id);
    const [commission] = await t.db
      .select()
      .from(commissions)
      .where(eq(commissions.orderId, order?.id ?? ''));
    expect(commission?.credits).toBe(4.416); // 40% of 11.04, not of 12.99
    expect(await t.db.select().from(cartDiscounts)).toEqual([]);

    // Used: it can't be attached again, nor priced into another order.
    const again = await applyCode();
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toEqual({ code: 'discount_code_used', message: COPY.discount.used });
  });

  it('lets an order awaiting payment hold the code: another cart is refused until it is cancelled', async () => {
    await fillCart([{ product: 'indicator' }]);
    await applyCode();
    const first = await createOrder();
    // The same cart again pays the same order.
    expect(await createOrder()).toBe(first);

    await fillCart([{ product: 'signals' }]);
    const held = await inject('POST', '/api/checkout/orders');
    expect(held.statusCode).toBe(409);
    expect(held.json().error.code).toBe('discount_code_reserved');

    const firstOrder = await orderOf(first);
    expect((await inject('POST', `/api/orders/${firstOrder?.id}/cancel`)).statusCode).toBe(200);
    const second = await createOrder();
    expect(paypal.orders.get(second)?.value).toBe('16.99'); // 19.99 less 3.00
  });

  it('fulfils one order captured twice at once, using the code and mailing the receipt once', async () => {
    await fillCart([{ product: 'indicator' }]);
    await applyCode();
    const orderId = await createOrder();
    const responses = await Promise.all([capture(orderId), capture(orderId)]);
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200]);
    const order = await orderOf(orderId);
    expect((await codeRow())?.usedOrderId).toBe(order?.id);
    expect(await receiptsFor(order?.id ?? '')).toHaveLength(1);
  });

  it('uses the code for one of two orders captured at once, and refunds the other', async () => {
    // Order A holds the code, then lapses (its time ran out), so order B may take it; then A
    // turns out to be payable after all (approved just in time): two orders carry one code.
    await fillCart([{ product: 'indicator' }]);
    await applyCode();
    const a = await createOrder();
    const aId = (await orderOf(a))?.id ?? '';
    const past = new Date(Date.now() - ORDER_EXPIRY_MS - 1000);
    await t.db.update(orders).set({ createdAt: past }).where(eq(orders.id, aId));
    await fillCart([{ product: 'signals' }]);
    const b = await createOrder();
    await t.db
      .update(orders)
      .set({ createdAt: sql`now()` })
      .where(eq(orders.id, aId));

    const [ra, rb] = await Promise.all([capture(a), capture(b)]);
    const statuses = [ra.statusCode, rb.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const [orderA, orderB] = [await orderOf(a), await orderOf(b)];
    const winner = ra.statusCode === 200 ? orderA : orderB;
    const loser = ra.statusCode === 200 ? orderB : orderA;
    expect(winner?.status).toBe('completed');
    expect(['refund_pending', 'refunded']).toContain(loser?.status);
    expect(loser?.failureReason).toBe(COPY.server.checkout.codeUsedAfterCapture);
    expect(paypal.refunds).toContain(loser?.captureId);
    expect((await codeRow())?.usedOrderId).toBe(winner?.id);
    expect(await receiptsFor(loser?.id ?? '')).toHaveLength(0);
  });

  it('moves the code to the order made after a price change: the older one gives way', async () => {
    await fillCart([{ product: 'signals' }]);
    expect((await applyCode()).statusCode).toBe(200);
    const before = await createOrder();
    const older = await orderOf(before);
    expect(older).toMatchObject({ discountCode: code });
    expect((await codeRow())?.reservedOrderId).toBe(older?.id);
    const [signals] = await t.db.select().from(products).where(eq(products.key, 'signals'));
    await t.db.update(products).set({ salePrice: 14.99 }).where(eq(products.key, 'signals'));
    try {
      // Priced at today's price, the new order supersedes the older one and takes its code.
      const { cart } = (await inject('GET', '/api/cart')).json();
      expect(cart.discountCode).toMatchObject({ code });
      const after = await createOrder();
      const replacement = await orderOf(after);
      expect(replacement).toMatchObject({ discountCode: code, amount: cart.total });
      expect(cart.total).toBeLessThan(14.99);
      expect(await orderOf(before)).toMatchObject({
        status: 'cancelled',
        failureReason: COPY.cart.supersededBy,
      });
      expect((await codeRow())?.reservedOrderId).toBe(replacement?.id);

      expect((await capture(after)).statusCode).toBe(200);
      expect((await codeRow())?.usedOrderId).toBe(replacement?.id);
      expect((await capture(before)).json().error.code).toBe('order_cancelled');
    } finally {
      await t.db
        .update(products)
        .set({ salePrice: signals?.salePrice ?? null })
        .where(eq(products.key, 'signals'));
    }
  });
});

describe('the receipt mail', () => {
  it('is sent over SMTP with the lines, discount, tax breakdown and payment references', async () => {
    await fillCart([{ product: 'badge', tier: 2 }]);
    await applyCode();
    const orderId = await createOrder();
    expect((await capture(orderId)).statusCode).toBe(200);
    const order = await orderOf(orderId);
    await flushOutbox();

    const mail = smtp.received.find((m) => m.subject === COPY.mail.receiptSubject(order?.id ?? ''));
    expect(mail?.to).toBe(BUYER_EMAIL);
    expect(mail?.raw).toMatch(/^From: Blue Badge <shop@bluebadge\.test>/m);
    for (const expected of [
      order?.id ?? '',
      `PayPal order ${orderId}, capture ${order?.captureId}`,
      `${COPY.mail.soldBy}: ${COPY.mail.sellerName}, http`,
      `${BUYER_EMAIL}>`,
      'Blue Badge Trader (tier 2): $12.99',
      `Discount ${code} (15%): -$1.95`,
      'Subtotal: $9.94',
      `${COPY.cart.taxOfTotal(10)}: $1.10`,
      'Total paid: $11.04',
      COPY.cart.taxIncluded(10),
    ])
      expect(mail?.text).toContain(expected);
    expect(mail?.text).not.toContain(COPY.cart.demoPayment);
    expect(mail?.html).toContain('color-scheme');
    expect(mail?.html).toContain('$11.04');
  });

  it('never holds up a payment: captured while the mail server is down, delivered once it is back', async () => {
    await smtp.stop();
    await fillCart([{ product: 'signals' }]);
    await t.db.delete(cartDiscounts);
    const orderId = await createOrder();
    expect((await capture(orderId)).statusCode).toBe(200);
    const order = await orderOf(orderId);
    await flushOutbox();
    const [waiting] = await receiptsFor(order?.id ?? '');
    expect(waiting).toMatchObject({ status: 'pending', sentAt: null });
    expect(waiting?.lastError).toBeTruthy();

    await smtp.start();
    await t.db
      .update(mailOutbox)
      .set({ nextAttemptAt: sql`now()` })
      .where(eq(mailOutbox.id, waiting?.id ?? 0));
    await Promise.all([flushOutbox(), flushOutbox()]);
    const subject = COPY.mail.receiptSubject(order?.id ?? '');
    expect(smtp.received.filter((m) => m.subject === subject)).toHaveLength(1);
    expect((await receiptsFor(order?.id ?? ''))[0]?.status).toBe('sent');
  });
});

// Decision 0052: the PayPal window closed (or the orders page's Cancel) lets go of the code.
describe('an abandoned checkout', () => {
  const cancel = (providerOrderId: string, cookie = buyer) =>
    inject('POST', `/api/checkout/orders/${providerOrderId}/cancel`, cookie);

  it('frees the code when the buyer closes the PayPal window: a new order may use it at once', async () => {
    await fillCart([{ product: 'indicator' }]);
    await applyCode();
    const abandoned = await createOrder();
    const held = await orderOf(abandoned);
    expect((await codeRow())?.reservedOrderId).toBe(held?.id);
    const listed = (await inject('GET', '/api/orders')).json().orders[0];
    expect(listed).toMatchObject({ id: held?.id, paymentOrderId: abandoned });
    expect(Date.parse(listed.expiresAt)).toBe((held?.createdAt.getTime() ?? 0) + ORDER_EXPIRY_MS);

    const response = await cancel(abandoned);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().order).toMatchObject({
      status: 'cancelled',
      expiresAt: null,
      paymentOrderId: null,
    });
    expect((await codeRow())?.reservedOrderId).toBeNull();

    await fillCart([{ product: 'signals' }]);
    const next = await createOrder();
    expect(paypal.orders.get(next)?.value).toBe('16.99'); // 19.99 less 3.00
    expect((await codeRow())?.reservedOrderId).toBe((await orderOf(next))?.id);
    const executedBefore = paypal.capturesExecuted;
    expect((await capture(abandoned)).json().error.code).toBe('order_cancelled');
    expect(paypal.capturesExecuted).toBe(executedBefore);
  });

  it('lets the buyer cancel a declined order, which would otherwise hold the code', async () => {
    await fillCart([{ product: 'indicator' }]);
    await applyCode();
    const declined = await createOrder();
    paypal.setScenario('decline');
    expect((await capture(declined)).statusCode).toBe(402);
    expect((await cancel(declined)).statusCode).toBe(200);
    expect((await codeRow())?.reservedOrderId).toBeNull();
  });

  it("refuses to cancel a paid order, an order whose capture is in flight, and another member's order", async () => {
    await fillCart([{ product: 'indicator' }]);
    await applyCode();
    const paid = await createOrder();
    expect((await capture(paid)).statusCode).toBe(200);
    const refusedPaid = await cancel(paid);
    expect(refusedPaid.statusCode).toBe(409);
    expect(refusedPaid.json().error).toMatchObject({
      code: 'order_paid',
      message: expect.stringMatching(/paid/),
    });
    expect((await orderOf(paid))?.status).toBe('completed');

    // PayPal takes the money but both answers are lost: whether it was taken is unknown, so
    // the order stays the buyer's to pay, and keeps its hold.
    await fillCart([{ product: 'signals' }]);
    const inFlight = await createOrder();
    paypal.setScenario('drop', { times: 2 });
    expect((await capture(inFlight)).statusCode).toBe(503);
    const refusedInFlight = await cancel(inFlight);
    expect(refusedInFlight.statusCode).toBe(409);
    expect(refusedInFlight.json().error.code).toBe('capture_in_progress');
    expect((await orderOf(inFlight))?.status).toBe('created');

    await fillCart([{ product: 'indicator' }]);
    paypal.setScenario('complete');
    const mine = await createOrder();
    const stranger = await signInAs(t.app, 'analyst');
    expect((await cancel(mine, stranger)).statusCode).toBe(404);
    expect((await cancel(mine, '')).statusCode).toBe(401);
    expect((await orderOf(mine))?.status).toBe('created');
  });
});
