import { PGlite, type Results } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { embeddedClientForDrizzle, TYPES_KEPT_AS_TEXT } from './pglite-parsers';

type QueryOptions = Parameters<PGlite['query']>[2];

const everyKeptType = sql`select
  timestamp '2026-11-30 10:00:00.5' as at,
  timestamptz '2026-11-30 10:00:00.5+02' as at_zoned,
  interval '1 day 2 hours' as span,
  date '2026-11-30' as day,
  array[1.5, 2.25]::numeric[] as amounts,
  array[timestamp '2026-11-30 10:00']::timestamp[] as ats,
  array[timestamptz '2026-11-30 10:00+00']::timestamptz[] as zoned_ats,
  array[interval '1 minute']::interval[] as spans,
  array[date '2026-11-30']::date[] as days,
  array[1, 2]::int[] as numbers,
  true as flag`;

describe('the embedded client as drizzle is given it', () => {
  const client = new PGlite();
  afterAll(() => client.close());

  it("asks drizzle's own parsers of PGlite: the types it keeps as text, each answered as given", async () => {
    const given: QueryOptions[] = [];
    const recording = {
      query: async (_text: string, _params?: unknown[], options?: QueryOptions) => {
        given.push(options);
        return { rows: [], fields: [] } as unknown as Results;
      },
    };
    const db = drizzle(recording as unknown as PGlite);
    await db.execute(sql`select 1`);
    expect(given).toHaveLength(1);
    const parsers = given[0]?.parsers ?? {};
    expect(Object.keys(parsers).map(Number).sort()).toEqual([...TYPES_KEPT_AS_TEXT].sort());
    for (const parse of Object.values(parsers)) expect(parse('2026-11-30', 0)).toBe('2026-11-30');
  });

  it('answers every query as drizzle with its parsers per query would, without them per query', async () => {
    await client.waitReady;
    const withParsersPerQuery = drizzle(client);
    const asWeUseIt = drizzle(embeddedClientForDrizzle(client));
    const expected = (await withParsersPerQuery.execute(everyKeptType)).rows;
    expect((await asWeUseIt.execute(everyKeptType)).rows).toEqual(expected);
    expect(expected[0]).toMatchObject({ at: '2026-11-30 10:00:00.5', numbers: [1, 2], flag: true });
    const inTransaction = await asWeUseIt.transaction(async (tx) => tx.execute(everyKeptType));
    expect(inTransaction.rows).toEqual(expected);
  });

  it('leaves no parsers in the options a query reaches PGlite with', async () => {
    await client.waitReady;
    const reached: QueryOptions[] = [];
    const query = client.query.bind(client);
    client.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      reached.push(options);
      return query(text, params, options);
    }) as PGlite['query'];
    const db = drizzle(embeddedClientForDrizzle(client));
    await db.execute(sql`select 1`);
    expect(reached).toEqual([{ rowMode: 'object' }]);
  });
});
