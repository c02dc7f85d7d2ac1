import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema';
import { cartItems } from './schema';
import { DEMO_PERSONAS } from '../../db/seed-content';
import { createTestApp, signInAs, type Persona, type TestApp } from '../../test/test-app';

let t: TestApp;
const cookies = {} as Record<'free' | 'admin' | 'premium', string>;
beforeAll(async () => {
  t = await createTestApp();
  cookies.free = await signInAs(t.app, 'free');
  cookies.admin = await signInAs(t.app, 'admin');
  cookies.premium = await signInAs(t.app, 'premium');
});
afterAll(() => t.close());

const userIdOf = (as: Persona) => {
  const persona = DEMO_PERSONAS.find((p) => p.as === as);
  if (!persona) throw new Error(`no persona ${as}`);
  return persona.id;
};

let nextIp = 1;
/** A fresh client address per request, so no rate limit can get in the way. */
const freshIp = () => `10.20.${Math.floor(nextIp / 250)}.${(nextIp++ % 250) + 1}`;

const getCart = (cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/cart',
    headers: cookie ? { cookie } : {},
    remoteAddress: freshIp(),
  });
const putCart = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/cart',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    remoteAddress: freshIp(),
  });
const mergeCart = (payload: unknown, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/cart/merge',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    remoteAddress: freshIp(),
  });

/** The member's cart as stored: product key and tier per line, by product key. */
const storedCart = async (as: Persona) =>
  t.db
    .select({ product: products.key, tier: cartItems.tier })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .where(eq(cartItems.userId, userIdOf(as)))
    .orderBy(asc(products.key));

/** Puts a known cart in place through the API and checks it was stored. */
const setCart = async (
  cookie: string,
  items: { product: string; tier?: number | null }[],
): Promise<void> => {
  const response = await putCart({ items }, cookie);
  expect(response.statusCode, response.body).toBe(200);
};

const lines = (response: { json(): { cart: { items: { product: string; tier: unknown }[] } } }) =>
  response.json().cart.items.map(({ product, tier }) => ({ product, tier }));

