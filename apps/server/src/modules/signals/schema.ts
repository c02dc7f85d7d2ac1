import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  index,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/schema';

/** Trade signals posted by analysts (spec §3); closed ones form the history. */
export const signals = pgTable(
  'signals',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    entry: numeric('entry', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    exit: numeric('exit', { precision: 18, scale: 8, mode: 'number' }).notNull(),
    // The decimals the analyst typed ('1.0920' keeps 4; the column alone gives 1.092 back).
    // Null for signals posted before they were kept: those show their shortest form.
    entryDecimals: smallint('entry_decimals'),
    exitDecimals: smallint('exit_decimals'),
    profit: text('profit').notNull(),
    analystId: text('analyst_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    active: boolean('active').notNull().default(true),
    position: text('position'),
    pl: text('pl'),
    createdAt: createdAt(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [
    index('signals_created_idx').on(t.createdAt),
    check('signals_entry_decimals_range', sql`${t.entryDecimals} between 0 and 8`),
    check('signals_exit_decimals_range', sql`${t.exitDecimals} between 0 and 8`),
  ],
);
