import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, sessionCookieFor } from './factories';
import { createTestApp, type TestApp } from './test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('test factories', () => {
  it('make members whose session cookies the real app accepts', async () => {
    const member = await createMember(t.db, {
      name: 'Factory Member',
      roles: ['crypto', 'free_member'],
    });
    const cookie = await sessionCookieFor(t.db, t.config.sessionSecret, member.id);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user).toMatchObject({
      id: member.id,
      roles: { crypto: true, premium_signals: false },
    });
  });
});
