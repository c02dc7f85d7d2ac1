import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { users } from './schema';
import { createMember } from '../../test/factories';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { createMemberRows } from './member-rows';

let database: TestDatabase;
let db: Database;
beforeAll(async () => {
  database = await createTestDatabase({ seed: false });
  db = database.handle.db;
});
afterAll(async () => {
  await database?.drop();
});

const TTL_MS = 300;
const setCredits = (id: string, credits: number) =>
  db.update(users).set({ credits }).where(eq(users.id, id));

describe('members’ rows kept per instance', () => {
  it('answers from the row it read until the time is up, then reads again', async () => {
    // The clock is the test's: on a busy machine the real one could pass the time between
    // two reads and the kept row would look unkept.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const rows = createMemberRows(db, TTL_MS);
      const member = await createMember(db, { name: 'Kept' });
      expect((await rows.current(member.id)).credits).toBe(0);
      await setCredits(member.id, 10);
      vi.setSystemTime(Date.now() + TTL_MS - 1);
      expect((await rows.current(member.id)).credits).toBe(0);
      vi.setSystemTime(Date.now() + 2);
      expect((await rows.current(member.id)).credits).toBe(10);
    } finally {
      vi.useRealTimers();
    }
  });

  it('reads again at once after `forget`', async () => {
    const rows = createMemberRows(db, 60_000);
    const member = await createMember(db, { name: 'Forgotten' });
    await rows.current(member.id);
    await setCredits(member.id, 20);
    expect(rows.kept(member.id)?.credits).toBe(0);
    rows.forget(member.id);
    expect(rows.kept(member.id)).toBeUndefined();
    expect((await rows.current(member.id)).credits).toBe(20);
  });

  it('does not keep a read that was on its way when the row was forgotten', async () => {
    const rows = createMemberRows(db, 60_000);
    const member = await createMember(db, { name: 'Raced' });
    const before = rows.current(member.id);
    rows.forget(member.id);
    await setCredits(member.id, 30);
    await before;
    expect((await rows.current(member.id)).credits).toBe(30);
  });

  it('answers 404 for an unknown member and does not keep the miss', async () => {
    const rows = createMemberRows(db, 60_000);
    await expect(rows.current('nobody')).rejects.toMatchObject({ statusCode: 404 });
    const [late] = await db
      .insert(users)
      .values({ id: 'nobody', name: 'Late', email: 'late@example.com' })
      .returning();
    expect((await rows.current('nobody')).name).toBe(late!.name);
  });

  it('switches premium signals off once they run out, even from a kept row', async () => {
    const rows = createMemberRows(db, 60_000);
    const member = await createMember(db, { name: 'Premium', roles: ['premium_signals'] });
    const runsOutAt = Date.now() + 200;
    await db
      .update(users)
      .set({ signalsUntil: new Date(runsOutAt) })
      .where(eq(users.id, member.id));
    expect((await rows.current(member.id)).premiumSignals).toBe(true);
    expect(rows.kept(member.id)?.premiumSignals).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, runsOutAt - Date.now() + 5));
    // The kept row is not answered without waiting: it must be written first.
    expect(rows.kept(member.id)).toBeUndefined();
    expect((await rows.current(member.id)).premiumSignals).toBe(false);
    const [stored] = await db.select().from(users).where(eq(users.id, member.id));
    expect(stored!.premiumSignals).toBe(false);
  });
});
