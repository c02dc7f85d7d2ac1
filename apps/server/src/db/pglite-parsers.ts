import { types, type PGlite } from '@electric-sql/pglite';

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

/**
 * Makes the client's own parsers keep TYPES_KEPT_AS_TEXT as text, as drizzle asks of every
 * query, so queries can go without drizzle's copy (`embeddedClientForDrizzle`). What a query
 * answers is unchanged (a test holds drizzle to TYPES_KEPT_AS_TEXT).
 */
export function keepDrizzlesTypesAsText(client: PGlite) {
  for (const type of TYPES_KEPT_AS_TEXT) client.parsers[type] = keptAsText;
}
