import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/schema';

/** Words that get a message refused and its author warned; stored lower-cased. */
export const bannedWords = pgTable('banned_words', {
  id: serial('id').primaryKey(),
  word: text('word').notNull().unique(),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});
