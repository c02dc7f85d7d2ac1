import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/** Emails are stored trimmed and lower-cased; the unique index is what stops duplicates. */
export const mailingList = pgTable('mailing_list', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  createdAt: createdAt(),
});
