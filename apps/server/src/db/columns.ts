import { boolean, customType, timestamp } from 'drizzle-orm/pg-core';

/** Column builders every module's schema shares. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const roleFlag = (name: string, initial = false) => boolean(name).notNull().default(initial);
/** PostgreSQL's full-text document type; PGlite has it and the 'english' configuration too. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/**
 * Text compared byte by byte (collation "C", whatever the database's locale), so the values that
 * start with a prefix are one range of a b-tree and `LIKE 'prefix%'` reads just that range.
 */
export const byteOrderText = customType<{ data: string }>({ dataType: () => 'text collate "C"' });
