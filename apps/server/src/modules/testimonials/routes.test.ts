import { COPY } from '@bbt/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testimonials } from './schema';
import { TESTIMONIALS } from '../../db/seed-content';
import { freshClientAddress } from '../../test/client-address';
import {
  createTestApp,
  demoPersona,
  signInAs,
  type Persona,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
let freeCookie: string;
let adminCookie: string;
beforeAll(async () => {
  t = await createTestApp();
  freeCookie = await signInAs(t.app, 'free');
  adminCookie = await signInAs(t.app, 'admin');
});
afterAll(() => t.close());

const postReview = (
  app: TestApp['app'],
  payload: unknown,
  cookie?: string,
  ip = freshClientAddress(),
) =>
  app.inject({
    method: 'POST',
    url: '/api/testimonials',
    payload: payload as object,
    headers: cookie ? { cookie } : {},
    remoteAddress: ip,
  });
const review = (payload: unknown, cookie?: string) => postReview(t.app, payload, cookie);
const get = (url: string, cookie?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: cookie ? { cookie } : {},
    remoteAddress: freshClientAddress(),
  });

const storedCount = async () => (await t.db.select().from(testimonials)).length;
const storedBy = (as: Persona) =>
  t.db
    .select()
    .from(testimonials)
    .where(eq(testimonials.userId, demoPersona(as).id));

describe('POST /api/testimonials', () => {
  it('requires sign-in: 401 in the error shape, nothing stored', async () => {
    const before = await storedCount();
    const response = await review({ rating: 5, description: 'Great community' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      error: { code: 'unauthenticated', message: expect.any(String) },
    });
    // An invalid body from a signed-out visitor is 401 too, not 400.
    expect((await review({ rating: 'lots' })).statusCode).toBe(401);
    expect(await storedCount()).toBe(before);
  });

  it("stores a valid review, hidden, under the member's display name", async () => {
    const response = await review(
      { rating: 4.5, description: '  The manual taught me position sizing.  ' },
      freeCookie,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toEqual({
      message: COPY.review.sent,
      testimonial: {
        id: expect.any(Number),
        name: demoPersona('free').name,
        description: 'The manual taught me position sizing.',
        rating: 4.5,
        display: false,
        createdAt: expect.any(String),
      },
    });
    expect(body.message).toBe('review has been sent');
    expect(Number.isNaN(Date.parse(body.testimonial.createdAt))).toBe(false);

    const [row] = await t.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.id, body.testimonial.id));
    expect(row).toMatchObject({
      userId: demoPersona('free').id,
      name: 'Nina Okafor',
      description: 'The manual taught me position sizing.',
      rating: 4.5,
      display: false,
    });
  });

  it('refuses a name in the body (the name comes from the account)', async () => {
    const before = await storedCount();
    const response = await review(
      { rating: 5, description: 'Five stars from the CEO', name: 'Warren Buffett' },
      freeCookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'validation_failed',
      message: expect.any(String),
    });
    expect(await storedCount()).toBe(before);
  });

  it.each([
    ['display', { rating: 5, description: 'Approve me', display: true }],
    ['userId', { rating: 5, description: 'Not me', userId: 'demo-admin' }],
  ])('refuses a %s in the body', async (_field, payload) => {
    const before = await storedCount();
    const response = await review(payload, freeCookie);
    expect(response.statusCode).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it.each([0, 0.5, 5, 3])('accepts a rating of %s', async (rating) => {
    const response = await review({ rating, description: `Rated ${rating}` }, freeCookie);
    expect(response.statusCode).toBe(201);
    expect(response.json().testimonial.rating).toBe(rating);
    const [row] = await t.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.id, response.json().testimonial.id));
    expect(row?.rating).toBe(rating);
  });

  it('accepts a text of exactly 1000 characters', async () => {
    const response = await review({ rating: 4, description: 'a'.repeat(1000) }, freeCookie);
    expect(response.statusCode).toBe(201);
    expect(response.json().testimonial.description).toHaveLength(1000);
  });

  it.each([
    ['a rating of 4.3', { rating: 4.3, description: 'Nearly great' }],
    ['a rating of 5.5', { rating: 5.5, description: 'Beyond great' }],
    ['a rating of -0.5', { rating: -0.5, description: 'Below zero' }],
    ['a rating of 6', { rating: 6, description: 'Too many stars' }],
    ["a rating of '4' (a string)", { rating: '4', description: 'Stringly typed' }],
    ['a rating of null', { rating: null, description: 'No stars' }],
    ['no rating', { description: 'Forgot the stars' }],
    ['an empty text', { rating: 4, description: '' }],
    ['a whitespace-only text', { rating: 4, description: ' \n\t  ' }],
    ['no text', { rating: 4 }],
    ['a text that is not a string', { rating: 4, description: 42 }],
    ['a text over 1000 characters', { rating: 4, description: 'a'.repeat(1001) }],
    ['a body that is a list', [{ rating: 4, description: 'In a list' }]],
  ])('refuses %s with 400 and a readable message, storing nothing', async (_name, payload) => {
    const before = await storedCount();
    const response = await review(payload, freeCookie);
    expect(response.statusCode).toBe(400);
    const { error } = response.json();
    expect(error.code).toBe('validation_failed');
    expect(error.message).toMatch(/[a-z]{3,}/i);
    expect(error.message.length).toBeLessThan(1000);
    expect(await storedCount()).toBe(before);
  });

  it('says what is wrong with a missing rating and a blank text', async () => {
    const noRating = await review({ description: 'Forgot' }, freeCookie);
    expect(noRating.json().error.message).toContain(COPY.review.ratingRequired);
    const blank = await review({ rating: 3, description: '   ' }, freeCookie);
    expect(blank.json().error.message).toContain(COPY.review.textRequired);
  });

  it.each([5.5, 6, -0.5, 4.3])(
    'says a rating of %s must be from 0 to 5 in halves, not that it is missing',
    async (rating) => {
      const response = await review({ rating, description: 'Out of range' }, freeCookie);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'validation_failed',
        message: `Invalid request: rating: ${COPY.review.ratingRange}`,
      });
    },
  );
});

