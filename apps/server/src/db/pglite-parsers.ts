import { types, type PGlite, type Transaction } from '@electric-sql/pglite';

/**
 * The types drizzle's PGlite session asks PGlite to hand back as PostgreSQL's text (its
 * columns decode them): dates, times and intervals, and arrays of them and of numerics. It
 * gives these parsers with every query, and PGlite then copies its own parsers, one for each
 * array type of the database (hundreds), into a new object for that query: the copy doubled a
 * statement's CPU (a key lookup 0.12 -> 0.25 ms; decision 0083). `embeddedClientForDrizzle`
 * gives them once instead, as the client's own.
 */
export const TYPES_KEPT_AS_TEXT: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const keptAsText = (value: string) => value;

type Query = PGlite['query'];
type QueryOptions = Parameters<Query>[2];

/** What drizzle's PGlite session calls on its client: `query`, and `transaction` on the database. */
export interface DrizzleClient {
  query: Query;
  transaction?: PGlite['transaction'];
}

/**
 * The embedded database as drizzle is given it: its parsers keep TYPES_KEPT_AS_TEXT as text,
 * as drizzle asks, and each query's options go without drizzle's copy of them, so PGlite uses
 * its own object as it is. What a query answers is unchanged (a test holds drizzle to
 * TYPES_KEPT_AS_TEXT). The client must be ready (`waitReady`): PGlite makes its array types'
 * parsers then, which would replace these.
 */
export function embeddedClientForDrizzle(client: PGlite): DrizzleClient {
  for (const type of TYPES_KEPT_AS_TEXT) client.parsers[type] = keptAsText;
  return withoutQueryParsers(client);
}

function withoutQueryParsers(client: PGlite | Transaction): DrizzleClient {
  const query = ((text: string, params?: unknown[], options?: QueryOptions) =>
    client.query(text, params, options && withoutParsers(options))) as Query;
  if (!('transaction' in client)) return { query };
  return {
    query,
    transaction: (run) => client.transaction((tx) => run(withoutQueryParsers(tx) as Transaction)),
  };
}

function withoutParsers(options: NonNullable<QueryOptions>): QueryOptions {
  const { parsers: _givenOnce, ...rest } = options;
  return rest;
}
