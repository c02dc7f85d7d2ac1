import { ORDER_EXPIRY_MS } from '@bbt/domain';
import { and, asc, desc, eq, gt, inArray, isNull, not, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders, products } from '../../db/schema';
import { cartCoupons, couponRedemptions, coupons } from './schema';

export type CouponRow = typeof coupons.$inferSelect;

/**
 * A redemption counts while its order is paid or can still be paid: awaiting payment within
 * its time, held for review, declined but open to another card (the statuses `canCaptureOrder`
 * lets through), or settled. Cancelled and expired orders let their use go.
 */
function liveRedemption(now: Date): SQL {
  return or(
    inArray(orders.status, ['pending', 'completed', 'refund_pending', 'refunded']),
    and(
      inArray(orders.status, ['created', 'failed']),
      gt(orders.createdAt, new Date(now.getTime() - ORDER_EXPIRY_MS)),
    ),
  ) as SQL;
}

/** Inserts a coupon unless its code is taken; undefined when it is. */
export async function insertCoupon(tx: Tx, values: typeof coupons.$inferInsert) {
  const [row] = await tx
    .insert(coupons)
    .values(values)
    .onConflictDoNothing({ target: coupons.code })
    .returning();
  return row;
}

/** A coupon by its (normalised) code. */
export async function findCouponByCode(tx: Tx, code: string) {
  const [row] = await tx.select().from(coupons).where(eq(coupons.code, code)).limit(1);
  return row;
}

/**
 * How many live uses the coupon has, in all and by this member. `ownOpenOrders: 'left out'`
 * leaves out the uses this member's orders awaiting payment hold: the cart paying such an
 * order again shows the coupon as it was when the order was made.
 */
export async function countCouponUses(
  tx: Tx,
  couponId: number,
  userId: string,
  now: Date,
  ownOpenOrders: 'counted' | 'left out',
) {
  const [row] = await tx
    .select({
      uses: sql<number>`count(*)::int`,
      usesByMember: sql<number>`(count(*) filter (where ${couponRedemptions.userId} = ${userId}))::int`,
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(
      and(
        eq(couponRedemptions.couponId, couponId),
        liveRedemption(now),
        ownOpenOrders === 'left out'
          ? not(and(eq(couponRedemptions.userId, userId), eq(orders.status, 'created')) as SQL)
          : undefined,
      ),
    );
  return { uses: row?.uses ?? 0, usesByMember: row?.usesByMember ?? 0 };
}

/** The console's list has every coupon a founder makes; this only bounds a runaway. */
const COUPON_LIST_MAX = 500;

/**
 * Coupons for the console: those still in use first, newest first, with their live uses;
 * only the one with `onlyId` when given.
 */
export async function listCouponsWithUses(tx: Tx, now: Date, onlyId?: number) {
  const uses = tx
    .select({
      couponId: couponRedemptions.couponId,
      count: sql<number>`count(*)::int`.as('count'),
    })
    .from(couponRedemptions)
    .innerJoin(orders, eq(orders.id, couponRedemptions.orderId))
    .where(liveRedemption(now))
    .groupBy(couponRedemptions.couponId)
    .as('uses');
  return tx
    .select({
      coupon: coupons,
      productTitle: products.title,
      uses: sql<number>`coalesce(${uses.count}, 0)`.mapWith(Number),
    })
    .from(coupons)
    .leftJoin(products, eq(products.id, coupons.productId))
    .leftJoin(uses, eq(uses.couponId, coupons.id))
    .where(onlyId === undefined ? undefined : eq(coupons.id, onlyId))
    .orderBy(sql`${coupons.archivedAt} is not null`, desc(coupons.createdAt), asc(coupons.id))
    .limit(COUPON_LIST_MAX);
}

/** Archives a coupon in use; undefined when there is none or it was archived already. */
export async function archiveCouponRow(tx: Tx, id: number) {
  const [row] = await tx
    .update(coupons)
    .set({ archivedAt: sql`now()` })
    .where(and(eq(coupons.id, id), isNull(coupons.archivedAt)))
    .returning();
  return row;
}

/** A coupon by id; `lock` holds it until the transaction ends (checkout counts its uses). */
export async function findCouponById(tx: Tx, id: number, lock = false) {
  const query = tx.select().from(coupons).where(eq(coupons.id, id)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function insertCouponRedemption(
  tx: Tx,
  redemption: typeof couponRedemptions.$inferInsert,
) {
  await tx.insert(couponRedemptions).values(redemption);
}

/** The coupon on a member's cart, if any. */
export async function findCartCoupon(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ coupon: coupons })
    .from(cartCoupons)
    .innerJoin(coupons, eq(coupons.id, cartCoupons.couponId))
    .where(eq(cartCoupons.userId, userId))
    .limit(1);
  return row?.coupon;
}

export async function attachCartCoupon(tx: Tx, userId: string, couponId: number) {
  await tx
    .insert(cartCoupons)
    .values({ userId, couponId })
    .onConflictDoUpdate({ target: cartCoupons.userId, set: { couponId, addedAt: sql`now()` } });
}

export async function detachCartCoupon(tx: Tx, userId: string) {
  await tx.delete(cartCoupons).where(eq(cartCoupons.userId, userId));
}