describe('signed out', () => {
  const unauthenticated = { error: { code: 'unauthenticated', message: expect.any(String) } };

  it('GET /api/cart answers 401 in the error shape', async () => {
    const response = await getCart();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
  });

  it('PUT /api/cart answers 401 and stores nothing', async () => {
    const before = await t.db.select().from(cartItems);
    const response = await putCart({ items: [{ product: 'indicator' }] });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
    expect(await t.db.select().from(cartItems)).toEqual(before);
  });

  it('PUT /api/cart with an invalid body is still 401, not 400', async () => {
    const response = await putCart({ items: 'everything', price: 0 });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(unauthenticated);
  });

  it('POST /api/cart/merge answers 401 (also with an invalid body) and stores nothing', async () => {
    const before = await t.db.select().from(cartItems);
    const valid = await mergeCart({ items: [{ product: 'badge', tier: 2 }] });
    expect(valid.statusCode).toBe(401);
    expect(valid.json()).toEqual(unauthenticated);
    const invalid = await mergeCart({ items: [{ product: 'badge', tier: 9, price: 1 }] });
    expect(invalid.statusCode).toBe(401);
    expect(await t.db.select().from(cartItems)).toEqual(before);
  });

  it('a made-up session cookie is treated as signed out', async () => {
    const response = await getCart('better-auth.session_token=forged.value');
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/cart', () => {
  it('replaces the cart and prices badge tier 2 on the server', async () => {
    const response = await putCart({ items: [{ product: 'badge', tier: 2 }] }, cookies.free);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      cart: {
        items: [
          {
            product: 'badge',
            nameInUrl: 'badge',
            title: 'Blue Badge Trader',
            imageUrl: expect.any(String),
            tier: 2,
            unitPrice: 12.99,
            purchase: 'buy',
            fromTier: null,
            unavailable: null,
          },
        ],
        discountCode: null,
        coupon: null,
        // A badge tier includes the indicator, an invite-only TradingView script.
        tradingViewUsernameNeeded: true,
        discount: 0,
        total: 12.99,
        subtotal: 11.69,
        tax: 1.3,
        currency: 'USD',
      },
    });
    expect(await storedCart('free')).toEqual([{ product: 'badge', tier: 2 }]);
  });

  it('sums the indicator (at its sale price) and signals', async () => {
    const response = await putCart(
      { items: [{ product: 'indicator' }, { product: 'signals' }] },
      cookies.free,
    );
    expect(response.statusCode).toBe(200);
    const { cart } = response.json();
    expect(
      cart.items.map((i: { product: string; unitPrice: number }) => [i.product, i.unitPrice]),
    ).toEqual([
      ['indicator', 34.99],
      ['signals', 19.99],
    ]);
    expect(cart).toMatchObject({ total: 54.98, subtotal: 49.48, tax: 5.5, currency: 'USD' });
    // The PUT replaced the badge line of the previous test.
    expect(await storedCart('free')).toEqual([
      { product: 'indicator', tier: null },
      { product: 'signals', tier: null },
    ]);
  });

  it('prices all three products together, the badge at tier 1 when no tier is given', async () => {
    const response = await putCart(
      {
        items: [{ product: 'badge' }, { product: 'indicator' }, { product: 'signals', tier: null }],
      },
      cookies.free,
    );
    expect(response.statusCode).toBe(200);
    const { cart } = response.json();
    expect(cart).toMatchObject({ total: 62.97, subtotal: 56.67, tax: 6.3 });
    expect(lines(response)).toContainEqual({ product: 'badge', tier: 1 });
    expect(await storedCart('free')).toEqual([
      { product: 'badge', tier: 1 },
      { product: 'indicator', tier: null },
      { product: 'signals', tier: null },
    ]);
  });

  it('GET /api/cart returns the stored cart with the same server totals', async () => {
    await setCart(cookies.free, [{ product: 'badge', tier: 3 }, { product: 'signals' }]);
    const response = await getCart(cookies.free);
    expect(response.statusCode).toBe(200);
    const { cart } = response.json();
    expect(lines(response).sort((a, b) => a.product.localeCompare(b.product))).toEqual([
      { product: 'badge', tier: 3 },
      { product: 'signals', tier: null },
    ]);
    expect(cart).toMatchObject({ total: 34.98, subtotal: 31.48, tax: 3.5, currency: 'USD' });
  });

  it('empties the cart with an empty list', async () => {
    await setCart(cookies.free, [{ product: 'indicator' }]);
    const response = await putCart({ items: [] }, cookies.free);
    expect(response.statusCode).toBe(200);
    expect(response.json().cart).toEqual({
      items: [],
      discountCode: null,
      coupon: null,
      tradingViewUsernameNeeded: false,
      discount: 0,
      total: 0,
      subtotal: 0,
      tax: 0,
      currency: 'USD',
    });
    expect(await storedCart('free')).toEqual([]);
    expect((await getCart(cookies.free)).json().cart.items).toEqual([]);
  });

  describe('the client cannot set a price', () => {
    it.each([
      ['a price on an item', { items: [{ product: 'badge', tier: 3, price: 0.01 }] }],
      ['a unitPrice on an item', { items: [{ product: 'indicator', unitPrice: 0.01 }] }],
      ['a price on the body', { items: [{ product: 'indicator' }], price: 0.01 }],
      ['a total on the body', { items: [{ product: 'indicator' }], total: 0.01 }],
    ])('refuses %s with 400 and leaves the cart unchanged', async (_name, payload) => {
      await setCart(cookies.free, [{ product: 'signals' }]);
      const response = await putCart(payload, cookies.free);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'validation_failed',
        message: expect.stringMatching(/\S/),
      });
      expect(await storedCart('free')).toEqual([{ product: 'signals', tier: null }]);
    });
  });

  describe('bad input', () => {
    const twentyOne = Array.from({ length: 21 }, () => ({ product: 'indicator' }));
    it.each([
      ['an unknown product', { items: [{ product: 'course-of-gold' }] }, 'unknown_product'],
      [
        'an unknown product after a valid one',
        { items: [{ product: 'indicator' }, { product: 'nope' }] },
        'unknown_product',
      ],
      [
        'the same product twice',
        { items: [{ product: 'indicator' }, { product: 'indicator' }] },
        'duplicate_product',
      ],
      [
        'the badge twice with different tiers',
        {
          items: [
            { product: 'badge', tier: 1 },
            { product: 'badge', tier: 3 },
          ],
        },
        'duplicate_product',
      ],
      ['a tier on the indicator', { items: [{ product: 'indicator', tier: 1 }] }, 'invalid_tier'],
      ['a tier on signals', { items: [{ product: 'signals', tier: 2 }] }, 'invalid_tier'],
      ['badge tier 0', { items: [{ product: 'badge', tier: 0 }] }, 'validation_failed'],
      ['badge tier 4', { items: [{ product: 'badge', tier: 4 }] }, 'validation_failed'],
      ['badge tier 2.5', { items: [{ product: 'badge', tier: 2.5 }] }, 'validation_failed'],
      ["badge tier '2'", { items: [{ product: 'badge', tier: '2' }] }, 'validation_failed'],
      ['badge tier -1', { items: [{ product: 'badge', tier: -1 }] }, 'validation_failed'],
      ['more than 20 items', { items: twentyOne }, 'validation_failed'],
      ['items that are a string', { items: 'indicator' }, 'validation_failed'],
      ['items that are an object', { items: { product: 'indicator' } }, 'validation_failed'],
      ['items missing', {}, 'validation_failed'],
      ['an item without a product', { items: [{ tier: 1 }] }, 'validation_failed'],
      ['an empty product key', { items: [{ product: '' }] }, 'validation_failed'],
      ['a product key that is a number', { items: [{ product: 1 }] }, 'validation_failed'],
      ['an item that is a string', { items: ['indicator'] }, 'validation_failed'],
      [
        'an absurdly long product key',
        { items: [{ product: 'x'.repeat(5000) }] },
        'validation_failed',
      ],
    ])(
      'refuses %s with 400, a readable message, and an unchanged cart',
      async (_name, payload, code) => {
        await setCart(cookies.free, [{ product: 'badge', tier: 2 }]);
        const response = await putCart(payload, cookies.free);
        expect(response.statusCode).toBe(400);
        const { error } = response.json();
        expect(error.code).toBe(code);
        expect(error.message).toMatch(/[a-z]{3,}/i);
        expect(error.message.length).toBeLessThan(1000);
        expect(await storedCart('free')).toEqual([{ product: 'badge', tier: 2 }]);
      },
    );

    it('names the unknown product in the message', async () => {
      const response = await putCart({ items: [{ product: 'course-of-gold' }] }, cookies.free);
      expect(response.json().error.message).toContain('course-of-gold');
    });

    it('refuses a body that is not JSON with 400 in the error shape', async () => {
      await setCart(cookies.free, [{ product: 'badge', tier: 2 }]);
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/cart',
        headers: { cookie: cookies.free, 'content-type': 'application/json' },
        payload: '{"items": [',
        remoteAddress: freshIp(),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({ code: 'invalid_json', message: expect.any(String) });
      expect(await storedCart('free')).toEqual([{ product: 'badge', tier: 2 }]);
    });

    it('accepts exactly 20 items as far as the size check goes', async () => {
      // 20 lines pass the size limit; they then fail as duplicates, not as too many.
      const response = await putCart(
        { items: Array.from({ length: 20 }, () => ({ product: 'indicator' })) },
        cookies.free,
      );
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('duplicate_product');
    });
  });

  describe('owned products', () => {
    it('refuses a product the member owns with 409 already_owned and stores nothing', async () => {
      const response = await putCart({ items: [{ product: 'badge', tier: 2 }] }, cookies.premium);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: { code: 'already_owned', message: expect.stringContaining('Blue Badge Trader') },
      });
      expect(await storedCart('premium')).toEqual([]);
    });

    it('refuses the whole request when one of its products is owned, keeping the old cart', async () => {
      // A line left over from before the member got the role (e.g. redeemed with credits).
      const [signals] = await t.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.key, 'signals'));
      await t.db.insert(cartItems).values({ userId: userIdOf('premium'), productId: signals!.id });
      const before = await storedCart('premium');
      expect(before).toEqual([{ product: 'signals', tier: null }]);

      const response = await putCart(
        { items: [{ product: 'indicator' }, { product: 'badge', tier: 3 }] },
        cookies.premium,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json().error.code).toBe('already_owned');
      expect(await storedCart('premium')).toEqual(before);
    });
  });
});

