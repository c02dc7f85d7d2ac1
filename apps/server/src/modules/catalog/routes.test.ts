import { badgeTierFeatures, featureLabels } from '@bbt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BADGE_TIERS, DEMO_PERSONAS, PRODUCTS } from '../../db/seed-content';
import { createTestApp, signInAs, updateMemberRow, type TestApp } from '../../test/test-app';

let t: TestApp;
let freeCookie: string;
let premiumCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  freeCookie = await signInAs(t.app, 'free');
  premiumCookie = await signInAs(t.app, 'premium');
});
afterAll(() => t.close());

const get = (url: string, cookie?: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

interface ProductBody {
  key: string;
  nameInUrl: string;
  originalPrice: number;
  salePrice: number | null;
  price: number;
  role: string;
  type: string;
  features: string[];
  gallery: string[];
  grants: string[];
  tiers: {
    tier: number;
    title: string;
    price: number;
    features: string[];
    soldOnce: boolean;
    grants: string[];
  }[];
  owned: boolean;
  accessUntil: string | null;
  includedInTier: number | null;
}

const listProducts = async (cookie?: string): Promise<ProductBody[]> => {
  const response = await get('/api/products', cookie);
  expect(response.statusCode).toBe(200);
  return response.json().products;
};
const byKey = (products: ProductBody[], key: string) => {
  const product = products.find((p) => p.key === key);
  if (!product) throw new Error(`no product ${key} in ${JSON.stringify(products)}`);
  return product;
};
const ownership = (products: ProductBody[]) =>
  Object.fromEntries(products.map((p) => [p.key, p.owned]));

const expectedTiers = BADGE_TIERS.map(({ tier, title, price, features }) => ({
  tier,
  title,
  price,
  features,
  // Every tier is sold once until the founder makes it a membership only (decision 0071).
  soldOnce: true,
  grants: featureLabels(badgeTierFeatures(tier)),
}));

describe('GET /api/products', () => {
  it('lists the three seeded products in display order', async () => {
    const products = await listProducts();
    expect(products.map((p) => p.key)).toEqual(['indicator', 'badge', 'signals']);
    expect(products.map((p) => p.nameInUrl)).toEqual(PRODUCTS.map((p) => p.nameInUrl));
  });

  it('prices the indicator at its sale price and keeps the original price for strike-through', async () => {
    const indicator = byKey(await listProducts(), 'indicator');
    expect(indicator).toMatchObject({
      price: 34.99,
      salePrice: 34.99,
      originalPrice: 49.99,
      role: 'premium_trader',
      type: 'indicator',
      tiers: [],
    });
    expect(indicator.features.length).toBeGreaterThan(0);
  });

  it('prices the badge at tier 1 and lists its three tiers with what each grants, from the entitlement table', async () => {
    const badge = byKey(await listProducts(), 'badge');
    expect(badge).toMatchObject({
      price: 7.99,
      originalPrice: 7.99,
      salePrice: null,
      role: 'blue_badge_trader',
      type: 'course',
    });
    expect(badge.tiers).toEqual(expectedTiers);
    expect(badge.tiers.map((tier) => tier.price)).toEqual([7.99, 12.99, 14.99]);
    // Each tier grants what the one before does (past its rank) and adds to it.
    const [one, two, three] = badge.tiers.map((tier) => tier.grants.slice(1));
    expect(two?.slice(0, one?.length)).toEqual(one);
    expect(three?.slice(0, two?.length)).toEqual(two);
    expect(three?.length).toBeGreaterThan(two?.length ?? 0);
    expect(badge.grants).toEqual(badge.tiers[0]?.grants);
  });

  it('prices signals at its original price (no sale) without tiers', async () => {
    const signals = byKey(await listProducts(), 'signals');
    expect(signals).toMatchObject({
      price: 19.99,
      originalPrice: 19.99,
      salePrice: null,
      role: 'premium_signals',
      type: 'signals',
      tiers: [],
    });
  });

  it('marks nothing as owned for a signed-out visitor', async () => {
    expect(ownership(await listProducts())).toEqual({
      indicator: false,
      badge: false,
      signals: false,
    });
  });

  it('marks nothing as owned for the free member', async () => {
    expect(ownership(await listProducts(freeCookie))).toEqual({
      indicator: false,
      badge: false,
      signals: false,
    });
  });

  it("marks the premium member's three products as owned", async () => {
    expect(ownership(await listProducts(premiumCookie))).toEqual({
      indicator: true,
      badge: true,
      signals: true,
    });
  });

  it('stops counting signals as owned once the signals period has run out', async () => {
    const analyst = DEMO_PERSONAS.find((p) => p.as === 'analyst');
    if (!analyst) throw new Error('no analyst persona');
    await updateMemberRow(t, analyst.id, {
      premiumSignals: true,
      signalsUntil: new Date(Date.now() + 60_000),
    });
    const cookie = await signInAs(t.app, 'analyst');
    expect(byKey(await listProducts(cookie), 'signals').owned).toBe(true);

    await updateMemberRow(t, analyst.id, { signalsUntil: new Date(Date.now() - 60_000) });
    expect(byKey(await listProducts(cookie), 'signals').owned).toBe(false);
  });

  it('marks what a badge tier includes as owned through it: the indicator from tier 1, signals from tier 3', async () => {
    const marketing = DEMO_PERSONAS.find((p) => p.as === 'marketing');
    if (!marketing) throw new Error('no marketing persona');
    const cookie = await signInAs(t.app, 'marketing');
    const included = async () =>
      Object.fromEntries(
        (await listProducts(cookie)).map((p) => [p.key, [p.owned, p.includedInTier]]),
      );
    await updateMemberRow(t, marketing.id, { blueBadgeTrader: true, badgeTier: 1 });
    expect(await included()).toEqual({
      indicator: [true, 1],
      badge: [true, null],
      signals: [false, null],
    });
    await updateMemberRow(t, marketing.id, { badgeTier: 3 });
    expect(await included()).toEqual({
      indicator: [true, 3],
      badge: [true, null],
      signals: [true, 3],
    });
    // No end date to show: tier 3's signals run as long as the tier.
    expect(byKey(await listProducts(cookie), 'signals').accessUntil).toBeNull();
    await updateMemberRow(t, marketing.id, { blueBadgeTrader: false, badgeTier: null });
  });

  it('ignores a garbage session cookie and answers as signed out', async () => {
    const products = await listProducts('better-auth.session_token=not-a-real-token');
    expect(products.every((p) => !p.owned)).toBe(true);
  });
});

describe('GET /api/products/:nameInUrl', () => {
  it('returns the badge with its tiers and a 3-image gallery', async () => {
    const response = await get('/api/products/badge');
    expect(response.statusCode).toBe(200);
    const { product } = response.json() as { product: ProductBody };
    expect(product).toMatchObject({
      key: 'badge',
      nameInUrl: 'badge',
      price: 7.99,
      owned: false,
    });
    expect(product.tiers).toEqual(expectedTiers);
    expect(product.gallery).toHaveLength(3);
  });

  it('returns the same product as the list', async () => {
    const fromList = byKey(await listProducts(freeCookie), 'indicator');
    const response = await get('/api/products/indicator', freeCookie);
    expect(response.statusCode).toBe(200);
    expect(response.json().product).toEqual(fromList);
  });

  it('says whether the signed-in member owns it', async () => {
    const forPremium = await get('/api/products/badge', premiumCookie);
    expect(forPremium.json().product.owned).toBe(true);
    const forFree = await get('/api/products/badge', freeCookie);
    expect(forFree.json().product.owned).toBe(false);
  });

  it('answers an unknown nameInUrl with 404 in the error shape', async () => {
    const response = await get('/api/products/no-such-product');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: expect.any(String) },
    });
    expect(response.json().error.message.length).toBeGreaterThan(0);
  });

  it('does not match a product by its key in another case', async () => {
    const response = await get('/api/products/BADGE');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('not_found');
  });

  it('answers a 100-character nameInUrl (the longest allowed) with a 404 in the error shape', async () => {
    const response = await get(`/api/products/${'a'.repeat(100)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: expect.any(String) },
    });
  });

  const badParams = [
    ['just over the limit', 'a'.repeat(101)],
    ['absurdly long', 'x'.repeat(10_000)],
    ['long and full of encoded characters', encodeURIComponent('é%'.repeat(3_000))],
    ['badly percent-encoded', '%E0%A4%A'],
  ] as const;

  it.each(badParams)('answers a nameInUrl %s with a 4xx, never a 5xx', async (_name, param) => {
    const response = await get(`/api/products/${param}`);
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each(badParams)(
    'answers a nameInUrl %s in the one error shape {error: {code, message}}',
    async (_name, param) => {
      const response = await get(`/api/products/${param}`);
      expect(response.json()).toEqual({
        error: { code: expect.any(String), message: expect.any(String) },
      });
    },
  );
});
