import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';
import { createTestDatabase, type TestDatabase } from '../test/test-database';

/**
 * Rate limits are kept per client address (`request.ip`). Behind a proxy that address comes
 * from X-Forwarded-For, whose first entries the client writes itself: only the entries the
 * trusted proxies added may count.
 */
const PROXY = '10.0.0.2';
const CLIENT = '203.0.113.7';
const SIGN_INS_PER_MINUTE = 3;

let database: TestDatabase;
const apps: TestApp[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await Promise.all(apps.map((t) => t.close()));
  await database?.drop();
});

async function appTrusting(trustProxy: string): Promise<TestApp> {
  const t = await createTestApp(
    { TRUST_PROXY: trustProxy, AUTH_RATE_LIMIT_PER_MINUTE: String(SIGN_INS_PER_MINUTE) },
    { sharedDatabase: database },
  );
  apps.push(t);
  return t;
}

/** A dev sign-in from `from` (the proxy, unless a client reaches the server directly). */
async function signIn(t: TestApp, forwardedFor: string, from = PROXY): Promise<number> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/dev/sign-in',
    remoteAddress: from,
    headers: { 'x-forwarded-for': forwardedFor },
    payload: { as: 'free' },
  });
  return response.statusCode;
}

/** A client forging a new first entry each time; the proxy appends the address it saw. */
const forged = (n: number) => `198.51.100.${n}, ${CLIENT}`;

async function signInsForging(t: TestApp, from?: string): Promise<number[]> {
  const statuses = [];
  for (let n = 1; n <= SIGN_INS_PER_MINUTE + 2; n++)
    statuses.push(await signIn(t, forged(n), from));
  return statuses;
}

describe('per-client rate limits behind a proxy', () => {
  it.each([
    ['a hop count', '1'],
    ['the proxy addresses', '10.0.0.0/24'],
  ])(
    'trusting %s, keys the limit on the address the proxy added, so forging the header gains nothing',
    async (_what, trustProxy) => {
      const t = await appTrusting(trustProxy);
      expect(await signInsForging(t)).toEqual([200, 200, 200, 429, 429]);
      // The limit is the client's, not the proxy's: another client behind it still signs in.
      expect(await signIn(t, '203.0.113.8')).toBe(200);
    },
  );

  it('trusting the proxy addresses, keys a client that bypasses the proxy on its own address', async () => {
    const t = await appTrusting('10.0.0.0/24');
    expect(await signInsForging(t, '192.0.2.50')).toEqual([200, 200, 200, 429, 429]);
  });

  it('with TRUST_PROXY=true, believes the forged first entry (which is why production refuses it)', async () => {
    const t = await appTrusting('true');
    expect(await signInsForging(t)).not.toContain(429);
  });
});
