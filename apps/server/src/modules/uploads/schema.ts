import { sql } from 'drizzle-orm';
import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { users } from '../users/schema';

/** An uploaded, re-encoded image; served only to members who may read its channel. */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: text('channel').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
    /**
     * Set in the transaction that deletes the image's message: from then on it is served to no
     * one. Its file is removed from storage after that commits, then the row itself.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    // The images whose files are still to be removed.
    index('uploads_withdrawn_idx')
      .on(t.withdrawnAt)
      .where(sql`${t.withdrawnAt} is not null`),
  ],
);
