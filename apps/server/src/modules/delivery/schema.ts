import { PRODUCT_FILES } from '@bbt/domain';
import { integer, pgTable, text, timestamp, index } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { orders } from '../checkout/schema';
import { users } from '../users/schema';

/**
 * A license key of the indicator, one per order line that hands it over (decision 0045); the
 * indicator asks `POST /api/licenses/verify` whether it is valid. Revoked with its order.
 */
export const licenseKeys = pgTable(
  'license_keys',
  {
    key: text('key').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The product the key was issued with (its title is what verification answers). */
    productKey: text('product_key').notNull(),
    createdAt: createdAt(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('license_keys_order_idx').on(t.orderId)],
);

/** The downloadable files of the products (decision 0045), kept in the configured storage. */
export const productFiles = pgTable('product_files', {
  file: text('file', { enum: PRODUCT_FILES }).primaryKey(),
  storageKey: text('storage_key').notNull(),
  bytes: integer('bytes').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  /** Who replaced it from the console; null for the seeded file. */
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
