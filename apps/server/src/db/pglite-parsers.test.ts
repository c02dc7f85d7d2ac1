import { PGlite, type Results, type Transaction } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drizzleEmbedded, embeddedClientForDrizzle } from './embedded-drizzle';
import { TYPES_KEPT_AS_TEXT } from './pglite-parsers';

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

/** Drizzle over the embedded client as the server gives it (client.ts). */
const asWeUseIt = (client: PGlite) => drizzleEmbedded(embeddedClientForDrizzle(client), {});

describe('the embedded client as drizzle is given it', () => {
  // One embedded database for the file: each new one is an initdb, seconds on a busy machine.
  let client: PGlite;
  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
  });
  afterAll(() => client.close());

  it("asks drizzle's own parsers of PGlite, for raw and built queries: the types it keeps as text, each answered as given", async () => {
    const given: QueryOptions[] = [];
    const recording = {
      query: async (_text: string, _params?: unknown[], options?: QueryOptions) => {
        given.push(options);
        return { rows: [], fields: [] } as unknown as Results;
      },
    };
    const db = drizzle(recording as unknown as PGlite);
    await db.execute(sql`select 1`);
    await db.select({ one: sql<number>`1` }).from(sql`(select 1) as one`);
    expect(given.map((options) => options?.rowMode)).toEqual(['object', 'array']);
    for (const options of given) {
      const parsers = options?.parsers ?? {};
      expect(Object.keys(parsers).map(Number).sort()).toEqual([...TYPES_KEPT_AS_TEXT].sort());
      for (const parse of Object.values(parsers)) expect(parse('2026-11-30', 0)).toBe('2026-11-30');
    }
  });

  it('answers every query as drizzle with its parsers per query did on the client before', async () => {
    const expected = (await drizzle(client).execute(everyKeptType)).rows;
    expect(expected[0]).toMatchObject({ at: '2026-11-30 10:00:00.5', numbers: [1, 2], flag: true });
    const db = asWeUseIt(client);
    expect((await db.execute(everyKeptType)).rows).toEqual(expected);
    const inTransaction = await db.transaction(async (tx) => tx.execute(everyKeptType));
    expect(inTransaction.rows).toEqual(expected);
  });

  it('leaves no parsers in the options a query reaches PGlite with, in and out of transactions', async () => {
    const reached: QueryOptions[] = [];
    const recorded = <T extends PGlite | Transaction>(target: T): T['query'] => {
      const query = target.query.bind(target);
      return ((text: string, params?: unknown[], options?: QueryOptions) => {
        reached.push(options);
        return query(text, params, options);
      }) as T['query'];
    };
    client.query = recorded(client);
    const transaction = client.transaction.bind(client);
    client.transaction = ((run: (tx: Transaction) => Promise<unknown>) =>
      transaction((tx) => run({ ...tx, query: recorded(tx) }))) as PGlite['transaction'];
    const db = asWeUseIt(client);

    await db.execute(sql`select 1`);
    await db.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      await tx.transaction(async (nested) => nested.execute(sql`select 1`));
    });

    // The query, then in the transaction: the query, the savepoint, the nested query, its release.
    expect(reached).toHaveLength(5);
    for (const options of reached) expect(options).not.toHaveProperty('parsers');
  });
});
