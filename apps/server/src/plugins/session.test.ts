import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '../db/schema';
import { createTestApp, signInAs, signOut, updateMemberRow, type TestApp } from '../test/test-app';
import { VERIFIED_SESSION_TTL_MS } from './session';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });

describe('the session reader', () => {
  it('trusts a verified cookie for a short while, then asks the database again', async () => {
    // The clock stands still until moved: on a busy machine the delete below has taken longer
    // than the short while (a CI run on PostgreSQL + Redis, 669 ms).
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    const cookie = await signInAs(t.app, 'free');
    expect((await me(cookie)).statusCode).toBe(200);
    // A sign-out on another instance: the session row is gone.
    await t.db.delete(sessions).where(eq(sessions.userId, 'demo-free'));

    expect((await me(cookie)).statusCode, 'still trusted on this instance').toBe(200);
    vi.setSystemTime(start + VERIFIED_SESSION_TTL_MS + 1);
    const later = await me(cookie);
    expect(later.statusCode, 'after the TTL the database says no').toBe(401);
    expect(later.json().error.code).toBe('unauthenticated');
  });

  it('finds the session cookie among others, and never trusts a forged value', async () => {
    const cookie = await signInAs(t.app, 'premium');
    expect((await me(`theme=dark; ${cookie}; bbt-cart=x`)).statusCode).toBe(200);
    const [name] = cookie.split('=');
    for (const forged of [`${name}=forged.signature`, `${name}=`, `${cookie}x`]) {
      expect((await me(forged)).statusCode, forged).toBe(401);
    }
    expect((await me(cookie)).statusCode).toBe(200);
  });
});

describe('a member sending the same cookie header request after request', () => {
  // The reader remembers what a header's session cookie holds (decision 0080): never whether
  // that session still stands, nor the member's row as it was.
  it('is answered as they stand now on the very next request: role, ban, then signed out', async () => {
    const cookie = await signInAs(t.app, 'support');
    const header = `theme=dark; ${cookie}`;
    const first = await me(header);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.roles.analyst).toBe(false);

    await updateMemberRow(t, 'demo-support', { analyst: true });
    expect((await me(header)).json().user.roles.analyst, 'the role given').toBe(true);

    const banUntil = new Date(Date.now() + 60 * 60_000);
    await updateMemberRow(t, 'demo-support', { banUntil });
    expect((await me(header)).json().user.banUntil, 'the ban').toBe(banUntil.toISOString());

    expect((await signOut(t.app, header)).statusCode).toBe(200);
    const after = await me(header);
    expect(after.statusCode, 'the same header once signed out').toBe(401);
    expect(after.json().error.code).toBe('unauthenticated');
  });

  it('is refused, header after header, once the session is revoked', async () => {
    const cookie = await signInAs(t.app, 'admin');
    const headers = [cookie, `${cookie}; theme=dark`];
    for (const header of headers) expect((await me(header)).statusCode).toBe(200);
    const revoke = await t.app.inject({
      method: 'POST',
      url: '/api/auth/revoke-sessions',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(revoke.statusCode).toBe(200);
    for (const header of headers) expect((await me(header)).statusCode, header).toBe(401);
  });
});

describe('the session probe', () => {
  const probe = (cookie?: string) =>
    t.app.inject({ method: 'GET', url: '/api/session', headers: cookie ? { cookie } : {} });

  it('answers a visitor, or a forged or ended session, 200 with no one', async () => {
    expect((await probe()).json()).toEqual({ user: null });
    const response = await probe('theme=dark');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
    const cookie = await signInAs(t.app, 'analyst');
    const [name] = cookie.split('=');
    expect((await probe(`${name}=forged.signature`)).json()).toEqual({ user: null });
    await t.db.delete(sessions).where(eq(sessions.userId, 'demo-analyst'));
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + VERIFIED_SESSION_TTL_MS + 1 });
    expect((await probe(cookie)).json()).toEqual({ user: null });
  });

  it('answers a member exactly as /api/me does', async () => {
    const cookie = await signInAs(t.app, 'marketing');
    const answered = await probe(cookie);
    expect(answered.statusCode).toBe(200);
    expect(answered.json().user).toMatchObject({ id: 'demo-marketing' });
    expect(answered.json()).toEqual((await me(cookie)).json());
  });
});
