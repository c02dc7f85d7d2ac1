import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** The PostgreSQL types whose arrays are bound as one parameter here. */
type ElementType = 'text' | 'bigint' | 'boolean' | 'timestamptz';

/**
 * `values` bound as one array parameter of `type`: thousands of values stay one bound value
 * (a multi-row VALUES binds each, which costs building, sending and parsing every one). Both
 * drivers (node-postgres and PGlite) send a JavaScript array as PostgreSQL's array.
 */
export const arrayParam = (values: readonly unknown[], type: ElementType): SQL =>
  sql`${sql.param(values)}::${sql.raw(type)}[]`;

/** `column = any(values)`: the values bound as one array parameter, not one parameter each. */
export const anyOf = (column: SQLWrapper, values: readonly unknown[], type: ElementType): SQL =>
  sql`${column} = any(${arrayParam(values, type)})`;

/**
 * How many elements PostgreSQL's planner supposes an array parameter holds when it does not
 * know its value, as in a named statement's generic plan (`estimate_array_length`).
 */
const GENERIC_ARRAY_LENGTH = 10;

/**
 * `values` padded to the length a generic plan supposes, by repeating the last, for a named
 * statement's `= any(...)`: PostgreSQL keeps a statement's generic plan (planned once) only if
 * it costs no more than the custom plans of its first five runs, and for a generic plan's ten
 * keys against one it never does, so every run is planned again; with ten on both sides the
 * costs are the same and the generic plan stays. Repeats change nothing `= any` matches.
 */
export function paddedForGenericPlan<T>(values: readonly T[]): readonly T[] {
  const last = values.at(-1);
  if (last === undefined || values.length >= GENERIC_ARRAY_LENGTH) return values;
  return [...values, ...Array<T>(GENERIC_ARRAY_LENGTH - values.length).fill(last)];
}

/**
 * A text array in PostgreSQL's own text form (`{"a","b"}`). A column of arrays goes as one
 * text[] of these, each cast back with `::text[]`: unnest would flatten an array of arrays.
 */
export const textArrayLiteral = (values: readonly string[]): string =>
  `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;

/** Each column's type and how a row gives its value. */
export type UnnestColumns<Row> = Record<string, readonly [ElementType, (row: Row) => unknown]>;

/**
 * `unnest(...) as rows(a, b, ...)`: `rows` bound as one array parameter per column and read
 * back as rows, for an `insert ... select` of any number of rows with a handful of parameters.
 */
export function unnestRows<Row>(rows: readonly Row[], columns: UnnestColumns<Row>): SQL {
  const arrays = Object.values(columns).map(([type, of]) => arrayParam(rows.map(of), type));
  const names = Object.keys(columns).map((name) => sql.identifier(name));
  return sql`unnest(${sql.join(arrays, sql`, `)}) as rows(${sql.join(names, sql`, `)})`;
}
