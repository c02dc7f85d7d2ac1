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
 * Members by name, one more than the page so the caller knows whether more follow. A search
 * picks the page's ids first (decision 0074): through `users_name_order_idx`, which holds what
 * the search tests, PostgreSQL walks the members by name testing each entry and stops after the
 * page when many match (a common surname), and takes the trigram indexes and sorts when few do;
 * then it reads the page's rows alone.
 */
function membersByName(
  tx: Tx,
  search: string,
  page: { offset: number; limit: number },
): Promise<UserRow[]> {
  const byName = [asc(users.name), asc(users.id)] as const;
  const withNext = page.limit + 1;
  if (!search) {
    return tx
      .select()
      .from(users)
      .where(membersMatching(search))
      .orderBy(...byName)
      .offset(page.offset)
      .limit(withNext);
  }
  const pageIds = tx
    .select({ id: users.id })
    .from(users)
    .where(membersMatching(search))
    .orderBy(...byName)
    .offset(page.offset)
    .limit(withNext);
  return tx
    .select()
    .from(users)
    .where(inArray(users.id, pageIds))
    .orderBy(...byName);
}

/** How many members match `search` (everyone when empty), every one of them counted. */
async function countMembers(tx: Tx, search: string): Promise<number> {
  const [found] = await tx.select({ n: count() }).from(users).where(membersMatching(search));
  return found?.n ?? 0;
}

export interface MembersPage {
  members: UserRow[];
  /**
   * How many members match; null for a search whose page is full and more follow, where
   * counting would read every match (decision 0074's amendment).
   */
  total: number | null;
  /** More members match after this page. */
  hasMore: boolean;
}

/**
 * A page of members by name with the total where it is cheap (decision 0074, amended): the
 * list without a search is counted; a search knows its total from a page that is not full (the
 * matches end on it), and counts only when the page lies past every match (fewer than `offset`
 * match, so the count reads no more than the page's own walk did). A full page of a search
 * says only that more follow.
 */
export async function searchMembers(
  tx: Tx,
  search: string,
  page: { offset: number; limit: number },
): Promise<MembersPage> {
  const found = await membersByName(tx, search, page);
  const hasMore = found.length > page.limit;
  const members = found.slice(0, page.limit);
  if (!search) return { members, total: await countMembers(tx, search), hasMore };
  if (hasMore) return { members, total: null, hasMore };
  if (members.length === 0 && page.offset > 0)
    return { members, total: await countMembers(tx, search), hasMore };
  return { members, total: page.offset + members.length, hasMore };
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
