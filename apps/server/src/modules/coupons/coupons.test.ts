import { COPY, ORDER_EXPIRY_MS } from '@bbt/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, cartDiscounts, cartItems, mailOutbox, orders, products } from '../../db/schema';
import { cartCoupons, couponRedemptions, coupons } from './schema';
import { freshClientAddress } from '../../test/client-address';
import { createMember, sessionCookieFor } from '../../test/factories';
import { createTestApp, signInAs, updateMemberRow, type TestApp } from '../../test/test-app';

// Decision 0051: coupons made in the console, priced by the server at the cart and checkout,
// their limits held by a lock on the coupon when orders are made at once. Demo payments.
let t: TestApp;
let founder: string;
let buyer: string;

beforeAll(async () => {
  t = await createTestApp();
  founder = await signInAs(t.app, 'founder');
  buyer = await signInAs(t.app, 'free');
});
afterAll(() => t.close());

beforeEach(async () => {
  await t.db.delete(cartItems);
  await t.db.delete(cartCoupons);
  await t.db.delete(cartDiscounts);
  await updateMemberRow(t, 'demo-free', {
    premiumTrader: false,
    premiumSignals: false,
    blueBadgeTrader: false,
    badgeTier: null,
  });
});

const inject = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  cookie: string,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    headers: { cookie },
    remoteAddress: freshClientAddress(),
    ...(payload && { payload }),
  });

