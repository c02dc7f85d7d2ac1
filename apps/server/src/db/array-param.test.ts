import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { textArrayLiteral, unnestRows } from './array-param';

/** Text that PostgreSQL's array syntax gives a meaning to, and text beyond ASCII. */
const AWKWARD = [
  '',
  'plain',
  'a "quoted" word',
  'back\\slash',
  '{braces}',
  'a,b',
  'NULL',
  ' x ',
  'é🔥',
];

describe('rows bound as arrays (unnestRows, textArrayLiteral)', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase({ seed: false });
  });
  afterAll(async () => {
    await test.drop();
  });

  it('come back as they were given, nulls, awkward text and arrays of text included', async () => {
    const rows = AWKWARD.map((text, i) => ({
      id: i === 1 ? null : 2 ** 40 + i,
      text,
      flag: i % 2 === 0,
      at: new Date(Date.UTC(2024, 0, 1, 12, 0, i, 5)),
      list: AWKWARD.slice(0, i),
    }));
    const values = unnestRows(rows, {
      id: ['bigint', (r) => r.id],
      text: ['text', (r) => r.text],
      flag: ['boolean', (r) => r.flag],
      at: ['timestamptz', (r) => r.at.toISOString()],
      list: ['text', (r) => textArrayLiteral(r.list)],
    });
    const result = await test.handle.db.execute(
      sql`select id::text, text, flag, extract(epoch from at) * 1000 as ms, list::text[] as list
          from ${values}`,
    );
    const { rows: back } = result as unknown as {
      rows: { id: string | null; text: string; flag: boolean; ms: string; list: string[] }[];
    };
    expect(
      back.map((r) => ({
        id: r.id === null ? null : Number(r.id),
        text: r.text,
        flag: r.flag,
        at: new Date(Number(r.ms)),
        list: r.list,
      })),
    ).toEqual(rows);
  });
});
