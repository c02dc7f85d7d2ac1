import { sql } from 'drizzle-orm';
import { boolean, check, numeric, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/schema';

export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description').notNull(),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull(),
    display: boolean('display').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'testimonials_rating_half_steps',
      sql`${t.rating} between 0 and 5 and ${t.rating} * 2 = floor(${t.rating} * 2)`,
    ),
  ],
);