describe('whose cart', () => {
  it('follows the member across sessions', async () => {
    await setCart(cookies.free, [{ product: 'badge', tier: 3 }, { product: 'indicator' }]);
    const secondSession = await signInAs(t.app, 'free');
    expect(secondSession).not.toBe(cookies.free);
    const fromSecond = await getCart(secondSession);
    const fromFirst = await getCart(cookies.free);
    expect(fromSecond.statusCode).toBe(200);
    expect(fromSecond.json()).toEqual(fromFirst.json());
    expect(fromSecond.json().cart.total).toBe(49.98);

    // A change made in one session shows in the other.
    await setCart(secondSession, [{ product: 'signals' }]);
    expect(lines(await getCart(cookies.free))).toEqual([{ product: 'signals', tier: null }]);
  });

  it("keeps each member's cart to themselves", async () => {
    await setCart(cookies.free, [{ product: 'indicator' }]);
    await setCart(cookies.admin, [{ product: 'signals' }, { product: 'badge', tier: 2 }]);

    expect(lines(await getCart(cookies.free))).toEqual([{ product: 'indicator', tier: null }]);
    const adminCart = (await getCart(cookies.admin)).json().cart;
    expect(adminCart.items.map((i: { product: string }) => i.product).sort()).toEqual([
      'badge',
      'signals',
    ]);
    expect(adminCart.total).toBe(32.98);

    // Emptying one member's cart leaves the other's alone.
    await setCart(cookies.admin, []);
    expect(await storedCart('admin')).toEqual([]);
    expect(await storedCart('free')).toEqual([{ product: 'indicator', tier: null }]);
  });
});

