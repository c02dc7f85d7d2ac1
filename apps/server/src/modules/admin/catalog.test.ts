import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adminConsole, expectError, freshIp, multipartFile, pngImage } from './test-support';

const consoleApp = adminConsole();
const { cookies, request: call } = consoleApp;

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
const json = async (method: Method, url: string, payload?: unknown, cookie?: string | null) => {
  const response = await call(method, url, payload, cookie);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return response.json();
};

type Tier = { tier: number; title: string; price: number; features: string[] };
const storefront = async () => (await json('GET', '/api/products', undefined, null)).products;
const storefrontProduct = async (nameInUrl: string) =>
  (await json('GET', `/api/products/${nameInUrl}`, undefined, null)).product;
const adminProducts = async () => (await json('GET', '/api/admin/products')).products;
const adminProduct = async (key: string) =>
  (await adminProducts()).find((p: { key: string }) => p.key === key);
const patch = (key: string, body: unknown) => call('PATCH', `/api/admin/products/${key}`, body);

describe('product edits', () => {
  it('shows title, description, prices, features and role on the storefront at once', async () => {
    const before = await adminProduct('indicator');
    const changes = {
      title: '  Trend Indicator Pro  ',
      description: 'A sharper trend overlay.',
      originalPrice: 59.99,
      salePrice: 44.5,
      features: ['Trend filter', 'Volume confirmation'],
      role: 'booster',
    };
    const response = await patch('indicator', changes);
    expect(response.statusCode, response.body).toBe(200);
    const expected = { ...changes, title: 'Trend Indicator Pro', key: 'indicator' };
    expect(response.json().product).toMatchObject(expected);
    expect(Date.parse(response.json().product.updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(before.updatedAt),
    );

    const listed = (await storefront()).find((p: { key: string }) => p.key === 'indicator');
    expect(listed).toMatchObject({ ...expected, price: 44.5 });
    expect(await storefrontProduct('indicator')).toMatchObject({ ...expected, price: 44.5 });
    expect(await adminProduct('indicator')).toMatchObject(expected);

    expect((await patch('indicator', { salePrice: null })).statusCode).toBe(200);
    expect(await storefrontProduct('indicator')).toMatchObject({ salePrice: null, price: 59.99 });
  });

  it('edits every badge tier; the storefront prices the badge at its new tier 1', async () => {
    const tiers: Tier[] = [1, 2, 3].map((tier) => ({
      tier,
      title: `Level ${tier}`,
      price: tier * 10 + 0.5,
      features: [`Perk ${tier}`],
    }));
    const response = await patch('badge', { tiers: [...tiers].reverse() });
    expect(response.statusCode, response.body).toBe(200);
    // Each tier stays sold once, as the founder's sale modes left it (decision 0071).
    expect(response.json().product.tiers).toEqual(
      tiers.map((tier) => ({ ...tier, soldOnce: true })),
    );
    const shown = await storefrontProduct('badge');
    // The console edits the copy; what each tier grants stays the entitlement table's.
    expect(shown.tiers).toEqual(
      tiers.map((tier) => ({
        ...tier,
        soldOnce: true,
        grants: expect.arrayContaining([expect.any(String)]),
      })),
    );
    expect(shown.price).toBe(10.5);
  });

  it('takes a badge sale off every tier, in the storefront and the cart alike', async () => {
    const { tiers } = await adminProduct('badge');
    const tierOne = tiers.find((x: Tier) => x.tier === 1).price;
    const tierTwo = tiers.find((x: Tier) => x.tier === 2).price;
    const sale = Math.round(tierOne * 75) / 100;
    const response = await patch('badge', { salePrice: sale });
    expect(response.statusCode, response.body).toBe(200);
    expect((await storefrontProduct('badge')).price).toBe(sale);

    const expectedTwo =
      Math.round((tierTwo * 100 * Math.round(sale * 100)) / Math.round(tierOne * 100)) / 100;
    const cart = await call(
      'PUT',
      '/api/cart',
      { items: [{ product: 'badge', tier: 2 }] },
      cookies.member,
    );
    expect(cart.statusCode, cart.body).toBe(200);
    expect(cart.json().cart.items[0].unitPrice).toBe(expectedTwo);
    expect(expectedTwo).toBeLessThan(tierTwo);

    const mismatch = await patch('badge', { originalPrice: tierOne + 1 });
    expectError(mismatch, 400);
    expect(mismatch.json().error.code).toBe('original_is_tier_one');
    expect((await patch('badge', { salePrice: null })).statusCode).toBe(200);
  });

  it("accepts the product's current image URL unchanged", async () => {
    const { imageUrl } = await adminProduct('signals');
    const response = await patch('signals', { imageUrl });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().product.imageUrl).toBe(imageUrl);
  });

  const tier = (n: number, price = 9.99): Tier => ({
    tier: n,
    title: `T${n}`,
    price,
    features: ['x'],
  });
  it.each<[string, string, unknown, number]>([
    ['a negative price', 'indicator', { originalPrice: -5 }, 400],
    ['a zero price', 'indicator', { originalPrice: 0 }, 400],
    ['a zero sale price', 'indicator', { salePrice: 0 }, 400],
    ['a price with 3 decimals', 'indicator', { originalPrice: 10.999 }, 400],
    ['a sale price with 3 decimals', 'indicator', { salePrice: 9.995 }, 400],
    ['a non-finite price', 'indicator', '{"originalPrice":1e400}', 400],
    ['a price above 100000', 'indicator', { originalPrice: 100000.01 }, 400],
    ['a price written as text', 'indicator', { originalPrice: '12.00' }, 400],
    ['a sale equal to the original price', 'indicator', { salePrice: 1000 }, 400],
    ['a sale above the original price', 'indicator', { salePrice: 1000.01 }, 400],
    ['an original price below the current sale', 'indicator', { originalPrice: 1 }, 400],
    ['an empty title', 'indicator', { title: '' }, 400],
    ['a whitespace-only title', 'indicator', { title: ' \t  ' }, 400],
    ['a title of 81 characters', 'indicator', { title: 'x'.repeat(81) }, 400],
    ['an empty description', 'indicator', { description: '  ' }, 400],
    ['a description of 2001 characters', 'indicator', { description: 'd'.repeat(2001) }, 400],
    ['an unknown role', 'indicator', { role: 'wizard' }, 400],
    // Whoever buys a product gets its role: a staff role would sell authority.
    ['the founder role', 'indicator', { role: 'founder' }, 400],
    ['the admin role', 'indicator', { role: 'admin' }, 400],
    ['21 features', 'indicator', { features: Array.from({ length: 21 }, (_, i) => `f${i}`) }, 400],
    ['an empty feature', 'indicator', { features: ['fine', ' '] }, 400],
    ['a feature of 201 characters', 'indicator', { features: ['f'.repeat(201)] }, 400],
    ['tiers on a product without tiers', 'indicator', { tiers: [tier(1)] }, 400],
    ['a missing tier', 'badge', { tiers: [tier(1), tier(2)] }, 400],
    ['a repeated tier', 'badge', { tiers: [tier(1), tier(1), tier(2)] }, 400],
    ['an unknown tier', 'badge', { tiers: [tier(1), tier(2), tier(4)] }, 400],
    ['a tier priced at 0', 'badge', { tiers: [tier(1), tier(2), tier(3, 0)] }, 400],
    [
      'a sale so deep a tier would cost nothing',
      'badge',
      { salePrice: 0.01, tiers: [tier(1, 100), tier(2, 0.4), tier(3, 150)] },
      400,
    ],
    ['an extra unknown field', 'indicator', { title: 'Fine', price: 1 }, 400],
    ['an empty body', 'indicator', {}, 400],
    ['a list as body', 'indicator', [{ title: 'In a list' }], 400],
    ['a good title with a bad price', 'indicator', { title: 'Half done', originalPrice: -1 }, 400],
    ['a good title with a missing tier', 'badge', { title: 'Half', tiers: [tier(1)] }, 400],
    ['an external image URL', 'indicator', { imageUrl: 'https://evil.example.com/x.png' }, 400],
    [
      'an image URL that was never uploaded',
      'indicator',
      { imageUrl: `/api/product-images/${randomUUID()}.webp` },
      400,
    ],
    ['an unknown product key', 'no-such-product', { title: 'Ghost' }, 404],
  ])('refuses %s, changing nothing', async (_name, key, body, status) => {
    // A known state first: the indicator at 1000.00 with a sale at 999.99.
    await patch('indicator', { originalPrice: 1000, salePrice: 999.99 });
    const adminBefore = await adminProducts();
    const storeBefore = await storefront();
    expectError(await patch(key, body), status);
    expect(await adminProducts()).toEqual(adminBefore);
    expect(await storefront()).toEqual(storeBefore);
  });
});

