import type { BadgeTier } from '@bbt/domain';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { cartItems } from './schema';

export interface CartLine {
  productId: number;
  tier: BadgeTier | null;
}

/**
 * Serialises cart writes of one member (two tabs, a double click): each replace is a delete
 * then an insert, which two concurrent transactions would otherwise interleave.
 */
export async function lockMemberCart(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export function listCartLines(tx: Tx, userId: string): Promise<CartLine[]> {
  return tx
    .select({ productId: cartItems.productId, tier: cartItems.tier })
    .from(cartItems)
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.productId));
}

export async function replaceCartLines(tx: Tx, userId: string, lines: CartLine[]): Promise<void> {
  await tx.delete(cartItems).where(eq(cartItems.userId, userId));
  if (lines.length > 0) {
    await tx.insert(cartItems).values(lines.map((line) => ({ userId, ...line })));
  }
}

/**
 * Merges lines into the cart: a product not in it is added, and one already in it takes the
 * line's tier, the one chosen last (a guest cart merged at sign-in).
 */
export async function mergeCartLines(tx: Tx, userId: string, lines: CartLine[]): Promise<void> {
  if (lines.length === 0) return;
  await tx
    .insert(cartItems)
    .values(lines.map((line) => ({ userId, ...line })))
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId],
      set: { tier: sql`excluded.tier` },
    });
}

export async function removeCartProducts(
  tx: Tx,
  userId: string,
  productIds: number[],
): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .delete(cartItems)
    .where(and(eq(cartItems.userId, userId), inArray(cartItems.productId, productIds)));
}
