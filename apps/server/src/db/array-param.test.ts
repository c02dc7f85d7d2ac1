import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database';
import { paddedForGenericPlan, textArrayLiteral, unnestRows } from './array-param';

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
    // Members enough, and counted, for a lookup by key to be planned as one: a table the
    // planner knows to be empty costs nothing to read whatever the keys.
    await test.handle.db.execute(sql`
      insert into users (id, name, email)
      select 'member-' || n, 'Member ' || n, 'member-' || n || '@example.com'
      from generate_series(1, 500) as n`);
    await test.handle.db.execute(sql`analyze users`);
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

describe('keys padded for a generic plan (paddedForGenericPlan)', () => {
  let test: TestDatabase;
  beforeAll(async () => {
    test = await createTestDatabase({ seed: false });
    // Members enough, and counted, for a lookup by key to be planned as one: a table the
    // planner knows to be empty costs nothing to read whatever the keys.
    await test.handle.db.execute(sql`
      insert into users (id, name, email)
      select 'member-' || n, 'Member ' || n, 'member-' || n || '@example.com'
      from generate_series(1, 500) as n`);
    await test.handle.db.execute(sql`analyze users`);
  });
  afterAll(async () => {
    await test.drop();
  });

  it('repeat the last key up to ten, and leave ten or more as they are', () => {
    expect(paddedForGenericPlan(['a', 'b'])).toEqual(['a', 'b', ...Array(8).fill('b')]);
    expect(paddedForGenericPlan([])).toEqual([]);
    const eleven = Array.from({ length: 11 }, (_, i) => `k${i}`);
    expect(paddedForGenericPlan(eleven)).toEqual(eleven);
  });

  /** How a named lookup by a member's id was planned over seven runs with these keys. */
  async function plansOf(keys: readonly string[]) {
    // One transaction: one connection, which holds the prepared statement.
    return test.handle.db.transaction(async (tx) => {
      await tx.execute(sql`prepare by_ids(text[]) as select id from users where id = any($1)`);
      const literal = sql.raw(`'${textArrayLiteral([...keys])}'`);
      for (let run = 0; run < 7; run++) await tx.execute(sql`execute by_ids(${literal})`);
      const result = await tx.execute(
        sql`select generic_plans, custom_plans from pg_prepared_statements where name = 'by_ids'`,
      );
      await tx.execute(sql`deallocate by_ids`);
      const [row] = (result as unknown as { rows: { generic_plans: string }[] }).rows;
      return { generic: Number(row?.generic_plans) };
    });
  }

  it('are planned once for all runs, where one key alone is planned at every run', async () => {
    expect(await plansOf(['member-1'])).toEqual({ generic: 0 });
    expect((await plansOf(paddedForGenericPlan(['member-1']))).generic).toBeGreaterThan(0);
  });
});