describe('concurrent requests', () => {
  it('answers every one of several simultaneous PUTs from one member without a 5xx', async () => {
    // Two tabs (or a double click) replacing the cart at once.
    await setCart(cookies.admin, []);
    const carts = [
      [{ product: 'indicator' }],
      [{ product: 'indicator' }, { product: 'signals' }],
      [{ product: 'badge', tier: 2 }],
      [{ product: 'signals' }, { product: 'badge', tier: 3 }],
    ];
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        putCart({ items: carts[i % carts.length] }, cookies.admin),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 8 }, () => 200));
    // The stored cart is exactly one of the requested carts, never a mix.
    const stored = await storedCart('admin');
    const asStored = carts.map((items) =>
      items
        .map(({ product, tier }) => ({ product, tier: tier ?? (product === 'badge' ? 1 : null) }))
        .sort((a, b) => a.product.localeCompare(b.product)),
    );
    expect(asStored).toContainEqual(stored);
  });

  it('answers simultaneous merges from one member without a 5xx and stores each product once', async () => {
    await setCart(cookies.admin, []);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () =>
        mergeCart({ items: [{ product: 'indicator' }, { product: 'signals' }] }, cookies.admin),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array.from({ length: 6 }, () => 200));
    expect(await storedCart('admin')).toEqual([
      { product: 'indicator', tier: null },
      { product: 'signals', tier: null },
    ]);
  });
});

describe('POST /api/cart/merge', () => {
  it('adds missing lines, and the tier chosen while signed out replaces the one held', async () => {
    await setCart(cookies.free, [{ product: 'badge', tier: 3 }]);
    const response = await mergeCart(
      { items: [{ product: 'badge', tier: 1 }, { product: 'indicator' }] },
      cookies.free,
    );
    expect(response.statusCode).toBe(200);
    const { cart } = response.json();
    expect(lines(response).sort((a, b) => a.product.localeCompare(b.product))).toEqual([
      { product: 'badge', tier: 1 },
      { product: 'indicator', tier: null },
    ]);
    expect(cart).toMatchObject({ total: 42.98, currency: 'USD' });
    expect(await storedCart('free')).toEqual([
      { product: 'badge', tier: 1 },
      { product: 'indicator', tier: null },
    ]);
  });

  it('fills an empty cart from the anonymous one', async () => {
    await setCart(cookies.free, []);
    const response = await mergeCart(
      { items: [{ product: 'badge', tier: 2 }, { product: 'signals' }] },
      cookies.free,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().cart.total).toBe(32.98);
    expect(await storedCart('free')).toEqual([
      { product: 'badge', tier: 2 },
      { product: 'signals', tier: null },
    ]);
  });

  it('changes nothing when the anonymous cart is empty', async () => {
    await setCart(cookies.free, [{ product: 'indicator' }]);
    const response = await mergeCart({ items: [] }, cookies.free);
    expect(response.statusCode).toBe(200);
    expect(lines(response)).toEqual([{ product: 'indicator', tier: null }]);
    expect(await storedCart('free')).toEqual([{ product: 'indicator', tier: null }]);
  });

  it('skips products the member owns, and names them', async () => {
    const before = await storedCart('premium');
    const response = await mergeCart(
      { items: [{ product: 'badge', tier: 2 }, { product: 'indicator' }] },
      cookies.premium,
    );
    expect(response.statusCode).toBe(200);
    const merged = lines(response).map((l) => l.product);
    expect(merged).not.toContain('badge');
    expect(merged).not.toContain('indicator');
    expect(response.json().skipped).toEqual(['Blue Badge Trader', 'Blue Badge Trend Indicator']);
    expect(await storedCart('premium')).toEqual(before);
  });

  it('still refuses unknown products with 400 and changes nothing', async () => {
    await setCart(cookies.free, [{ product: 'badge', tier: 3 }]);
    const response = await mergeCart(
      { items: [{ product: 'indicator' }, { product: 'mystery-box' }] },
      cookies.free,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'unknown_product',
      message: expect.stringContaining('mystery-box'),
    });
    expect(await storedCart('free')).toEqual([{ product: 'badge', tier: 3 }]);
  });

  it.each([
    ['a price', { items: [{ product: 'indicator', price: 1 }] }],
    ['a bad tier', { items: [{ product: 'badge', tier: 4 }] }],
    ['a duplicate', { items: [{ product: 'signals' }, { product: 'signals' }] }],
    ['items that are not a list', { items: 'indicator' }],
  ])('refuses %s with 400 and changes nothing', async (_name, payload) => {
    await setCart(cookies.free, [{ product: 'badge', tier: 3 }]);
    const response = await mergeCart(payload, cookies.free);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toMatch(/\S/);
    expect(await storedCart('free')).toEqual([{ product: 'badge', tier: 3 }]);
  });
});
