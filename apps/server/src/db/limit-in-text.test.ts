import { describe, expect, it } from 'vitest';
import { drizzle } from 'drizzle-orm/node-postgres';
import { limitInText } from './limit-in-text';
import { users } from './schema';

describe('a LIMIT in the statement text (limitInText)', () => {
  // Only builds statements: no connection is made.
  const db = drizzle.mock();

  it('writes the count into the text, where a limit is otherwise bound', () => {
    const bound = db.select({ id: users.id }).from(users).limit(51).toSQL();
    expect(bound.params).toEqual([51]);
    const written = db.select({ id: users.id }).from(users).limit(limitInText(51)).toSQL();
    expect(written.sql).toMatch(/ limit 51$/);
    expect(written.params).toEqual([]);
  });

  it('refuses what is not a row count', () => {
    for (const count of [-1, 1.5, Number.NaN, Number.MAX_SAFE_INTEGER + 1])
      expect(() => limitInText(count)).toThrow('not a row count');
  });
});
