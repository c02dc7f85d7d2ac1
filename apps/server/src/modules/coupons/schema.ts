import { COUPON_KINDS } from '@bbt/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  index,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns';
import { products } from '../catalog/schema';
import { orders } from '../checkout/schema';
import { users } from '../users/schema';

/**
 * A coupon the founder made in the console (decision 0051): a percentage or a fixed amount off,
 * for every product or for `productId` only. `code` is stored normalised (upper case). An
 * archived coupon takes nothing off any new order; its redemptions stay.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    percent: smallint('percent'),
    amountOff: numeric('amount_off', { precision: 10, scale: 2, mode: 'number' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'restrict' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    totalLimit: integer('total_limit'),
    perMemberLimit: integer('per_member_limit'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'coupons_value',
      sql`(${t.kind} = 'percent' and ${t.percent} between 1 and 100 and ${t.amountOff} is null) or (${t.kind} = 'fixed' and ${t.amountOff} > 0 and ${t.percent} is null)`,
    ),
    check('coupons_limits_positive', sql`${t.totalLimit} > 0 and ${t.perMemberLimit} > 0`),
  ],
);

/**
 * One order's use of a coupon, written with the order under a lock on the coupon. It counts
 * while its order is paid or can still be paid; a cancelled or expired order lets it go
 * without a write (the count reads the order's status).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    orderId: text('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'restrict' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('coupon_redemptions_coupon_user_idx').on(t.couponId, t.userId)],
);

/** The coupon a member put on their cart; checked again at checkout. */
export const cartCoupons = pgTable('cart_coupons', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  couponId: integer('coupon_id')
    .notNull()
    .references(() => coupons.id, { onDelete: 'cascade' }),
  addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
});
