import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/schema';

/**
 * The next ticket number (ruling 5), one row. Taking a number updates it in the transaction that
 * creates the ticket: concurrent openers queue on the row and never share a name, and a creation
 * that fails hands its number back, so numbers run without gaps (a sequence skips on rollback
 * and after a crash).
 */
export const ticketNumbering = pgTable(
  'ticket_numbering',
  {
    id: boolean('id').primaryKey().default(true),
    nextNumber: integer('next_number').notNull(),
  },
  (t) => [check('ticket_numbering_one_row', sql`${t.id}`)],
);

export const tickets = pgTable('tickets', {
  id: serial('id').primaryKey(),
  number: integer('number').notNull().unique(),
  name: text('name').notNull().unique(),
  openerId: text('opener_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  open: boolean('open').notNull().default(true),
  createdAt: createdAt(),
  closedAt: timestamp('closed_at', { withTimezone: true }),
  closedBy: text('closed_by').references(() => users.id, { onDelete: 'set null' }),
});
