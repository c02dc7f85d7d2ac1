import { boolean, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/schema';

export const meetings = pgTable('meetings', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  provider: text('provider').notNull(),
  link: text('link').notNull(),
  exclusive: boolean('exclusive').notNull().default(true),
  status: text('status', { enum: ['scheduled', 'live', 'ended'] })
    .notNull()
    .default('scheduled'),
  // When it is planned to start. Null for meetings made before they had one; every new meeting
  // has one (the route requires it).
  startsAt: timestamp('starts_at', { withTimezone: true }),
  createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
  startedAt: timestamp('started_at', { withTimezone: true }),
  endedAt: timestamp('ended_at', { withTimezone: true }),
  deletedAt: timestamp('deleted_at', { withTimezone: true }),
});
