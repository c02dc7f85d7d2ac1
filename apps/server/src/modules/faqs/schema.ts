import { integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  header: text('header').notNull().unique(),
  description: text('description').notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
});
