import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { NAME_MAX_CHARS, newUserRoleFlags, PICTURE_URL_MAX_BYTES } from '@bbt/domain';
import { users } from '../db/schema';
import {
  createTestApp,
  PRODUCTION_TEST_ENV,
  sessionCookieFrom,
  type TestApp,
} from '../test/test-app';
import { startFakeOidcProvider } from '../test/fake-oidc-provider';

type Provider = Awaited<ReturnType<typeof startFakeOidcProvider>>;
let provider: Provider;
let t: TestApp;

beforeAll(async () => {
  provider = await startFakeOidcProvider();
  t = await createTestApp({
    OIDC_ISSUER_URL: provider.issuerUrl,
    OIDC_CLIENT_ID: 'bbt-test-client',
    OIDC_CLIENT_SECRET: 'bbt-test-secret',
    OIDC_PROVIDER_NAME: 'Test provider',
  });
});
afterAll(async () => {
  await t.close();
  await provider.stop();
});

/** Walks the browser's part of the flow: our sign-in endpoint, the provider, our callback. */
async function signInThroughProvider(
  target: TestApp = t,
): Promise<{ cookie: string; location: string | undefined; setCookies: string[] }> {
  const start = await target.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/social',
    headers: { origin: target.config.publicUrl },
    payload: {
      provider: 'oidc',
      callbackURL: '/signin?complete=1',
      errorCallbackURL: '/signin?error=1',
    },
  });
  expect(start.statusCode).toBe(200);
  const { url, redirect } = start.json();
  expect(redirect).toBe(true);
  expect(url).toContain(provider.issuerUrl);
  const stateCookies = start.cookies.map((c) => `${c.name}=${c.value}`).join('; ');

  const authorize = await fetch(url, { redirect: 'manual' });
  expect(authorize.status).toBe(302);
  const callback = new URL(authorize.headers.get('location') ?? '');
  expect(callback.pathname).toBe('/api/auth/callback/oidc');

  const finish = await target.app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    headers: { cookie: stateCookies },
  });
  expect(finish.statusCode).toBe(302);
  return {
    cookie: sessionCookieFrom(finish),
    location: finish.headers.location as string | undefined,
    setCookies: ([] as string[]).concat(finish.headers['set-cookie'] ?? []),
  };
}

describe('OAuth sign-in against an OpenID Connect provider', () => {
  it('lists the provider as a sign-in button', async () => {
    const options = (await t.app.inject({ method: 'GET', url: '/api/auth-options' })).json();
    expect(options.providers).toEqual([{ id: 'oidc', name: 'Test provider' }]);
  });

  it('creates a first-time user with exactly the spec defaults and signs them in', async () => {
    provider.signInAs({ sub: 'oidc-1', email: 'Ada.Member@example.com', name: 'Ada Member' });
    const before = Date.now();
    const { cookie, location } = await signInThroughProvider();
    expect(location).toBe('/signin?complete=1');

    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    const { user } = me.json();
    expect(user).toMatchObject({
      name: 'Ada Member',
      email: 'ada.member@example.com',
      roles: newUserRoleFlags(),
      priority: 6,
      credits: 0,
      badgeTier: null,
      inviterId: null,
      discipline: { warn: 0, ban: 0, kick: 0, mute: 0 },
      marketing: { visits: 0, signups: 0, sales: 0 },
    });
    const sevenDays = 7 * 24 * 3600 * 1000;
    expect(Date.parse(user.signalsUntil) - before).toBeGreaterThan(sevenDays - 60_000);
    expect(Date.parse(user.signalsUntil) - before).toBeLessThan(sevenDays + 60_000);
    for (const field of ['banUntil', 'muteUntil'] as const) {
      expect(Math.abs(Date.parse(user[field]) - before)).toBeLessThan(60_000);
    }

    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ muteCount: 0, isBot: false, marketingCv: null });
  });

  it('signs a returning user into the same account without creating another', async () => {
    provider.signInAs({ sub: 'oidc-2', email: 'returning@example.com', name: 'Returning Member' });
    const first = await signInThroughProvider();
    const second = await signInThroughProvider();
    const idOf = async (cookie: string) =>
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json().user.id;
    expect(await idOf(first.cookie)).toBe(await idOf(second.cookie));
    const rows = await t.db.select().from(users).where(eq(users.email, 'returning@example.com'));
    expect(rows).toHaveLength(1);
  });

  it("strips direction controls from a provider's name, which would reverse it in chat", async () => {
    provider.signInAs({ sub: 'oidc-3', email: 'rtl@example.com', name: 'Eve\u202E rekcah\u202C' });
    const { cookie } = await signInThroughProvider();
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user.name).toBe('Eve rekcah');
  });

  it("keeps a provider's picture and name within their bounds, and signs the member in past them", async () => {
    const rowOf = async (email: string) =>
      (
        await t.db
          .select({ name: users.name, image: users.image })
          .from(users)
          .where(eq(users.email, email))
      )[0];
    const picture = 'https://pictures.example.com/ada.png';
    provider.signInAs({ sub: 'oidc-4', email: 'pictured@example.com', name: 'Pic', picture });
    await signInThroughProvider();
    expect(await rowOf('pictured@example.com')).toEqual({ name: 'Pic', image: picture });

    // Bytes count, not characters: 600 two-byte letters are 1,200 bytes.
    for (const [n, tooLong] of [
      `https://pictures.example.com/${'p'.repeat(PICTURE_URL_MAX_BYTES)}.png`,
      `https://pictures.example.com/${'é'.repeat(600)}.png`,
    ].entries()) {
      const email = `long-${n}@example.com`;
      const name = `${'Long '.repeat(40)}Name`;
      provider.signInAs({ sub: `oidc-long-${n}`, email, name, picture: tooLong });
      const { cookie } = await signInThroughProvider();
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect(me.json().user.name).toBe(name.slice(0, NAME_MAX_CHARS).trimEnd());
      expect(await rowOf(email)).toEqual({ name: me.json().user.name, image: null });
    }
  });

  it('rejects a callback with a forged state and creates nobody', async () => {
    const countBefore = (await t.db.select().from(users)).length;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/auth/callback/oidc?code=stolen&state=forged',
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toContain('error');
    expect(response.cookies.find((c) => c.name.endsWith('session_token'))).toBeUndefined();
    expect((await t.db.select().from(users)).length).toBe(countBefore);
  });
});

describe('session cookies in production', () => {
  let production: TestApp;
  beforeAll(async () => {
    production = await createTestApp({
      ...PRODUCTION_TEST_ENV,
      OIDC_ISSUER_URL: provider.issuerUrl,
      OIDC_CLIENT_ID: 'bbt-test-client',
      OIDC_CLIENT_SECRET: 'bbt-test-secret',
    });
  });
  afterAll(() => production.close());

  it('are Secure, httpOnly and SameSite, and dev sign-in does not exist', async () => {
    provider.signInAs({ sub: 'oidc-prod', email: 'prod@example.com', name: 'Prod Member' });
    const { setCookies, cookie } = await signInThroughProvider(production);
    const session = setCookies.find((c) => c.startsWith('__Secure-better-auth.session_token='));
    expect(session).toBeDefined();
    expect(session).toMatch(/; Secure/);
    expect(session).toMatch(/; HttpOnly/);
    expect(session).toMatch(/; SameSite=Lax/);
    const me = await production.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.json().user.email).toBe('prod@example.com');
    const dev = await production.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: { as: 'founder' },
    });
    expect(dev.statusCode).toBe(404);
  });
});
