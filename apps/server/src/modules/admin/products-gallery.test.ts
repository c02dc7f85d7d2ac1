import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminConsole, expectError, freshIp, multipartFile, pngImage } from './test-support';

const consoleApp = adminConsole();
const { cookies, request } = consoleApp;

const SEEDED = [1, 2, 3].map((slot) => `/images/products/badge-gallery-${slot}.svg`);

const setSlot = (slot: number | string, imageUrl: string, key = 'badge', cookie = cookies.admin) =>
  request('PUT', `/api/admin/products/${key}/gallery/${slot}`, { imageUrl }, cookie);
const restoreSlot = (slot: number | string, key = 'badge', cookie = cookies.admin) =>
  request('POST', `/api/admin/products/${key}/gallery/${slot}/restore`, undefined, cookie);
const storefrontGallery = async (): Promise<string[]> =>
  (await request('GET', '/api/products/badge', undefined, '')).json().product.gallery;
const adminBadge = async () =>
  (await request('GET', '/api/admin/products'))
    .json()
    .products.find((p: { key: string }) => p.key === 'badge');
async function uploaded(): Promise<string> {
  const body = multipartFile(await pngImage());
  const response = await consoleApp.t.app.inject({
    method: 'POST',
    url: '/api/admin/product-images',
    headers: { ...body.headers, cookie: cookies.admin },
    payload: body.payload,
    remoteAddress: freshIp(),
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().url;
}

describe('the badge gallery', () => {
  it('lists the gallery and the seeded picture of each slot in the console', async () => {
    expect(await adminBadge()).toMatchObject({ gallery: SEEDED, seededGallery: SEEDED });
    const products = (await request('GET', '/api/admin/products')).json().products;
    expect(products.find((p: { key: string }) => p.key === 'indicator').seededGallery).toEqual([]);
  });

  it('shows an uploaded picture in one slot, then puts the seeded one back', async () => {
    const picture = await uploaded();
    const changed = await setSlot(2, picture);
    expect(changed.statusCode, changed.body).toBe(200);
    const withUpload = [SEEDED[0], picture, SEEDED[2]];
    expect(changed.json().product.gallery).toEqual(withUpload);
    expect(await storefrontGallery()).toEqual(withUpload);

    const restored = await restoreSlot(2);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json().product.gallery).toEqual(SEEDED);
    expect(await storefrontGallery()).toEqual(SEEDED);
    // Putting back a seeded picture that is already there changes nothing and is fine.
    expect((await restoreSlot(2)).statusCode).toBe(200);
  });

  it.each<[string, () => ReturnType<typeof setSlot>, number]>([
    ['an external picture', () => setSlot(1, 'https://evil.example.com/x.png'), 400],
    ['a picture never uploaded', () => setSlot(1, `/api/product-images/${randomUUID()}.webp`), 400],
    ['a seeded file path', () => setSlot(1, '/images/products/badge.svg'), 400],
    ['slot 0', () => setSlot(0, '/api/product-images/x.webp'), 400],
    ['slot "first"', () => setSlot('first', '/api/product-images/x.webp'), 400],
    ['a missing picture', () => request('PUT', '/api/admin/products/badge/gallery/1', {}), 400],
    ['restoring slot 0', () => restoreSlot(0), 400],
    ['restoring slot 4 of 3', () => restoreSlot(4), 404],
    ['a product without a gallery', () => restoreSlot(1, 'indicator'), 404],
    ['an unknown product', () => restoreSlot(1, 'no-such-product'), 404],
  ])('refuses %s, changing nothing', async (_case, send, status) => {
    const before = await storefrontGallery();
    expectError(await send(), status);
    expect(await storefrontGallery()).toEqual(before);
  });

  it('refuses members (403) and visitors (401), changing nothing', async () => {
    const picture = await uploaded();
    expectError(await setSlot(1, picture, 'badge', cookies.member), 403);
    expectError(await setSlot(1, picture, 'badge', ''), 401);
    expectError(await restoreSlot(1, 'badge', cookies.member), 403);
    expectError(await restoreSlot(1, 'badge', ''), 401);
    expect(await storefrontGallery()).toEqual(SEEDED);
  });
});