describe('product images', () => {
  const upload = (
    data: Buffer,
    filename?: string,
    contentType?: string,
    fields?: Record<string, string>,
  ) => {
    const body = multipartFile(data, filename, contentType, fields);
    return consoleApp.t.app.inject({
      method: 'POST',
      url: '/api/admin/product-images',
      headers: { ...body.headers, cookie: cookies.admin },
      payload: body.payload,
      remoteAddress: freshIp(),
    });
  };

  it('stores a real PNG as a public WebP that a product can then show', async () => {
    const response = await upload(await pngImage(40, 30));
    expect(response.statusCode, response.body).toBe(201);
    const { url } = response.json();
    expect(url).toMatch(/^\/api\/product-images\/[\w-]+\.webp$/);

    const image = await consoleApp.t.app.inject({ method: 'GET', url, remoteAddress: freshIp() });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/webp/);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });

    const saved = await patch('signals', { imageUrl: url });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await storefrontProduct('signals')).imageUrl).toBe(url);
  });

  it('refuses a file of 8 MB + 1 byte with 413', async () => {
    const png = await pngImage();
    const big = Buffer.concat([png, Buffer.alloc(8 * 1024 * 1024 + 1 - png.length)]);
    expectError(await upload(big), 413);
  });

  it('refuses a text file named .png with 415', async () => {
    const text = Buffer.from('just some notes, not a picture\n'.repeat(20));
    expectError(await upload(text, 'notes.png', 'image/png'), 415);
  });

  it.each([
    ['a field value', 'product.png', { note: 'a\u0000b' }],
    ['a field name', 'product.png', { 'note\u0000': 'ab' }],
    ['a file name', 'product\u0000.png', {}],
  ])(
    'refuses a NUL character in %s with 400 invalid_text, as /api/uploads does',
    async (_where, filename, fields) => {
      const response = await upload(await pngImage(), filename, 'image/png', fields);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error).toEqual({
        code: 'invalid_text',
        message: expect.stringMatching(/NUL/),
      });
    },
  );

  it('answers 404 for an image that does not exist', async () => {
    const response = await call('GET', `/api/product-images/${randomUUID()}.webp`, undefined, null);
    expectError(response, 404);
  });
});

