import { and, eq, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;

export async function findUserById(tx: Tx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** Turns premium_signals off for one user, or for everyone when no id is given, once expired. */
export async function expirePremiumSignals(tx: Tx, userId?: string): Promise<string[]> {
  const expired = and(eq(users.premiumSignals, true), lte(users.signalsUntil, sql`now()`));
  const rows = await tx
    .update(users)
    .set({ premiumSignals: false, updatedAt: sql`now()` })
    .where(userId ? and(expired, eq(users.id, userId)) : expired)
    .returning({ id: users.id });
  return rows.map((row) => row.id);
}
