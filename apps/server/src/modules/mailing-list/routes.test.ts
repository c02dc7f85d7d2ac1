import { COPY } from '@bbt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailingList } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const join = (payload: unknown, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/api/mailing-list',
    payload: payload as object,
    remoteAddress: ip,
  });
const storedEmails = async () => (await t.db.select().from(mailingList)).map((r) => r.email).sort();

describe('POST /api/mailing-list', () => {
  it('adds a new email, trimmed and lower-cased, with the spec message', async () => {
    const response = await join({ email: '  Trader.One@Example.com ' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ message: COPY.mailing.joined });
    expect(await storedEmails()).toContain('trader.one@example.com');
  });

  it('rejects the same email in another case or with spaces as already used', async () => {
    await join({ email: 'dup@example.com' });
    const response = await join({ email: ' DUP@example.COM' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'email_taken', message: COPY.mailing.duplicate },
    });
    expect((await storedEmails()).filter((e) => e === 'dup@example.com')).toHaveLength(1);
  });

  it.each([
    ['a missing email', {}],
    ['an empty email', { email: '   ' }],
    ['an invalid email', { email: 'not-an-email' }],
    ['a non-string email', { email: 42 }],
    ['an over-long email', { email: `${'a'.repeat(250)}@example.com` }],
    ['extra fields', { email: 'extra@example.com', admin: true }],
  ])('rejects %s with a 400 and stores nothing', async (_name, payload) => {
    const before = await storedEmails();
    const response = await join(payload, '10.0.0.2');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'validation_failed',
      message: expect.any(String),
    });
    expect(await storedEmails()).toEqual(before);
  });

  it('stores one row when the same email arrives concurrently', async () => {
    const responses = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        join({ email: i % 2 ? 'race@example.com' : 'RACE@example.com' }, `10.1.0.${i}`),
      ),
    );
    const statuses = responses.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect((await storedEmails()).filter((e) => e === 'race@example.com')).toHaveLength(1);
  });

  it('rate-limits one address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await join({ email: `flood${i}@example.com` }, '10.9.9.9')).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });
});