describe('FAQ', () => {
  type Faq = { id: number; header: string; description: string; position: number };
  const adminFaqs = async (): Promise<Faq[]> => (await json('GET', '/api/admin/faqs')).faqs;
  const publicIds = async (): Promise<number[]> =>
    (await json('GET', '/api/faqs', undefined, null)).faqs.map((f: Faq) => f.id);
  const create = (header: string, description = 'The answer.') =>
    call('POST', '/api/admin/faqs', { header, description });

  it('appends a new question last, on the console and the public list', async () => {
    const response = await create('Do you offer a free trial?', 'No, but the free chat is open.');
    expect(response.statusCode, response.body).toBe(201);
    const { faq } = response.json();
    expect(faq).toEqual({
      id: expect.any(Number),
      header: 'Do you offer a free trial?',
      description: 'No, but the free chat is open.',
      position: expect.any(Number),
    });
    const list = await adminFaqs();
    expect(list.at(-1)).toEqual(faq);
    expect(list.slice(0, -1).every((f) => f.position < faq.position)).toBe(true);
    expect((await publicIds()).at(-1)).toBe(faq.id);
  });

  it('edits a question and its answer', async () => {
    const { faq } = (await create('Is there a mobile app?')).json();
    const response = await call('PATCH', `/api/admin/faqs/${faq.id}`, {
      header: 'Is there a phone app?',
      description: 'The web app works on phones.',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().faq).toMatchObject({ id: faq.id, header: 'Is there a phone app?' });
    const shown = (await json('GET', '/api/faqs', undefined, null)).faqs.find(
      (f: Faq) => f.id === faq.id,
    );
    expect(shown).toMatchObject({ description: 'The web app works on phones.' });
  });

  it('refuses a duplicate question with 409 and bad input with 400 or 404, changing nothing', async () => {
    const { faq } = (await create('Which brokers do you recommend?')).json();
    const before = await adminFaqs();
    const duplicate = await create('Are payments refundable?');
    expectError(duplicate, 409);
    expect(duplicate.json().error.code).toBe('duplicate_faq');
    const taken = { header: 'Are payments refundable?' };
    const renamed = await call('PATCH', `/api/admin/faqs/${faq.id}`, taken);
    expectError(renamed, 409);
    expect(renamed.json().error).toEqual({
      code: 'duplicate_faq',
      message: 'A question with this text already exists',
    });
    expectError(await create(''), 400);
    expectError(await create('q'.repeat(201)), 400);
    expectError(await create('A fine question', 'a'.repeat(2001)), 400);
    expectError(await call('PATCH', `/api/admin/faqs/${faq.id}`, {}), 400);
    expectError(await call('PATCH', '/api/admin/faqs/99999999', { header: 'Ghost' }), 404);
    expect(await adminFaqs()).toEqual(before);
  });

  it('reorders the FAQ; the public list follows', async () => {
    const ids = (await adminFaqs()).map((f) => f.id);
    const wanted = [ids[2]!, ids[0]!, ...ids.slice(3).reverse(), ids[1]!];
    const response = await call('PUT', '/api/admin/faqs/order', { ids: wanted });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().faqs.map((f: Faq) => f.id)).toEqual(wanted);
    expect((await adminFaqs()).map((f) => f.id)).toEqual(wanted);
    expect(await publicIds()).toEqual(wanted);
  });

  it('refuses an order with a missing, repeated or unknown id, keeping the old order', async () => {
    const before = await adminFaqs();
    const ids = before.map((f) => f.id);
    for (const bad of [
      ids.slice(1),
      [...ids, ids[0]!],
      [...ids.slice(1), ids[0]!, ids[0]!],
      [...ids.slice(1), 99999999],
      [],
    ]) {
      expectError(await call('PUT', '/api/admin/faqs/order', { ids: bad }), 400);
      expect(await adminFaqs()).toEqual(before);
    }
  });

  it('deletes a question: 204, then 404', async () => {
    const { faq } = (await create('Will this stay?')).json();
    const response = await call('DELETE', `/api/admin/faqs/${faq.id}`);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect(await publicIds()).not.toContain(faq.id);
    expect((await adminFaqs()).map((f) => f.id)).not.toContain(faq.id);
    expectError(await call('DELETE', `/api/admin/faqs/${faq.id}`), 404);
    expectError(await call('PATCH', `/api/admin/faqs/${faq.id}`, { header: 'Back?' }), 404);
  });
});

