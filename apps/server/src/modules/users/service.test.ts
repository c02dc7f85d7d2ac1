import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from './schema';
import { createTestApp, signInAs, type TestApp } from '../../test/test-app';
import { expirePremiumSignals } from './repo';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const setSignalsUntil = (id: string, offset: string) =>
  t.db
    .update(users)
    .set({ premiumSignals: true, signalsUntil: sql`now() + ${offset}::interval` })
    .where(eq(users.id, id));

describe('premium signals expiry', () => {
  it('switches premium_signals off on read once signals_duration has passed', async () => {
    await setSignalsUntil('demo-free', '-1 minute');
    const cookie = await signInAs(t.app, 'free');
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
    expect(me.user.roles.premium_signals).toBe(false);
    const [row] = await t.db.select().from(users).where(eq(users.id, 'demo-free'));
    expect(row?.premiumSignals).toBe(false);
  });

  it('keeps premium_signals while signals_duration is ahead', async () => {
    await setSignalsUntil('demo-premium', '1 day');
    const cookie = await signInAs(t.app, 'premium');
    const me = (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } })).json();
    expect(me.user.roles.premium_signals).toBe(true);
  });

  it('the sweep switches off every expired member, offline or not, and nobody else', async () => {
    await setSignalsUntil('demo-analyst', '-1 second');
    await setSignalsUntil('demo-support', '-3 days');
    await setSignalsUntil('demo-admin', '2 days');
    expect((await expirePremiumSignals(t.db)).sort()).toEqual(['demo-analyst', 'demo-support']);
    const rows = await t.db.select({ id: users.id, on: users.premiumSignals }).from(users);
    const on = Object.fromEntries(rows.map((r) => [r.id, r.on]));
    expect(on).toMatchObject({ 'demo-analyst': false, 'demo-support': false, 'demo-admin': true });
    expect(await expirePremiumSignals(t.db)).toEqual([]);
  });
});
