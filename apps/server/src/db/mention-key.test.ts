import { mentionKey } from '@bbt/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { mentionKeyOf } from './mention-key';
import { users } from './schema';

/** Every character JavaScript's \s matches, and a few that look like spaces but are not. */
const SPACES = '\t\n\u000b\f\r \u00a0\u1680\u2000\u2005\u200a\u2028\u2029\u202f\u205f\u3000\ufeff';
const NOT_SPACES = '\u200b\u180e\u0085_-.';

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
        .select({ key: mentionKeyOf(sql`${name}::text`).mapWith(String) })
        .from(sql`(select 1) as one`);
      expect(row?.key, JSON.stringify(name)).toBe(mentionKey(name));
    }
  });

  it('finds a member by it', async () => {
    const [row] = await test.handle.db
      .select({ id: users.id })
      .from(users)
      .where(eq(mentionKeyOf(users.name), 'ninaokafor'));
    expect(row?.id).toBe('demo-free');
  });
});
