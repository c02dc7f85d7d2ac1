import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { faqs } from './schema';
import { FAQS } from '../../db/seed-content';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Faq = { id: number; header: string; description: string };
const listFaqs = async (cookie?: string): Promise<Faq[]> => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/faqs',
    headers: cookie ? { cookie } : {},
  });
  expect(response.statusCode).toBe(200);
  return response.json().faqs;
};

describe('GET /api/faqs', () => {
  it('returns the seeded FAQs in position order', async () => {
    const list = await listFaqs();
    const seeded = [...FAQS].sort((a, b) => a.position - b.position);
    expect(list.map(({ header, description }) => ({ header, description }))).toEqual(
      seeded.map(({ header, description }) => ({ header, description })),
    );
  });

  it('gives each FAQ its id, header and description only', async () => {
    const list = await listFaqs();
    expect(list.length).toBeGreaterThan(0);
    for (const faq of list) {
      expect(Object.keys(faq).sort()).toEqual(['description', 'header', 'id']);
      expect(faq.id).toEqual(expect.any(Number));
    }
    const stored = await t.db.select({ id: faqs.id, header: faqs.header }).from(faqs);
    expect(list.map((f) => [f.id, f.header]).sort()).toEqual(
      stored.map((f) => [f.id, f.header]).sort(),
    );
  });

  it('orders by position, not by insertion', async () => {
    const [inserted] = await t.db
      .insert(faqs)
      .values({ header: 'Asked first of all?', description: 'Placed at the top.', position: 0 })
      .returning();
    const list = await listFaqs();
    expect(list[0]).toEqual({
      id: inserted?.id,
      header: 'Asked first of all?',
      description: 'Placed at the top.',
    });
    expect(list.slice(1).map((f) => f.header)).toEqual(
      [...FAQS].sort((a, b) => a.position - b.position).map((f) => f.header),
    );
  });

  it('is the same for signed-in members and visitors', async () => {
    const cookie = await signInAs(t.app, 'free');
    expect(await listFaqs(cookie)).toEqual(await listFaqs());
  });
});
