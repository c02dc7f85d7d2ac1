import { sql, type Column, type SQL } from 'drizzle-orm';

/** Columns to select, by the field names their rows are read under (as the query builder takes). */
export type SelectedColumns = Record<string, Column>;

/**
 * `columns` in a select list written in SQL, each under its field name, for a statement the
 * query builder can't write (a lateral join over `unnest`, say) whose rows `decodeSelected` reads.
 */
export const selectedAs = (columns: SelectedColumns): SQL =>
  sql.join(
    Object.entries(columns).map(([field, column]) => sql`${column} as ${sql.identifier(field)}`),
    sql`, `,
  );

/**
 * A row of a statement that selected `columns` with `selectedAs`, as the query builder would give
 * it: each value decoded by its column. Both drivers hand timestamps over as text (drizzle's
 * parsers), which the column makes a Date.
 */
export function decodeSelected<Row>(columns: SelectedColumns, raw: Record<string, unknown>): Row {
  const row: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(columns)) {
    const value = raw[field];
    row[field] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as Row;
}
