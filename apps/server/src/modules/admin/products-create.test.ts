import { COPY } from '@bbt/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, products } from '../../db/schema';
import { createMember, sessionCookieFor } from '../../test/factories';
import { adminConsole, expectError, freshIp, multipartFile, pngImage } from './test-support';

// Decision 0059: the founder adds products to the shop and archives them; an archived product
// leaves the storefront, carts and new orders, and what was bought of it keeps working. Every
// persona's answer to both routes: the permission matrix.
const consoleApp = adminConsole();
const { cookies, request: call } = consoleApp;

let n = 0;
async function uploadedImage(): Promise<string> {
  const body = multipartFile(await pngImage());
  const response = await consoleApp.t.app.inject({
    method: 'POST',
    url: '/api/admin/product-images',
    headers: { ...body.headers, cookie: cookies.founder },
    payload: body.payload,
    remoteAddress: freshIp(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().url;
}
async function draft(fields: object = {}) {
  n += 1;
  return {
    key: `options-course-${n}`,
    nameInUrl: `options-course-${n}`,
    title: `Options course ${n}`,
    description: 'Six recorded lessons on options.',
    imageUrl: await uploadedImage(),
    originalPrice: 49,
    salePrice: 39,
    role: 'premium_trader',
    type: 'course',
    features: ['Six lessons', 'Worksheets'],
    ...fields,
  };
}
const create = (body: object, cookie: string | null = cookies.founder) =>
  call('POST', '/api/admin/products', body, cookie);
const archive = (key: string, cookie: string | null = cookies.founder) =>
  call('POST', `/api/admin/products/${key}/archive`, undefined, cookie);
const productRows = async () => (await consoleApp.t.db.select().from(products)).length;
const storefrontKeys = async () =>
  (await call('GET', '/api/products', undefined, null))
    .json()
    .products.map((p: { key: string }) => p.key);

async function newBuyer() {
  const { t } = consoleApp;
  const member = await createMember(t.db, { name: `Buyer ${++n}`, roles: ['free_member'] });
  return sessionCookieFor(t.db, t.config.sessionSecret, member.id);
}
const checkout = async (buyer: string, key: string) => {
  expect((await call('PUT', '/api/cart', { items: [{ product: key }] }, buyer)).statusCode).toBe(
    200,
  );
  const created = await call(
    'POST',
    '/api/checkout/orders',
    { tradingViewUsername: 'course_buyer' },
    buyer,
  );
  expect(created.statusCode, created.body).toBe(201);
  return created.json().orderId as string;
};
const capture = (buyer: string, orderId: string) =>
  call('POST', `/api/checkout/orders/${orderId}/capture`, undefined, buyer);

describe('adding a product', () => {
  it('puts it on the storefront at once, sold at its price, granting its role; audited', async () => {
    const body = await draft();
    const response = await create(body);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().product).toMatchObject({
      key: body.key,
      title: body.title,
      originalPrice: 49,
      salePrice: 39,
      role: 'premium_trader',
      type: 'course',
      tiers: [],
      archivedAt: null,
    });
    expect(await storefrontKeys()).toContain(body.key);
    const page = await call('GET', `/api/products/${body.nameInUrl}`, undefined, null);
    expect(page.json().product).toMatchObject({ price: 39, grants: expect.any(Array) });

    const buyer = await newBuyer();
    expect((await capture(buyer, await checkout(buyer, body.key))).statusCode).toBe(200);
    const { user } = (await call('GET', '/api/me', undefined, buyer)).json();
    expect(user.roles.premium_trader).toBe(true);

    const [entry] = await consoleApp.t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'product-create'));
    expect(entry).toMatchObject({
      actorId: 'demo-founder',
      details: expect.objectContaining({ product: body.key }),
    });
  });

  it('refuses bad input with a readable 400, and a taken key or URL name with 409: nothing written', async () => {
    const before = await productRows();
    const bad: Array<[object, RegExp | string]> = [
      [{ key: 'Options Course' }, /key is 2 to 40 lower-case/],
      [{ nameInUrl: 'x' }, /URL name is 2 to 40/],
      [{ title: '   ' }, /Title can't be empty/],
      [{ role: 'admin' }, /Role must be one of/],
      [{ role: 'blue_badge_trader' }, /Role must be one of/],
      [{ type: 'ebook' }, /Type must be/],
      [{ originalPrice: 0 }, /Price/],
      [{ salePrice: 49 }, COPY.server.admin.saleNotLower],
      [{ imageUrl: '/images/not-uploaded.webp' }, COPY.server.admin.notUploaded],
      [{ tiers: [] }, /tiers/i],
    ];
    for (const [fields, message] of bad) {
      const response = await create(await draft(fields));
      expectError(response, 400);
      expect(response.json().error.message, JSON.stringify(fields)).toMatch(message);
    }
    const { key, nameInUrl } = await draft();
    expect((await create(await draft({ key, nameInUrl }))).statusCode).toBe(201);
    const takenKey = await create(await draft({ key }));
    expectError(takenKey, 409);
    expect(takenKey.json().error.message).toBe(COPY.server.admin.keyTaken(key));
    expectError(await create(await draft({ nameInUrl: 'indicator' })), 409);
    expect(await productRows()).toBe(before + 1);
  });

  it('is the founder’s alone: admins and members are refused, signed out is 401', async () => {
    const before = await productRows();
    expectError(await create(await draft(), cookies.admin), 403);
    expectError(await create(await draft(), cookies.member), 403);
    expectError(await create(await draft(), null), 401);
    expectError(await archive('indicator', cookies.admin), 403);
    expectError(await archive('indicator', null), 401);
    expect(await productRows()).toBe(before);
    expect(await storefrontKeys()).toContain('indicator');
  });
});

describe('archiving a product', () => {
  it('takes it off the storefront and carts; what was bought of it, and orders made before, keep working', async () => {
    const body = await draft();
    expect((await create(body)).statusCode).toBe(201);
    const owner = await newBuyer();
    expect((await capture(owner, await checkout(owner, body.key))).statusCode).toBe(200);
    // Another buyer's order waits for its payment; a third only has it in the cart.
    const payer = await newBuyer();
    const waiting = await checkout(payer, body.key);
    const browser = await newBuyer();
    await call('PUT', '/api/cart', { items: [{ product: body.key }] }, browser);

    const archived = await archive(body.key);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().product.archivedAt).toEqual(expect.any(String));
    expect((await call('GET', '/api/admin/products')).json().products).toContainEqual(
      expect.objectContaining({ key: body.key, archivedAt: expect.any(String) }),
    );

    expect(await storefrontKeys()).not.toContain(body.key);
    expect((await call('GET', `/api/products/${body.nameInUrl}`, undefined, null)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/api/cart', undefined, browser)).json().cart.items).toEqual([]);
    const refused = await call('PUT', '/api/cart', { items: [{ product: body.key }] }, browser);
    expectError(refused, 400);

    // The owner keeps the role and the order; the waiting order can still be paid.
    const me = async (cookie: string) =>
      (await call('GET', '/api/me', undefined, cookie)).json().user;
    expect((await me(owner)).roles.premium_trader).toBe(true);
    const { orders } = (await call('GET', '/api/orders', undefined, owner)).json();
    expect(orders[0]).toMatchObject({ status: 'completed', lines: [{ product: body.key }] });
    expect((await capture(payer, waiting)).statusCode).toBe(200);
    expect((await me(payer)).roles.premium_trader).toBe(true);

    expectError(await archive(body.key), 409);
    expectError(await archive('no-such-product'), 404);
    const audited = await consoleApp.t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'product-archive'), eq(auditLog.actorId, 'demo-founder')));
    expect(audited.map((entry) => entry.details)).toContainEqual(
      expect.objectContaining({ product: body.key }),
    );
  });
});
