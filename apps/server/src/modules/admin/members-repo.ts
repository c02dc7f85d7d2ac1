import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderLines, orders, users } from '../../db/schema';
import type { UserRow } from '../users';
import { containsIgnoringCase } from '../../db/like-patterns';

type OrderRow = typeof orders.$inferSelect;

/**
 * Members (never the bot) whose name or email contains `search`, whatever the case (through
 * the trigram indexes on the lowered columns); everyone when empty.
 */
const membersMatching = (search: string) =>
  and(
    eq(users.isBot, false),
    search
      ? or(containsIgnoringCase(users.name, search), containsIgnoringCase(users.email, search))
      : undefined,
  );

/**
 * Members by name. A search picks the page's ids first (decision 0074): through
 * `users_name_order_idx`, which holds what the search tests, PostgreSQL walks the members by
 * name testing each entry and stops at the page when many match (a common surname), and takes
 * the trigram indexes and sorts when few do; then it reads the page's rows alone.
 */
export function searchMembers(
  tx: Tx,
  search: string,
  page: { offset: number; limit: number },
): Promise<UserRow[]> {
  const byName = [asc(users.name), asc(users.id)] as const;
  if (!search) {
    return tx
      .select()
      .from(users)
      .where(membersMatching(search))
      .orderBy(...byName)
      .offset(page.offset)
      .limit(page.limit);
  }
  const pageIds = tx
    .select({ id: users.id })
    .from(users)
    .where(membersMatching(search))
    .orderBy(...byName)
    .offset(page.offset)
    .limit(page.limit);
  return tx
    .select()
    .from(users)
    .where(inArray(users.id, pageIds))
    .orderBy(...byName);
}

/**
 * A search's matches are counted up to this many (decision 0064): past it the count would read
 * every match (a common surname among 50,000 members is thousands), for a figure the console
 * only shows.
 */
export const MEMBER_SEARCH_COUNT_CAP = 1000;

/**
 * How many members match: exact for the whole list (no search), and for a search up to
 * MEMBER_SEARCH_COUNT_CAP, `capped` when more match.
 */
export async function countMembers(
  tx: Tx,
  search: string,
): Promise<{ total: number; capped: boolean }> {
  if (!search) {
    const [all] = await tx.select({ n: count() }).from(users).where(membersMatching(search));
    return { total: all?.n ?? 0, capped: false };
  }
  const matches = tx
    .select({ id: users.id })
    .from(users)
    .where(membersMatching(search))
    .limit(MEMBER_SEARCH_COUNT_CAP + 1)
    .as('matches');
  const [found] = await tx.select({ n: count() }).from(matches);
  const n = found?.n ?? 0;
  return { total: Math.min(n, MEMBER_SEARCH_COUNT_CAP), capped: n > MEMBER_SEARCH_COUNT_CAP };
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
