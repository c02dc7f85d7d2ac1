import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEV_PERSONAS } from '@bbt/domain';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { PgTable } from 'drizzle-orm/pg-core';
import { openDatabase, type Database } from './client';
import { faqs, messages, products, productTiers, testimonials, users } from './schema';
import { seedDatabase } from './seed';
import {
  BADGE_TIERS,
  DEMO_PERSONAS,
  FAQS,
  PRODUCTS,
  STARTER_MESSAGES,
  TESTIMONIALS,
} from './seed-content';
import { copyTemplateToDataDir, createTestDatabase } from '../test/test-database';

const count = async (db: Database, table: PgTable) =>
  (await db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;

describe('migrations and seed', () => {
  const cleanups: Array<() => Promise<void>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups) await cleanup();
  });

  it('seeds the catalogue, content, bot and personas once, however often it runs', async () => {
    const test = await createTestDatabase();
    cleanups.push(test.drop);
    const { db } = test.handle;
    await test.handle.migrate();
    await seedDatabase(db, { demoUsers: true });
    await seedDatabase(db, { demoUsers: true });
    expect(await count(db, products)).toBe(PRODUCTS.length);
    expect(await count(db, productTiers)).toBe(BADGE_TIERS.length);
    expect(await count(db, faqs)).toBe(FAQS.length);
    expect(await count(db, testimonials)).toBe(TESTIMONIALS.length);
    expect(await count(db, users)).toBe(DEMO_PERSONAS.length + 1);
    expect(DEMO_PERSONAS.map((p) => p.as)).toEqual(DEV_PERSONAS);
    const keys = (await db.select({ key: products.key }).from(products)).map((p) => p.key).sort();
    expect(keys).toEqual(['badge', 'indicator', 'signals']);
    const tierPrices = (await db.select({ price: productTiers.price }).from(productTiers))
      .map((t) => t.price)
      .sort();
    expect(tierPrices).toEqual([12.99, 14.99, 7.99]);
    expect(FAQS.length).toBeGreaterThanOrEqual(8);
  });

  it('posts the starter messages once, and only into read-only channels never used', async () => {
    const test = await createTestDatabase({ seed: false });
    cleanups.push(test.drop);
    const { db } = test.handle;
    await db.insert(users).values({ id: 'owner', name: 'Owner', email: 'owner@example.com' });
    await db.insert(messages).values({ channel: 'faq', userId: 'owner', text: 'Our own FAQ' });
    await seedDatabase(db, { demoUsers: false });
    await seedDatabase(db, { demoUsers: false });
    const posted = await db
      .select({ channel: messages.channel, userId: messages.userId })
      .from(messages)
      .orderBy(messages.id);
    const starters = STARTER_MESSAGES.filter((m) => m.channel !== 'faq');
    expect(posted).toEqual([
      { channel: 'faq', userId: 'owner' },
      ...starters.map(({ channel }) => ({ channel, userId: 'bot' })),
    ]);
  });

  it('creates no demo users in production mode', async () => {
    const test = await createTestDatabase({ seed: false });
    cleanups.push(test.drop);
    await seedDatabase(test.handle.db, { demoUsers: false });
    const ids = (await test.handle.db.select({ id: users.id }).from(users)).map((u) => u.id);
    expect(ids).toEqual(['bot']);
  });

  it('enforces the rules of the data in the database itself', async () => {
    const test = await createTestDatabase();
    cleanups.push(test.drop);
    const { db } = test.handle;
    await expect(
      db.insert(testimonials).values({ name: 'x', description: 'y', rating: 4.3 }),
    ).rejects.toThrow();
    await expect(
      db
        .update(users)
        .set({ credits: -1 })
        .where(sql`id = 'demo-free'`),
    ).rejects.toThrow();
    await expect(
      db
        .update(users)
        .set({ inviterId: 'demo-free' })
        .where(sql`id = 'demo-free'`),
    ).rejects.toThrow();
  });

  // One embedded directory for both, a copy of the run's migrated template (each new one costs
  // an initdb, decision 0075): the restart is also the proof that closing frees the directory
  // the lock refused to a second process.
  it('keeps embedded data across a restart, and refuses a second process on its directory until closed', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-data-'));
    await copyTemplateToDataDir(dataDir, { seed: false });
    const first = await openDatabase({ dataDir });
    await first.migrate();
    await first.db
      .insert(users)
      .values({ id: 'kept', name: 'Kept Member', email: 'kept@example.com' });
    await writeFile(path.join(dataDir, 'pglite', 'server.pid'), '1');
    await expect(openDatabase({ dataDir })).rejects.toThrow(/in use by process 1/);
    await first.close();

    const second = await openDatabase({ dataDir });
    await second.migrate();
    const kept = await second.db
      .select()
      .from(users)
      .where(sql`id = 'kept'`);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.freeMember).toBe(true);
    await second.close();
    // Two embedded databases opened and migrated in turn: 8-12 s on a 2-core machine running
    // the suite, so a slower laptop keeps well clear of the limit.
  }, 90_000);

  it('lets instances that start together migrate without colliding', async () => {
    const test = await createTestDatabase({ seed: false });
    cleanups.push(test.drop);
    // On PostgreSQL these are separate connection pools, as two server processes would have.
    const others = await Promise.all(
      [1, 2, 3].map(async () =>
        test.url ? openDatabase({ databaseUrl: test.url, dataDir: null }) : test.handle,
      ),
    );
    await Promise.all(others.map((handle) => handle.migrate()));
    await Promise.all(others.map((handle) => seedDatabase(handle.db, { demoUsers: true })));
    expect(await count(test.handle.db, products)).toBe(PRODUCTS.length);
    expect(await count(test.handle.db, users)).toBe(DEMO_PERSONAS.length + 1);
    for (const handle of others) if (handle !== test.handle) await handle.close();
  });
});

describe('the PostgreSQL connections', () => {
  it('run without JIT, which compiled each short query first at a real size', async () => {
    const test = await createTestDatabase();
    try {
      const { rows } = (await test.handle.db.execute(sql`show jit`)) as unknown as {
        rows: { jit: string }[];
      };
      expect(rows[0]?.jit).toBe('off');
    } finally {
      await test.drop();
    }
  });
});
