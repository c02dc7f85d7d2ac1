import { sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** `text` with LIKE's wildcards and escape character taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE / ILIKE pattern matching values that contain `text`. */
export const containing = (text: string) => `%${literal(text)}%`;

/** A LIKE pattern matching values that start with `text` (a btree with text_pattern_ops serves it). */
export const startingWith = (text: string) => `${literal(text)}%`;

/**
 * `column` contains `text`, whatever the case, as `lower(column) LIKE lower('%text%')`: a
 * trigram index on `lower(column)` serves it, and testing each candidate the index hands back
 * with a case-sensitive LIKE on the lowered value costs about half an ILIKE (decision 0064).
 * Both sides are lowered by the database: JavaScript's toLowerCase differs from it for some
 * letters ('İ' becomes two characters), so a name holding one would not be found.
 */
export const containsIgnoringCase = (column: AnyColumn, text: string): SQL =>
  sql`lower(${column}) like lower(${containing(text)})`;
