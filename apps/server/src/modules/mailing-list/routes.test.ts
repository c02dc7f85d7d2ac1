import { COPY, MAILING_LIST_DISCOUNT_PERCENT } from '@bbt/domain';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountCodes, mailOutbox } from '../../db/schema';
import { mailingList } from './schema';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { signUnsubscribeToken } from './unsubscribe-token';

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
    expect(response.json()).toMatchObject({
      message: COPY.mailing.joined,
      discountCode: { code: expect.stringMatching(/^BB15-/), percent: 15, used: false },
    });
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

const lastMailTo = async (to: string) =>
  (
    await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, to))
      .orderBy(desc(mailOutbox.id))
      .limit(1)
  )[0];
let nextIp = 1;
const ip = () => `10.40.0.${nextIp++}`;
const unsubscribeCall = (method: 'GET' | 'POST', token: string, extra: object = {}) =>
  t.app.inject({
    method,
    url: `/api/mailing-list/unsubscribe?token=${encodeURIComponent(token)}`,
    remoteAddress: ip(),
    ...extra,
  });
const tokenFromMail = (text: string) => {
  const match = /unsubscribe\?token=([^\s"&]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no unsubscribe link in ${text}`);
  return decodeURIComponent(match[1]);
};

describe('the discount code and the welcome mail', () => {
  it('issues a 15% code tied to the email, answers it and mails it (kept without SMTP)', async () => {
    const response = await join({ email: 'Coded@Example.com' }, ip());
    const { code } = response.json().discountCode;
    const [stored] = await t.db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.email, 'coded@example.com'));
    expect(stored).toMatchObject({
      code,
      percent: MAILING_LIST_DISCOUNT_PERCENT,
      usedOrderId: null,
    });
    const days = ((stored?.expiresAt.getTime() ?? 0) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(89.9);

    const mail = await lastMailTo('coded@example.com');
    expect(mail).toMatchObject({ kind: 'mailing_list_welcome', status: 'kept' });
    expect(mail?.text).toContain(code);
    expect(mail?.html).toContain(code);
    expect(mail?.html).toContain('<meta name="color-scheme" content="light dark">');
    expect(mail?.text).toContain('http://localhost:3000/unsubscribe?token=');
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/localhost:3000\/api\/mailing-list\/unsubscribe\?token=.+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });

  it('gives an address that left and came back its first code again, not a second one', async () => {
    const first = (await join({ email: 'again@example.com' }, ip())).json().discountCode.code;
    const mail = await lastMailTo('again@example.com');
    expect((await unsubscribeCall('POST', tokenFromMail(mail?.text ?? ''))).statusCode).toBe(200);
    const second = await join({ email: 'again@example.com' }, ip());
    expect(second.statusCode).toBe(201);
    expect(second.json().discountCode.code).toBe(first);
  });
});

describe('unsubscribing without signing in', () => {
  it('names the address on GET, and removes it on POST from the mail link', async () => {
    await join({ email: 'leaver@example.com' }, ip());
    const token = tokenFromMail((await lastMailTo('leaver@example.com'))?.text ?? '');
    const asked = await unsubscribeCall('GET', token);
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ email: 'leaver@example.com' });
    expect(await storedEmails()).toContain('leaver@example.com');

    const removed = await unsubscribeCall('POST', token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({
      email: 'leaver@example.com',
      message: COPY.unsubscribe.done('leaver@example.com'),
    });
    expect(await storedEmails()).not.toContain('leaver@example.com');
    // A second click is not an error.
    expect((await unsubscribeCall('POST', token)).statusCode).toBe(200);
  });

  it("removes the address with a mail client's one-click POST (RFC 8058)", async () => {
    await join({ email: 'oneclick@example.com' }, ip());
    const header = (await lastMailTo('oneclick@example.com'))?.headers['List-Unsubscribe'] ?? '';
    const url = header.slice(1, -1).replace('http://localhost:3000', '');
    const response = await t.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
      remoteAddress: ip(),
    });
    expect(response.statusCode).toBe(200);
    expect(await storedEmails()).not.toContain('oneclick@example.com');
  });

  it('refuses a forged, altered or expired link with a 4xx and removes nothing', async () => {
    await join({ email: 'stays@example.com' }, ip());
    const genuine = tokenFromMail((await lastMailTo('stays@example.com'))?.text ?? '');
    const [payload, signature] = genuine.split('.');
    const inAWeek = new Date(Date.now() + 7 * 86_400_000);
    const cases: Array<[string, string, number, string]> = [
      [
        'signed with another secret',
        signUnsubscribeToken('not-the-secret', 'stays@example.com', inAWeek),
        400,
        'unsubscribe_link_invalid',
      ],
      [
        'for another address, same signature',
        `${Buffer.from(JSON.stringify({ email: 'stays@example.com', exp: 9_999_999_999 })).toString('base64url')}.${signature}`,
        400,
        'unsubscribe_link_invalid',
      ],
      ['without a signature', `${payload}.`, 400, 'unsubscribe_link_invalid'],
      ['garbage', 'not-a-token', 400, 'unsubscribe_link_invalid'],
      [
        'expired',
        signUnsubscribeToken(
          t.config.sessionSecret,
          'stays@example.com',
          new Date(Date.now() - 1000),
        ),
        410,
        'unsubscribe_link_expired',
      ],
    ];
    for (const [name, token, status, code] of cases) {
      for (const method of ['GET', 'POST'] as const) {
        const response = await unsubscribeCall(method, token);
        expect(response.statusCode, `${method} ${name}`).toBe(status);
        expect(response.json().error.code).toBe(code);
      }
    }
    expect((await unsubscribeCall('POST', '')).statusCode).toBe(400);
    expect(await storedEmails()).toContain('stays@example.com');
  });
});

describe('the console', () => {
  it('lets a founder remove an address, and nobody else', async () => {
    await join({ email: 'removed-by-staff@example.com' }, ip());
    const [row] = await t.db
      .select()
      .from(mailingList)
      .where(eq(mailingList.email, 'removed-by-staff@example.com'));
    const remove = (cookie: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/admin/mailing-list/${row?.id}`,
        headers: { cookie },
      });
    expect((await remove(await signInAs(t.app, 'free'))).statusCode).toBe(403);
    expect(await storedEmails()).toContain('removed-by-staff@example.com');
    const founder = await signInAs(t.app, 'founder');
    expect((await remove(founder)).statusCode).toBe(204);
    expect(await storedEmails()).not.toContain('removed-by-staff@example.com');
    expect((await remove(founder)).statusCode).toBe(404);
  });

  it('shows kept mails on the Mail page, list and bodies, to founders and admins only', async () => {
    await join({ email: 'shown@example.com' }, ip());
    const admin = await signInAs(t.app, 'admin');
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/mail',
      headers: { cookie: admin },
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().delivery).toBe('kept');
    const entry = list.json().mails.find((m: { to: string }) => m.to === 'shown@example.com');
    expect(entry).toMatchObject({ kind: 'mailing_list_welcome', status: 'kept', attempts: 0 });
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/admin/mail/${entry.id}`,
      headers: { cookie: admin },
    });
    expect(one.json()).toMatchObject({
      text: expect.stringContaining('BB15-'),
      html: expect.stringContaining('<html'),
    });
    for (const who of ['free', 'support', 'marketing'] as const) {
      const cookie = await signInAs(t.app, who);
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/admin/mail', headers: { cookie } }))
          .statusCode,
      ).toBe(403);
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: `/api/admin/mail/${entry.id}`,
            headers: { cookie },
          })
        ).statusCode,
      ).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/mail' })).statusCode).toBe(401);
  });
});
