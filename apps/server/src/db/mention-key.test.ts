import { mentionKey } from '@bbt/domain';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databasesAtMigration } from '../test/database-at-migration';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { users } from './schema';

/** Every character JavaScript's \s matches, and a few that look like spaces but are not. */
const SPACES = '\t\n\u000b\f\r \u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
const NOT_SPACES = '\u200b\u180e\u0085_-.';

/**
 * The mention key in SQL: the database function `mention_key` (migration 0022), which fills the
 * stored column users.mention_key (migration 0056), the twin of `mentionKey` in @bbt/domain.
 */
describe('the mention key in SQL (mention_key) and in TypeScript (mentionKey)', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase();
  });
  afterAll(async () => {
    await test.drop();
  });

  it('agree on every kind of space and on what only looks like one', async () => {
    const names = [
      'Nina Okafor',
      '  Jamal\tCarter ',
      ...[...SPACES].map((space) => `Ann${space}Lee`),
      ...[...NOT_SPACES].map((other) => `Ann${other}Lee`),
      'ANN LEE',
    ];
    for (const name of names) {
      const [row] = await test.handle.db
        .select({ key: sql`mention_key(${name}::text)`.mapWith(String) })
        .from(sql`(select 1) as one`);
      expect(row?.key, JSON.stringify(name)).toBe(mentionKey(name));
    }
  });

  it('finds a member by it', async () => {
    const [row] = await test.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mentionKey, 'ninaokafor'));
    expect(row?.id).toBe('demo-free');
  });

  it('is kept on the row as the name changes', async () => {
    const renamed = 'Nina\u00a0Okafor-Reyes';
    await test.handle.db.update(users).set({ name: renamed }).where(eq(users.id, 'demo-free'));
    const [row] = await test.handle.db
      .select({ key: users.mentionKey })
      .from(users)
      .where(eq(users.id, 'demo-free'));
    expect(row?.key).toBe(mentionKey(renamed));
    expect(row?.key).toBe('ninaokafor-reyes');
  });
});

describe('migration 0056: the mention key on the row', () => {
  const databases = databasesAtMigration();
  afterAll(() => databases.close());

  it('fills the stored key of every member an older server kept, and finds them by it', async () => {
    const handle = await databases.upTo('0055_order_day_totals');
    const names = ['Ann\u3000Lee', '  Jamal\tCarter ', 'ZOË  Ng'];
    for (const [n, name] of names.entries()) {
      await handle.db.execute(
        sql`insert into users (id, name, email) values (${`m${n}`}, ${name}, ${`m${n}@example.com`})`,
      );
    }

    await handle.migrate();

    const rows = await handle.db
      .select({ id: users.id, key: users.mentionKey })
      .from(users)
      .where(like(users.id, 'm_'))
      .orderBy(users.id);
    expect(rows).toEqual(names.map((name, n) => ({ id: `m${n}`, key: mentionKey(name) })));
    const [found] = await handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.mentionKey, 'jamalcarter'));
    expect(found?.id).toBe('m1');
  }, 60_000);
});