let codes = 0;
/** Makes a coupon through the console with a fresh code; answers its row as listed. */
async function makeCoupon(fields: object = {}) {
  codes += 1;
  const response = await inject('POST', '/api/admin/coupons', founder, {
    code: `test-${codes}`,
    kind: 'percent',
    percent: 20,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().coupon as { id: number; code: string };
}
const fillCart = (items: object[], cookie = buyer) => inject('PUT', '/api/cart', cookie, { items });
const applyCoupon = (code: string, cookie = buyer) =>
  inject('PUT', '/api/cart/coupon', cookie, { code });
const checkout = (cookie = buyer) =>
  inject('POST', '/api/checkout/orders', cookie, { tradingViewUsername: 'test_trader' });
const expectRefusal = (
  response: Awaited<ReturnType<typeof inject>>,
  status: number,
  code: string,
  message: RegExp,
) => {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json().error).toMatchObject({ code, message: expect.stringMatching(message) });
};

describe('the console', () => {
  it('makes a coupon, lists it with its uses, and archives it, each audited', async () => {
    const made = await makeCoupon({
      code: ' spring 25 ',
      kind: 'fixed',
      percent: null,
      amountOff: 5,
      product: 'signals',
      totalLimit: 10,
      perMemberLimit: 1,
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(made).toMatchObject({
      code: 'SPRING25',
      label: '$5.00 off',
      product: { title: expect.any(String) },
      uses: 0,
      status: 'active',
      totalLimit: 10,
      perMemberLimit: 1,
    });
    const listed = await inject('GET', '/api/admin/coupons', founder);
    expect(listed.json().coupons.map((c: { code: string }) => c.code)).toContain('SPRING25');

    const archived = await inject('POST', `/api/admin/coupons/${made.id}/archive`, founder);
    expect(archived.json().coupon).toMatchObject({ status: 'archived' });
    expectRefusal(
      await inject('POST', `/api/admin/coupons/${made.id}/archive`, founder),
      409,
      'coupon_archived',
      /archived already/,
    );
    const actions = await t.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(sql`${auditLog.details}->>'code' = 'SPRING25'`);
    expect(actions.map((a) => a.action).sort()).toEqual(['coupon-archive', 'coupon-create']);
  });

  it.each([
    [{ code: 'x' }, /3 to 24/],
    [{ code: 'BB15-ABCD' }, /mailing list/],
    [{ percent: 0 }, /1 to 100/],
    [
      { kind: 'fixed', percent: null, amountOff: 20, product: 'signals' },
      /more than the product's price/,
    ],
    [{ product: 'nothing' }, /no product 'nothing'/],
    [{ expiresAt: '2020-01-01T00:00:00Z' }, /in the past/],
    [{ totalLimit: 1, perMemberLimit: 2 }, /per member can't be more/],
  ])('refuses %o with a readable 400 and writes nothing', async (fields, message) => {
    const before = (await t.db.select().from(coupons)).length;
    const response = await inject('POST', '/api/admin/coupons', founder, {
      code: 'FINE-CODE',
      kind: 'percent',
      percent: 10,
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error.message).toMatch(message);
    expect((await t.db.select().from(coupons)).length).toBe(before);
  });

  it('refuses a code already taken, and an unknown coupon to archive', async () => {
    const made = await makeCoupon();
    expectRefusal(
      await inject('POST', '/api/admin/coupons', founder, {
        code: made.code,
        kind: 'percent',
        percent: 5,
      }),
      409,
      'coupon_code_taken',
      /already a coupon/,
    );
    expectRefusal(
      await inject('POST', '/api/admin/coupons/999999/archive', founder),
      404,
      'not_found',
      /No such coupon/,
    );
  });

  it('is closed to members who are not founder or admin', async () => {
    const member = await signInAs(t.app, 'support');
    expect((await inject('GET', '/api/admin/coupons', member)).statusCode).toBe(403);
    expect(
      (
        await inject('POST', '/api/admin/coupons', member, {
          code: 'NOPE1',
          kind: 'percent',
          percent: 5,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('a coupon at the cart and checkout', () => {
  it('takes its percentage off as the server prices it, and the paid order and receipt show it', async () => {
    const coupon = await makeCoupon({ percent: 20 });
    await fillCart([{ product: 'signals' }]);
    const applied = await applyCoupon(coupon.code.toLowerCase());
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().cart).toMatchObject({
      coupon: { code: coupon.code, label: '20% off', problem: null },
      discount: 4,
      total: 15.99,
    });

    const created = await checkout();
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().amount).toBe(15.99);
    const paid = await inject(
      'POST',
      `/api/checkout/orders/${created.json().orderId}/capture`,
      buyer,
    );
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().order).toMatchObject({
      amount: 15.99,
      couponCode: coupon.code,
      discountAmount: 4,
      status: 'completed',
    });
    const [receipt] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `order_receipt:${paid.json().order.id}`));
    expect(receipt?.text).toContain(`Coupon ${coupon.code}: -$4.00`);
    // Paid: the coupon left the cart and the use is kept.
    expect((await inject('GET', '/api/cart', buyer)).json().cart.coupon).toBeNull();
    const listed = (await inject('GET', '/api/admin/coupons', founder)).json().coupons;
    expect(listed.find((c: { id: number }) => c.id === coupon.id).uses).toBe(1);
  });

  it('takes a fixed amount off its one product only', async () => {
    const coupon = await makeCoupon({
      kind: 'fixed',
      percent: null,
      amountOff: 3,
      product: 'badge',
    });
    await fillCart([{ product: 'signals' }, { product: 'badge', tier: 1 }]);
    const cart = (await applyCoupon(coupon.code)).json().cart;
    expect(cart).toMatchObject({ discount: 3, total: 24.98 });
  });

  it('refuses an unknown, archived, expired, used-up or wrong-product coupon with its reason', async () => {
    await fillCart([{ product: 'signals' }]);
    expectRefusal(await applyCoupon('NO-SUCH-CODE'), 404, 'coupon_unknown', /no such coupon/);

    const archived = await makeCoupon();
    await inject('POST', `/api/admin/coupons/${archived.id}/archive`, founder);
    expectRefusal(await applyCoupon(archived.code), 404, 'coupon_unknown', /no such coupon/);

    const expired = await makeCoupon();
    await t.db
      .update(coupons)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(coupons.id, expired.id));
    expectRefusal(await applyCoupon(expired.code), 410, 'coupon_expired', /has expired/);

    const badgeOnly = await makeCoupon({ product: 'badge' });
    expectRefusal(
      await applyCoupon(badgeOnly.code),
      409,
      'coupon_not_for_cart',
      /not for the products/,
    );

    const whole = await makeCoupon({ percent: 100 });
    expectRefusal(await applyCoupon(whole.code), 409, 'coupon_makes_free', /free/);

    const once = await makeCoupon({ totalLimit: 1 });
    const other = await createMember(t.db, { name: 'Other buyer' });
    const otherCookie = await sessionCookieFor(t.db, t.config.sessionSecret, other.id);
    await fillCart([{ product: 'signals' }], otherCookie);
    expect((await applyCoupon(once.code, otherCookie)).statusCode).toBe(200);
    expect((await checkout(otherCookie)).statusCode).toBe(201);
    expectRefusal(await applyCoupon(once.code), 409, 'coupon_used_up', /used up/);
  });

  it('holds a use while the order awaits payment and gives it back when it is cancelled or expires', async () => {
    const coupon = await makeCoupon({ perMemberLimit: 1 });
    await fillCart([{ product: 'signals' }]);
    await applyCoupon(coupon.code);
    const first = await checkout();
    expect(first.statusCode).toBe(201);
    // The same cart again pays the same order; another cart would need a second use.
    expect((await checkout()).json().orderId).toBe(first.json().orderId);
    await fillCart([{ product: 'signals' }, { product: 'badge', tier: 1 }]);
    expectRefusal(await checkout(), 409, 'coupon_used_by_you', /already used this coupon/);

    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.providerOrderId, first.json().orderId));
    const cancelled = await inject('POST', `/api/orders/${order!.id}/cancel`, buyer);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const second = await checkout();
    expect(second.statusCode, second.body).toBe(201);

    // Past its time, the second order lets its use go too.
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - ORDER_EXPIRY_MS - 1000) })
      .where(eq(orders.providerOrderId, second.json().orderId));
    await fillCart([{ product: 'signals' }]);
    expect((await checkout()).statusCode).toBe(201);
  });

  it('moves the use to the order made after a price change: the older one gives way', async () => {
    // One use in all: only the older order's giving way lets the new one take it.
    const coupon = await makeCoupon({ totalLimit: 1 });
    await fillCart([{ product: 'signals' }]);
    await applyCoupon(coupon.code);
    const first = await checkout();
    expect(first.statusCode, first.body).toBe(201);
    const [signals] = await t.db.select().from(products).where(eq(products.key, 'signals'));
    await t.db.update(products).set({ salePrice: 14.99 }).where(eq(products.key, 'signals'));
    try {
      const second = await checkout();
      expect(second.statusCode, second.body).toBe(201);
      expect(second.json().orderId).not.toBe(first.json().orderId);
      const byProvider = async (providerOrderId: string) =>
        (await t.db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)))[0];
      const older = await byProvider(first.json().orderId);
      const replacement = await byProvider(second.json().orderId);
      expect(older).toMatchObject({ status: 'cancelled', failureReason: COPY.cart.supersededBy });
      expect(replacement).toMatchObject({ couponCode: coupon.code });
      // 20% off today's price, tax included in it.
      expect(replacement?.amount).toBe(11.99);
      const uses = await t.db
        .select()
        .from(couponRedemptions)
        .where(eq(couponRedemptions.couponId, coupon.id));
      expect(uses.map((use) => use.orderId)).toContain(replacement?.id);
    } finally {
      await t.db
        .update(products)
        .set({ salePrice: signals?.salePrice ?? null })
        .where(eq(products.key, 'signals'));
    }
  });

  it('lets a declined order hold its use only until its time is up', async () => {
    const coupon = await makeCoupon({ perMemberLimit: 1 });
    await fillCart([{ product: 'signals' }]);
    await applyCoupon(coupon.code);
    const declined = await checkout();
    expect(declined.statusCode).toBe(201);
    await t.db
      .update(orders)
      .set({ status: 'failed' })
      .where(eq(orders.providerOrderId, declined.json().orderId));
    await fillCart([{ product: 'signals' }, { product: 'badge', tier: 1 }]);
    expectRefusal(await checkout(), 409, 'coupon_used_by_you', /already used this coupon/);

    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - ORDER_EXPIRY_MS - 1000) })
      .where(eq(orders.providerOrderId, declined.json().orderId));
    expect((await checkout()).statusCode).toBe(201);
  });

  it('keeps one code per order: a coupon and the mailing-list code never share a cart', async () => {
    const coupon = await makeCoupon();
    await fillCart([{ product: 'signals' }]);
    await applyCoupon(coupon.code);
    const joined = await inject('POST', '/api/mailing-list', '', {
      email: 'free@demo.bluebadge.local',
    });
    const code = joined.json().discountCode.code as string;
    expectRefusal(
      await inject('PUT', '/api/cart/discount', buyer, { code }),
      409,
      'one_code_per_order',
      /already has the coupon/,
    );
    await inject('DELETE', '/api/cart/coupon', buyer);
    expect((await inject('PUT', '/api/cart/discount', buyer, { code })).statusCode).toBe(200);
    expectRefusal(
      await applyCoupon(coupon.code),
      409,
      'one_code_per_order',
      /already has the discount code/,
    );
  });
});

describe('a coupon limited to 5 uses', () => {
  it('gives exactly 5 of 20 checkouts made at once the coupon, and refuses the rest', async () => {
    const coupon = await makeCoupon({ totalLimit: 5 });
    const buyers = await Promise.all(
      Array.from({ length: 20 }, async (_, i) => {
        const member = await createMember(t.db, { name: `Rush buyer ${i}` });
        const cookie = await sessionCookieFor(t.db, t.config.sessionSecret, member.id);
        expect((await fillCart([{ product: 'signals' }], cookie)).statusCode).toBe(200);
        expect((await applyCoupon(coupon.code, cookie)).statusCode).toBe(200);
        return cookie;
      }),
    );
    const answers = await Promise.all(buyers.map((cookie) => checkout(cookie)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(15);
    for (const answer of refused) expect(answer.json().error.code).toBe('coupon_used_up');
    const redemptions = await t.db
      .select()
      .from(couponRedemptions)
      .where(eq(couponRedemptions.couponId, coupon.id));
    expect(redemptions).toHaveLength(5);
    const withCoupon = await t.db.select().from(orders).where(eq(orders.couponCode, coupon.code));
    expect(withCoupon).toHaveLength(5);
  });
});
