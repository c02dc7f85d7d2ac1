import { ROLE_KEYS, type RoleKey } from '@bbt/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PERSONAS } from '../../db/seed-content';
import {
  createTestApp,
  fetchMe,
  sessionCookieFrom,
  signOut,
  type TestApp,
} from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '200' });
});
afterAll(() => t.close());

describe('dev sign-in', () => {
  it.each(DEMO_PERSONAS.map((p) => [p.as, p] as const))(
    'signs in as %s and /api/me shows its flags',
    async (_as, persona) => {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/dev/sign-in',
        payload: { as: persona.as },
      });
      expect(signIn.statusCode).toBe(200);
      const cookie = signIn.cookies.find((c) => c.name.endsWith('session_token'));
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });

      const me = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: { cookie: sessionCookieFrom(signIn) },
      });
      expect(me.statusCode).toBe(200);
      const { user } = me.json();
      expect(user.id).toBe(persona.id);
      const expected = Object.fromEntries(
        ROLE_KEYS.map((k) => [k, persona.roles.includes(k as RoleKey)]),
      );
      expect(user.roles).toEqual(expected);
    },
  );

  it('gives each persona the priority of its highest role', async () => {
    const priorities: Record<string, number> = {};
    for (const persona of DEMO_PERSONAS) {
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/dev/sign-in',
        payload: { as: persona.as },
      });
      priorities[persona.as] = signIn.json().user.priority;
    }
    expect(priorities).toEqual({
      founder: 1,
      admin: 2,
      analyst: 3,
      support: 4,
      marketing: 7,
      premium: 6,
      free: 7,
    });
  });

  it('refuses an unknown persona with the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: { as: 'root' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'validation_failed', message: expect.stringContaining('as') },
    });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses extra fields, malformed JSON and an oversized body', async () => {
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: { as: 'free', admin: true },
    });
    expect(extra.statusCode).toBe(400);

    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      headers: { 'content-type': 'application/json' },
      payload: '{"as": "free"',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.code).toBe('invalid_json');

    const oversized = await t.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: { as: 'free', padding: 'x'.repeat(2 * 1024 * 1024) },
    });
    expect(oversized.statusCode).toBe(413);
    expect(oversized.json().error.code).toBe('payload_too_large');
  });

  it('answers 401 in the error shape when signed out or with a forged cookie', async () => {
    for (const cookie of [undefined, 'better-auth.session_token=forged.signature']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: cookie ? { cookie } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'unauthenticated', message: 'Sign in required' },
      });
    }
  });

  it('lists the personas and no provider buttons when no keys are set', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth-options' });
    const body = response.json();
    expect(body.providers).toEqual([]);
    expect(body.devPersonas.map((p: { as: string }) => p.as)).toEqual(
      DEMO_PERSONAS.map((p) => p.as),
    );
  });

  it('signs out through better-auth and the session stops working', async () => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: { as: 'free' },
    });
    const cookie = sessionCookieFrom(signIn);
    // Signed in, so the session reader holds the cookie as verified: sign-out must drop it.
    const before = await fetchMe(t.app, cookie);
    expect(before.statusCode).toBe(200);
    const signedOut = await signOut(t.app, cookie);
    expect(signedOut.statusCode).toBe(200);
    expect((await fetchMe(t.app, cookie)).statusCode).toBe(401);
  });
});

describe('account endpoints this product does not offer', () => {
  it.each([
    ['/update-user', { name: '<img src=x onerror=alert(1)>', image: 'https://evil.example/p.png' }],
    ['/delete-user', {}],
    ['/change-email', { newEmail: 'new@example.com' }],
    ['/set-password', { newPassword: 'hunter2hunter2' }],
  ])('answers 404 to %s and changes nothing', async (path, payload) => {
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: { as: 'free' },
    });
    const cookie = sessionCookieFrom(signIn);
    const before = (
      await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })
    ).json();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/auth${path}`,
      headers: { cookie, origin: t.config.publicUrl },
      payload,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: 'Not found' } });
    const after = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual(before);
  });
});

describe('dev sign-in switched off', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({
      DEV_SIGN_IN: 'false',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 's',
    });
  });
  afterAll(() => off.close());

  it('is not mounted at all, and lists no personas', async () => {
    const response = await off.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: { as: 'founder' },
    });
    expect(response.statusCode).toBe(404);
    const direct = await off.app.inject({
      method: 'POST',
      url: '/api/auth/dev/sign-in',
      payload: { userId: 'demo-founder' },
    });
    expect(direct.statusCode).toBe(404);
    const options = (await off.app.inject({ method: 'GET', url: '/api/auth-options' })).json();
    expect(options).toEqual({
      providers: [{ id: 'google', name: 'Google' }],
      passwordSignIn: false,
      devPersonas: [],
    });
  });
});

describe('sign-in rate limit', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
  });
  afterAll(() => limited.close());

  it('answers 429 with the error shape once the limit is spent', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const response = await limited.app.inject({
        method: 'POST',
        url: '/api/dev/sign-in',
        payload: { as: 'free' },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json().error).toMatchObject({
          code: 'rate_limited',
          message: expect.stringMatching(/Too many requests/),
        });
      }
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
