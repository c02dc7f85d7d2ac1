import { jsonb, pgTable, serial, text, index } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/schema';

/** Every moderation action: who did what to whom, with its arguments (decision 0009). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetId: text('target_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    // A member's history in the console, newest first by id.
    index('audit_log_target_idx').on(t.targetId, t.id),
  ],
);
