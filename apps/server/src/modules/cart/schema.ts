import { type BadgeTier } from '@bbt/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { products } from '../catalog/schema';
import { orders } from '../checkout/schema';
import { users } from '../users/schema';

/**
 * The single-use code a mailing-list signup earns (the popup's 15%), tied to the email that
 * joined: one code per address, ever, so leaving and rejoining earns no second one. An order
 * created with it holds it (`reservedOrderId`) while it can still be paid; the order that
 * completes with it consumes it (`usedOrderId`, set by a conditional update: once).
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    code: text('code').primaryKey(),
    email: text('email').notNull().unique(),
    percent: smallint('percent').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    reservedOrderId: text('reserved_order_id').references(() => orders.id, {
      onDelete: 'set null',
    }),
    usedOrderId: text('used_order_id')
      .unique()
      .references(() => orders.id, { onDelete: 'restrict' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [check('discount_codes_percent_range', sql`${t.percent} between 1 and 100`)],
);

/** The discount code a member attached to their cart; checked again at checkout. */
export const cartDiscounts = pgTable('cart_discounts', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code')
    .notNull()
    .references(() => discountCodes.code, { onDelete: 'cascade' }),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A signed-in member's cart: one line per product (ruling: a badge line carries its tier). */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    tier: smallint('tier').$type<BadgeTier>(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('cart_items_user_product_idx').on(t.userId, t.productId)],
);
