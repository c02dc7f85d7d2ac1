import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, timestamp } from 'drizzle-orm/pg-core';

/**
 * The demo community outside production (decision 0036): one row, written in the transaction
 * that writes its conversation on the first start. While it exists nothing of the demo is
 * written again, even after its messages were deleted; `seededAt` is the moment its dates
 * count back from.
 */
export const demoCommunity = pgTable(
  'demo_community',
  {
    id: boolean('id').primaryKey().default(true),
    seededAt: timestamp('seeded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('demo_community_one_row', sql`${t.id}`)],
);