describe('testimonials', () => {
  type Testimonial = { id: number; display: boolean; createdAt: string; userId: string | null };
  const moderation = async (status?: string) =>
    json('GET', `/api/admin/testimonials${status ? `?status=${status}` : ''}`) as Promise<{
      testimonials: Testimonial[];
      counts: { pending: number; shown: number };
    }>;
  const ids = (list: { id: number }[]) => list.map((s) => s.id);
  const landing = async () =>
    ids((await json('GET', '/api/testimonials', undefined, null)).testimonials);
  const setDisplay = (id: number, display: boolean) =>
    call('PATCH', `/api/admin/testimonials/${id}`, { display });

  it('lists each status newest first, with counts that match', async () => {
    const all = await moderation();
    const pending = await moderation('pending');
    const shown = await moderation('shown');
    expect(all.counts).toEqual({
      pending: pending.testimonials.length,
      shown: shown.testimonials.length,
    });
    expect(pending.testimonials.every((s) => !s.display)).toBe(true);
    expect(shown.testimonials.every((s) => s.display)).toBe(true);
    expect(all.testimonials).toHaveLength(all.counts.pending + all.counts.shown);
    const times = all.testimonials.map((s) => Date.parse(s.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expectError(await call('GET', '/api/admin/testimonials?status=secret'), 400);
  });

  it('takes a review from pending to shown, hidden again, then deleted', async () => {
    const before = (await moderation()).counts;
    const sent = await call(
      'POST',
      '/api/testimonials',
      { rating: 4.5, description: 'Clear lessons, honest signals.' },
      cookies.member,
    );
    expect(sent.statusCode, sent.body).toBe(201);
    const id: number = sent.json().testimonial.id;

    const pending = await moderation('pending');
    expect(pending.testimonials.find((s) => s.id === id)).toMatchObject({
      display: false,
      userId: 'demo-free',
      rating: 4.5,
      description: 'Clear lessons, honest signals.',
    });
    expect(pending.counts).toEqual({ pending: before.pending + 1, shown: before.shown });
    expect(await landing()).not.toContain(id);

    const approved = await setDisplay(id, true);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().testimonial).toMatchObject({ id, display: true });
    expect(await landing()).toContain(id);
    expect(ids((await moderation('shown')).testimonials)).toContain(id);
    expect(ids((await moderation('pending')).testimonials)).not.toContain(id);
    expect((await moderation()).counts).toEqual({
      pending: before.pending,
      shown: before.shown + 1,
    });

    const hidden = await setDisplay(id, false);
    expect(hidden.json().testimonial).toMatchObject({ id, display: false });
    expect(await landing()).not.toContain(id);
    expect((await moderation()).counts).toEqual({
      pending: before.pending + 1,
      shown: before.shown,
    });

    const deleted = await call(
      'DELETE',
      `/api/admin/testimonials/${id}`,
      undefined,
      cookies.founder,
    );
    expect(deleted.statusCode).toBe(204);
    expect(ids((await moderation('all')).testimonials)).not.toContain(id);
    expect((await moderation()).counts).toEqual(before);
    expectError(await call('DELETE', `/api/admin/testimonials/${id}`), 404);
    expectError(await setDisplay(id, true), 404);
  });

  it('refuses a display that is not a boolean', async () => {
    const [first] = (await moderation('pending')).testimonials;
    expectError(
      await call('PATCH', `/api/admin/testimonials/${first!.id}`, { display: 'yes' }),
      400,
    );
    expectError(await call('PATCH', `/api/admin/testimonials/${first!.id}`, {}), 400);
    expect(ids((await moderation('pending')).testimonials)).toContain(first!.id);
  });
});

describe('audit trail', () => {
  it('records every console edit with its actor', async () => {
    const newest = async (action: string) =>
      (await json('GET', `/api/moderation/audit-log?action=${action}&limit=1`)).entries[0];
    const before = await newest('product-update');
    await json('PATCH', '/api/admin/products/signals', { title: 'Premium Signals' });
    const { faq } = await json('POST', '/api/admin/faqs', { header: 'Audited?', description: 'Y' });
    await json('PATCH', `/api/admin/faqs/${faq.id}`, { description: 'Yes' });
    const order = (await json('GET', '/api/admin/faqs')).faqs.map((f: { id: number }) => f.id);
    await json('PUT', '/api/admin/faqs/order', { ids: order.reverse() });
    expect((await call('DELETE', `/api/admin/faqs/${faq.id}`)).statusCode).toBe(204);
    const review = { rating: 5, description: 'Audited review' };
    const { testimonial } = await json('POST', '/api/testimonials', review, cookies.member);
    await json('PATCH', `/api/admin/testimonials/${testimonial.id}`, { display: true });
    await json('PATCH', `/api/admin/testimonials/${testimonial.id}`, { display: false });
    const deleted = await call(
      'DELETE',
      `/api/admin/testimonials/${testimonial.id}`,
      undefined,
      cookies.founder,
    );
    expect(deleted.statusCode).toBe(204);

    expect((await newest('product-update')).id).toBeGreaterThan(before?.id ?? 0);
    for (const action of [
      'product-update',
      'faq-create',
      'faq-update',
      'faq-reorder',
      'faq-delete',
      'testimonial-approve',
      'testimonial-hide',
    ])
      expect(await newest(action), action).toMatchObject({ action, actorId: 'demo-admin' });
    expect(await newest('testimonial-delete')).toMatchObject({ actorId: 'demo-founder' });
  });
});
