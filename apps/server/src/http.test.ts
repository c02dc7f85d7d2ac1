import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartItems, faqs, inviteVisits, mailingList, users } from './db/schema';
import { createAdminTestApp, freshIp, multipartFile, pngImage } from './modules/admin/test-support';
import { createMember, sessionCookieFor } from './test/factories';
import { signInAs, type TestApp } from './test/test-app';

let t: TestApp;
let founder: string;

beforeAll(async () => {
  t = await createAdminTestApp();
  founder = await signInAs(t.app, 'founder');
});
afterAll(() => t.close());

const send = (options: InjectOptions) => t.app.inject({ remoteAddress: freshIp(), ...options });

async function rowsIn(table: typeof faqs | typeof inviteVisits | typeof mailingList) {
  const [row] = await t.db.select({ rows: count() }).from(table);
  return row?.rows;
}

describe('text the database cannot store', () => {
  const expectInvalidText = (response: { statusCode: number; json(): unknown }) => {
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'invalid_text', message: expect.stringMatching(/NUL/) },
    });
  };

  it('is refused in a path parameter, before the handler writes anything', async () => {
    const [inviter] = await t.db.select({ id: users.id }).from(users).limit(1);
    const before = await rowsIn(inviteVisits);
    const response = await send({
      method: 'POST',
      url: `/api/invites/${encodeURIComponent(`${inviter?.id}\u0000`)}/visit`,
      payload: { visitor: 'visitor-nul-1' },
    });
    expectInvalidText(response);
    expect(await rowsIn(inviteVisits)).toBe(before);
  });

  it('is refused in a query string', async () => {
    const response = await send({
      method: 'GET',
      url: '/api/admin/members?search=demo%00',
      headers: { cookie: founder },
    });
    expectInvalidText(response);
  });

  it('is refused in a JSON body field, and nothing is written', async () => {
    const before = await rowsIn(faqs);
    const response = await send({
      method: 'POST',
      url: '/api/admin/faqs',
      headers: { cookie: founder },
      payload: { header: 'Is this\u0000stored?', description: 'No.' },
    });
    expectInvalidText(response);
    expect(await rowsIn(faqs)).toBe(before);
  });

  it('is refused in a field of an object inside an array, and in an object key', async () => {
    const member = await createMember(t.db, { name: 'Cart Nul' });
    const cookie = await sessionCookieFor(t.db, t.config.sessionSecret, member.id);
    for (const payload of [
      { items: [{ product: 'indicator\u0000' }] },
      { items: [{ 'product\u0000': 'indicator' }] },
    ]) {
      expectInvalidText(
        await send({ method: 'PUT', url: '/api/cart', headers: { cookie }, payload }),
      );
    }
    const lines = await t.db.select().from(cartItems).where(eq(cartItems.userId, member.id));
    expect(lines).toEqual([]);
  });

  it('is refused in a form-encoded or plain-text body', async () => {
    for (const contentType of ['application/x-www-form-urlencoded', 'text/plain']) {
      expectInvalidText(
        await send({
          method: 'POST',
          url: '/api/mailing-list',
          headers: { 'content-type': contentType },
          payload: 'email=a\u0000@example.com',
        }),
      );
    }
  });

  it('leaves other text alone: an escaped %00 stays text, RTL marks pass', async () => {
    const search = await send({
      method: 'GET',
      url: `/api/admin/members?search=${encodeURIComponent('%00 \u202E')}`,
      headers: { cookie: founder },
    });
    expect(search.statusCode).toBe(200);
  });

  it('does not get in the way of multipart uploads', async () => {
    const upload = multipartFile(await pngImage());
    const response = await send({
      method: 'POST',
      url: '/api/admin/product-images',
      headers: { cookie: founder, ...upload.headers },
      payload: upload.payload,
    });
    expect(response.statusCode).toBe(201);
  });
});

describe('state-changing requests from another site', () => {
  const join = (email: string, headers: Record<string, string>) =>
    send({ method: 'POST', url: '/api/mailing-list', headers, payload: { email } });

  it('are refused when the Origin is foreign, and nothing is written', async () => {
    const before = await rowsIn(mailingList);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
      const response = await join('foreign@example.com', { origin });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'cross_origin', message: expect.stringMatching(/another site/) },
      });
    }
    expect(await rowsIn(mailingList)).toBe(before);
  });

  it('are refused when the browser says the request is cross-site', async () => {
    const response = await join('cross-site@example.com', { 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('cross_origin');
  });

  it('refuse a body-less POST sent as a form from another site', async () => {
    const response = await send({
      method: 'POST',
      url: '/api/admin/members/no-such-member/lift',
      headers: {
        cookie: founder,
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: '',
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('cross_origin');
  });

  it('are allowed from our own origin, and without an Origin (curl, servers)', async () => {
    const sameOrigin = await join('same-origin@example.com', {
      origin: t.config.publicUrl,
      'sec-fetch-site': 'same-origin',
    });
    expect(sameOrigin.statusCode).toBe(201);
    expect((await join('no-origin@example.com', {})).statusCode).toBe(201);
  });

  it('leave GET requests alone, whatever their origin', async () => {
    const response = await send({
      method: 'GET',
      url: '/api/faqs',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.statusCode).toBe(200);
  });

  it("leave better-auth's routes to its own origin check (Apple posts its callback cross-site)", async () => {
    const response = await send({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(response.json()?.error?.code).not.toBe('cross_origin');
  });
});
