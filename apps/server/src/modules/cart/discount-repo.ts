import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { cartDiscounts, discountCodes } from './schema';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** Issues a code for an email that has none; returns the email's code, new or not. */
export async function issueDiscountCode(
  tx: Tx,
  code: Pick<DiscountCodeRow, 'code' | 'email' | 'percent' | 'expiresAt'>,
): Promise<DiscountCodeRow> {
  await tx.insert(discountCodes).values(code).onConflictDoNothing({ target: discountCodes.email });
  const [row] = await tx
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.email, code.email))
    .limit(1);
  if (!row) throw new Error('discount code insert returned no row');
  return row;
}

export async function findDiscountCode(tx: Tx, code: string, lock = false) {
  const query = tx.select().from(discountCodes).where(eq(discountCodes.code, code)).limit(1);
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

/** The code attached to a member's cart, if any. */
export async function findCartDiscountCode(tx: Tx, userId: string) {
  const [row] = await tx
    .select({ code: discountCodes })
    .from(cartDiscounts)
    .innerJoin(discountCodes, eq(discountCodes.code, cartDiscounts.code))
    .where(eq(cartDiscounts.userId, userId))
    .limit(1);
  return row?.code;
}

export async function attachCartDiscount(tx: Tx, userId: string, code: string) {
  await tx
    .insert(cartDiscounts)
    .values({ userId, code })
    .onConflictDoUpdate({ target: cartDiscounts.userId, set: { code, addedAt: sql`now()` } });
}

export async function detachCartDiscount(tx: Tx, userId: string) {
  await tx.delete(cartDiscounts).where(eq(cartDiscounts.userId, userId));
}

export async function reserveDiscountCode(tx: Tx, code: string, orderId: string) {
  await tx
    .update(discountCodes)
    .set({ reservedOrderId: orderId })
    .where(eq(discountCodes.code, code));
}

/** The order no longer holds the code (cancelled): a new order may reserve it at once. */
export async function releaseDiscountCode(tx: Tx, code: string, orderId: string) {
  await tx
    .update(discountCodes)
    .set({ reservedOrderId: null })
    .where(and(eq(discountCodes.code, code), eq(discountCodes.reservedOrderId, orderId)));
}

/**
 * Marks the code used by this order, unless another order used it first: a conditional
 * update, so of two orders completing with one code, exactly one gets it. Repeating it for the
 * same order is harmless.
 */
export async function consumeDiscountCode(tx: Tx, code: string, orderId: string) {
  const rows = await tx
    .update(discountCodes)
    .set({ usedOrderId: orderId, usedAt: sql`coalesce(${discountCodes.usedAt}, now())` })
    .where(
      and(
        eq(discountCodes.code, code),
        or(isNull(discountCodes.usedOrderId), eq(discountCodes.usedOrderId, orderId)),
      ),
    )
    .returning({ code: discountCodes.code });
  return rows.length === 1;
}
