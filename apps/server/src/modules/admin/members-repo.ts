import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderLines, orders, users } from '../../db/schema';
import type { UserRow } from '../users';
import { containing } from '../../db/like-patterns';

type OrderRow = typeof orders.$inferSelect;

/** Members (never the bot) whose name or email contains `search`; everyone when empty. */
const membersMatching = (search: string) =>
  and(
    eq(users.isBot, false),
    search
      ? or(ilike(users.name, containing(search)), ilike(users.email, containing(search)))
      : undefined,
  );

/** Members by name. */
export function searchMembers(
  tx: Tx,
  search: string,
  page: { offset: number; limit: number },
): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(membersMatching(search))
    .orderBy(asc(users.name), asc(users.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countMembers(tx: Tx, search: string): Promise<number> {
  const [total] = await tx.select({ n: count() }).from(users).where(membersMatching(search));
  return total?.n ?? 0;
}

/** A member's newest orders, each with the titles of its lines. */
export async function listRecentOrdersOf(
  tx: Tx,
  userId: string,
  limit: number,
): Promise<Array<{ order: OrderRow; titles: string[] }>> {
  const ownOrders = await tx
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  const lines =
    ownOrders.length === 0
      ? []
      : await tx
          .select({ orderId: orderLines.orderId, title: orderLines.title })
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              ownOrders.map((order) => order.id),
            ),
          );
  return ownOrders.map((order) => ({
    order,
    titles: lines.filter((l) => l.orderId === order.id).map((l) => l.title),
  }));
}

/** Ends a ban or a mute at `now`; the counters stay as history. */
export async function endRestriction(
  tx: Tx,
  id: string,
  restriction: 'ban' | 'mute',
  now: Date,
): Promise<void> {
  await tx
    .update(users)
    .set(restriction === 'ban' ? { banUntil: now } : { muteUntil: now })
    .where(eq(users.id, id));
}

/** Sets a member's credits (the caller holds the row lock and checked the change). */
export async function setCredits(tx: Tx, id: string, credits: number): Promise<void> {
  await tx.update(users).set({ credits }).where(eq(users.id, id));
}
