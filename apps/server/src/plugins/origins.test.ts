import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, sessionCookieFor } from '../test/factories';
import { createTestApp, PRODUCTION_TEST_ENV, type TestApp } from '../test/test-app';
import { authTrustedOrigins } from './auth';
import { connectWithCookie, listen } from '../test/test-sockets';
import { createOriginCheck } from './origins';

describe('createOriginCheck', () => {
  const configured = ['http://localhost:3000'];
  const development = createOriginCheck({ env: 'development', allowedOrigins: configured });
  const production = createOriginCheck({ env: 'production', allowedOrigins: configured });

  it('passes a request without an Origin and a configured origin in both modes', () => {
    for (const check of [development, production]) {
      expect(check(undefined, '127.0.0.1:3000')).toBe(true);
      expect(check('http://localhost:3000', '127.0.0.1:3000')).toBe(true);
    }
  });

  it("passes a page's own origin outside production only", () => {
    for (const [origin, host] of [
      ['http://127.0.0.1:3000', '127.0.0.1:3000'],
      ['http://192.168.1.20:3000', '192.168.1.20:3000'],
      ['http://laptop.local:8080', 'Laptop.local:8080'],
      ['http://localhost', 'localhost'],
    ] as const) {
      expect(development(origin, host)).toBe(true);
      expect(production(origin, host)).toBe(false);
    }
  });

  it('refuses another host, another port, a path or null outside production too', () => {
    for (const [origin, host] of [
      ['https://evil.example', '127.0.0.1:3000'],
      ['http://127.0.0.1:3001', '127.0.0.1:3000'],
      ['http://127.0.0.1:3000/x', '127.0.0.1:3000'],
      ['null', '127.0.0.1:3000'],
      ['http://127.0.0.1:3000', undefined],
      ['http://localhost:3000.evil.example', 'localhost:3000'],
    ] as const) {
      expect(development(origin, host)).toBe(false);
    }
  });
});

/** The app as `npm start` runs it (not production), and as production does. */
describe.each([
  ['outside production', {}],
  ['in production', PRODUCTION_TEST_ENV],
] as const)('origins %s', (mode, env) => {
  const production = mode === 'in production';
  let t: TestApp;
  let url: string;
  let cookie: string;
  beforeAll(async () => {
    t = await createTestApp(env);
    url = await listen(t.app);
    const member = await createMember(t.db, { name: 'Origin Tester' });
    const plain = await sessionCookieFor(t.db, t.config.sessionSecret, member.id);
    // Production's cookies carry the __Secure- prefix (decision 0016's sessions are the same).
    cookie = production ? plain.replace('better-auth.', '__Secure-better-auth.') : plain;
  });
  afterAll(() => t.close());

  const ownOrigin = () => url;
  const lanOrigin = () => url.replace('127.0.0.1', '192.168.1.20');

  it('the socket accepts the configured origin and refuses a foreign one', async () => {
    const socket = await connectWithCookie(url, cookie, t.config.publicUrl);
    socket.disconnect();
    await expect(connectWithCookie(url, cookie, 'https://evil.example')).rejects.toThrow();
  });

  it(`the socket ${production ? 'refuses' : 'accepts'} the page's own unconfigured origin, and refuses another host`, async () => {
    const own = connectWithCookie(url, cookie, ownOrigin());
    if (production) await expect(own).rejects.toThrow();
    else (await own).disconnect();
    await expect(connectWithCookie(url, cookie, lanOrigin())).rejects.toThrow();
  });

  it(`HTTP writes from the page's own unconfigured origin are ${production ? 'refused' : 'accepted'}`, async () => {
    const join = (origin: string, email: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/mailing-list',
        headers: { host: '127.0.0.1:3000', origin, 'sec-fetch-site': 'same-origin' },
        payload: { email },
      });
    const own = await join('http://127.0.0.1:3000', `own-${mode.length}@example.com`);
    expect(own.statusCode).toBe(production ? 403 : 201);
    const other = await join('http://192.168.1.20:3000', `other-${mode.length}@example.com`);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('cross_origin');
  });

  it(`better-auth ${production ? 'does not trust' : 'trusts'} the page's own unconfigured origin`, () => {
    // better-auth skips its own origin check under a test runner; the journeys see it live.
    const trusted = authTrustedOrigins(t.config);
    const from = (origin: string) =>
      trusted(
        new Request(`${url}/api/auth/sign-out`, { headers: { host: '127.0.0.1:3000', origin } }),
      );
    expect(from('http://127.0.0.1:3000').includes('http://127.0.0.1:3000')).toBe(!production);
    expect(from('http://192.168.1.20:3000')).toEqual([
      t.config.publicUrl,
      ...(production ? [] : ['http://localhost:5173']),
    ]);
    expect(trusted()).toEqual(from('https://evil.example'));
  });
});