describe('GET /api/testimonials', () => {
  type Public = { id: number; name: string; description: string; rating: number };
  const publicList = async (): Promise<Public[]> => {
    const response = await get('/api/testimonials');
    expect(response.statusCode).toBe(200);
    return response.json().testimonials;
  };

  it('shows only approved testimonials, with public fields only', async () => {
    const list = await publicList();
    const approved = TESTIMONIALS.filter((s) => s.display).map((s) => s.name);
    expect(list.map((s) => s.name).sort()).toEqual([...approved].sort());
    for (const item of list) {
      expect(Object.keys(item).sort()).toEqual(['description', 'id', 'name', 'rating']);
    }
  });

  it("doesn't show a new (unapproved) review", async () => {
    const sent = await review({ rating: 5, description: 'Waiting for approval' }, freeCookie);
    expect(sent.statusCode).toBe(201);
    const list = await publicList();
    expect(list.map((s) => s.id)).not.toContain(sent.json().testimonial.id);
    expect(list.map((s) => s.description)).not.toContain('Waiting for approval');
    expect(list.map((s) => s.name)).not.toContain(demoPersona('free').name);
  });

  it('shows at most 4, newest approved first, once approved', async () => {
    const sent = await review({ rating: 4, description: 'Approved later' }, adminCookie);
    expect(sent.statusCode).toBe(201);
    const id: number = sent.json().testimonial.id;
    // Approval has no route yet (ruling 16: an admin view); set it as that view would.
    await t.db.update(testimonials).set({ display: true }).where(eq(testimonials.id, id));

    const list = await publicList();
    expect(list).toHaveLength(4);
    expect(list[0]).toEqual({
      id,
      name: demoPersona('admin').name,
      description: 'Approved later',
      rating: 4,
    });
    const approvedInDb = await t.db
      .select()
      .from(testimonials)
      .where(eq(testimonials.display, true));
    expect(approvedInDb.length).toBeGreaterThan(4);
  });
});

describe('GET /api/testimonials/mine', () => {
  it('requires sign-in', async () => {
    const response = await get('/api/testimonials/mine');
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('unauthenticated');
  });

  it("lists the member's own reviews, unapproved included, newest first", async () => {
    const sent = await review({ rating: 3.5, description: 'Mine to see' }, freeCookie);
    expect(sent.statusCode).toBe(201);
    const response = await get('/api/testimonials/mine', freeCookie);
    expect(response.statusCode).toBe(200);
    const mine = response.json().testimonials as { id: number; display: boolean }[];
    expect(mine[0]).toEqual({
      id: sent.json().testimonial.id,
      name: demoPersona('free').name,
      description: 'Mine to see',
      rating: 3.5,
      display: false,
      createdAt: expect.any(String),
    });
    const stored = await storedBy('free');
    expect(mine.map((s) => s.id).sort()).toEqual(stored.map((s) => s.id).sort());
  });

  it("doesn't include another member's reviews", async () => {
    const sent = await review({ rating: 2, description: 'Only for the free member' }, freeCookie);
    const response = await get('/api/testimonials/mine', adminCookie);
    expect(response.statusCode).toBe(200);
    const adminMine = response.json().testimonials as { id: number; name: string }[];
    expect(adminMine.map((s) => s.id)).not.toContain(sent.json().testimonial.id);
    expect(adminMine.every((s) => s.name === demoPersona('admin').name)).toBe(true);
    expect(adminMine.map((s) => s.id).sort()).toEqual(
      (await storedBy('admin')).map((s) => s.id).sort(),
    );
  });
});

describe('rate limit', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await createTestApp();
  });
  afterAll(() => fresh.close());

  it('answers the 6th review within an hour from one client with 429 in the error shape', async () => {
    const cookie = await signInAs(fresh.app, 'free');
    const countBefore = (await fresh.db.select().from(testimonials)).length;
    const statuses: number[] = [];
    let last;
    for (let i = 1; i <= 6; i++) {
      last = await postReview(
        fresh.app,
        { rating: 4, description: `Review number ${i}` },
        cookie,
        '10.99.0.1',
      );
      statuses.push(last.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(last?.json()).toEqual({
      error: { code: 'rate_limited', message: expect.any(String) },
    });
    expect((await fresh.db.select().from(testimonials)).length).toBe(countBefore + 5);

    // Another client is not held back by the first one's limit.
    const other = await postReview(
      fresh.app,
      { rating: 4, description: 'From elsewhere' },
      cookie,
      '10.99.0.2',
    );
    expect(other.statusCode).toBe(201);
  });
});
