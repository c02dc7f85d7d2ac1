import { ORDER_STATUSES } from '@bbt/domain';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
} from 'drizzle-orm/pg-core';
import { byteOrderText } from '../../db/columns';
import { users } from '../users/schema';

/**
 * The words a member (never the bot) is found by in the console's member search: the distinct
 * words of the lowered name and email, split at whitespace and ASCII punctuation (the database
 * function `search_words_of`), kept by triggers on `users` (migration 0049_member_search_words)
 * whatever path writes a member. A search walks the words that start with what was typed, by
 * word then name, and stops at its page (decision 0074's second amendment).
 */
export const memberSearchWords = pgTable(
  'member_search_words',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    word: byteOrderText('word').notNull(),
    /** The member's name, the order of the members who share a word. */
    name: text('name').notNull(),
    /**
     * The member's word just before this one (null for the first): the entry is the member's
     * first that starts with a prefix exactly when this is null or sorts before the prefix, so a
     * member with two such words is listed once without another lookup.
     */
    previousWord: byteOrderText('previous_word'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.word] }),
    index('member_search_words_walk_idx').on(t.word, t.name, t.userId, t.previousWord),
  ],
);

/**
 * Each UTC day's orders by status and by whether the demo provider took them, with what they
 * took less their refunds and the credits inviters earned on them. Kept by triggers on
 * checkout's orders and commissions (migration 0055), so the console's sales report and its
 * orders' total read a few rows per day instead of every order of the range (decision 0090).
 */
export const orderDayTotals = pgTable(
  'order_day_totals',
  {
    day: date('day', { mode: 'string' }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull(),
    demo: boolean('demo').notNull(),
    orders: integer('orders').notNull().default(0),
    /** The orders' amounts less their refunds. */
    takings: numeric('takings', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    credits: numeric('credits', { precision: 16, scale: 4, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.status, t.demo] })],
);
