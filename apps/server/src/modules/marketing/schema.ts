import { primaryKey, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/schema';

/** One counted visit per visitor (a browser's random id) per inviter per day (anti-inflation). */
export const inviteVisits = pgTable(
  'invite_visits',
  {
    inviterId: text('inviter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: text('day').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.inviterId, t.visitor, t.day] })],
);
