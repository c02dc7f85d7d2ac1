import { MAIL_KINDS, MAIL_STATUSES } from '@bbt/domain';
import { bigserial, integer, jsonb, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';

/**
 * Mail waiting to leave, or kept (decision 0018). A row is written in the same transaction as what
 * it reports, so a mail server outage loses nothing and never holds up a payment; the sender
 * claims due rows (pushing `nextAttemptAt` ahead as a lease) so two instances never send one
 * mail twice. `dedupeKey` makes a mail for one event (an order's receipt) exist once.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: MAIL_KINDS }).notNull(),
    dedupeKey: text('dedupe_key').unique(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers, such as List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: MAIL_STATUSES }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The sender: pending mails whose time has come, oldest first.
    index('mail_outbox_due_idx').on(t.status, t.nextAttemptAt),
    // The console's Mail page: newest first.
    index('mail_outbox_created_idx').on(t.createdAt),
  ],
);
