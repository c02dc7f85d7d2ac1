import { ABANDONED_ORDER_STATUSES, type OrderStatus } from '@bbt/domain';
import {
  and,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  lt,
  lte,
  ne,
  not,
  notInArray,
  or,
  sql,
  sum,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { commissions, orderLines, orderRefunds, orders, users } from '../../db/schema';
import { orderDayTotals } from './schema';
import { containsIgnoringCase } from '../../db/like-patterns';
import { dayStart, nextDay, type DayTotals } from './report';

/**
 * Dates are inclusive UTC days `YYYY-MM-DD`; `q` finds an order by its id, its PayPal order or
 * capture id (exactly), or by part of its buyer's name or email.
 */
export type OrderFilters = {
  from?: string;
  to?: string;
  product?: string;
  status?: OrderStatus;
  q?: string;
};
type DayRange = Pick<OrderFilters, 'from' | 'to'>;
type Page = { offset: number; limit: number };

export type OrderLineRow = typeof orderLines.$inferSelect;
export type OrderWithBuyer = {
  order: typeof orders.$inferSelect;
  buyer: { id: string; name: string; email: string };
};

function orderConditions(filters: OrderFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.from) conditions.push(gte(orders.createdAt, dayStart(filters.from)));
  if (filters.to) conditions.push(lt(orders.createdAt, nextDay(filters.to)));
  if (filters.status) conditions.push(eq(orders.status, filters.status));
  if (filters.product) {
    conditions.push(
      exists(
        sql`(select 1 from ${orderLines} where ${orderLines.orderId} = ${orders.id} and ${orderLines.productKey} = ${filters.product})`,
      ),
    );
  }
  if (filters.q) conditions.push(matchingSearch(filters.q));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * Ids are matched exactly, through their indexes (primary key, the unique PayPal order id, the
 * capture index); a name or email is matched as a part (ILIKE) on the members, whose orders are
 * then found through `orders_user_idx` (the members' trigram indexes on their lowered name
 * and email serve the part): orders themselves are never scanned by text (decision
 * 0048).
 */
function matchingSearch(q: string): SQL {
  return or(
    eq(orders.id, q),
    eq(orders.providerOrderId, q),
    eq(orders.captureId, q),
    sql`${orders.userId} in (select ${users.id} from ${users} where ${or(containsIgnoringCase(users.name, q), containsIgnoringCase(users.email, q))})`,
  )!;
}

const orderColumns = {
  order: orders,
  buyer: { id: users.id, name: users.name, email: users.email },
};

/** Orders with their buyers, newest first. */
export function listOrders(tx: Tx, filters: OrderFilters, page: Page): Promise<OrderWithBuyer[]> {
  return tx
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(orderConditions(filters))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .offset(page.offset)
    .limit(page.limit);
}

/**
 * Whether the day totals answer for these filters: dates and a status do; a product or a search
 * needs the orders themselves.
 */
const countedByDay = (filters: OrderFilters) => !filters.product && !filters.q;

function dayTotalConditions(filters: OrderFilters): SQL | undefined {
  return and(
    filters.from ? gte(orderDayTotals.day, filters.from) : undefined,
    filters.to ? lte(orderDayTotals.day, filters.to) : undefined,
    filters.status ? eq(orderDayTotals.status, filters.status) : undefined,
  );
}

export async function countOrders(tx: Tx, filters: OrderFilters): Promise<number> {
  if (countedByDay(filters)) {
    const [total] = await tx
      .select({ n: sql<number>`coalesce(sum(${orderDayTotals.orders}), 0)::int` })
      .from(orderDayTotals)
      .where(dayTotalConditions(filters));
    return total?.n ?? 0;
  }
  const [total] = await tx.select({ n: count() }).from(orders).where(orderConditions(filters));
  return total?.n ?? 0;
}

export async function findOrderWithBuyer(tx: Tx, id: string): Promise<OrderWithBuyer | undefined> {
  const [row] = await tx
    .select(orderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, id));
  return row;
}

export function listLinesOfOrders(tx: Tx, ids: readonly string[]): Promise<OrderLineRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, [...ids]));
}

type DayTotalsWithDemo = DayTotals & { demo: number };

/**
 * Each day's orders and revenue, plus the demo payments the figures leave out. Money only: a
 * demo payment took none, an abandoned order never will; a paid order counts what was not
 * refunded of it (decision 0058).
 */
export function dailyOrderTotals(tx: Tx, filters: OrderFilters): Promise<DayTotalsWithDemo[]> {
  return countedByDay(filters) ? dailyTotalsKept(tx, filters) : dailyTotalsSummed(tx, filters);
}

/** From the totals the triggers keep per day, status and provider (decision 0090). */
async function dailyTotalsKept(tx: Tx, filters: OrderFilters): Promise<DayTotalsWithDemo[]> {
  const t = orderDayTotals;
  const completed = and(eq(t.status, 'completed'), not(t.demo));
  const demoPaid = and(eq(t.status, 'completed'), t.demo);
  const live = and(notInArray(t.status, [...ABANDONED_ORDER_STATUSES]), not(t.demo));
  const rows = await tx
    .select({
      day: sql<string>`to_char(${t.day}, 'YYYY-MM-DD')`,
      orders: sql<number>`coalesce(sum(${t.orders}) filter (where ${live}), 0)::int`,
      completed: sql<number>`coalesce(sum(${t.orders}) filter (where ${completed}), 0)::int`,
      revenue: sql<string>`coalesce(sum(${t.takings}) filter (where ${completed}), 0)`,
      demo: sql<number>`coalesce(sum(${t.orders}) filter (where ${demoPaid}), 0)::int`,
    })
    .from(t)
    .where(dayTotalConditions(filters))
    .groupBy(t.day);
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
}

/** From the orders themselves, for the filters the day totals cannot answer. */
async function dailyTotalsSummed(tx: Tx, filters: OrderFilters): Promise<DayTotalsWithDemo[]> {
  const completed = and(eq(orders.status, 'completed'), ne(orders.provider, 'demo'));
  const demoPaid = and(eq(orders.status, 'completed'), eq(orders.provider, 'demo'));
  const live = and(
    notInArray(orders.status, [...ABANDONED_ORDER_STATUSES]),
    ne(orders.provider, 'demo'),
  );
  const day = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const rows = await tx
    .select({
      day,
      orders: sql<number>`(count(*) filter (where ${live}))::int`,
      completed: sql<number>`(count(*) filter (where ${completed}))::int`,
      revenue: sql<string>`coalesce(sum(${orders.amount} - ${orders.refundedAmount}) filter (where ${completed}), 0)`,
      demo: sql<number>`(count(*) filter (where ${demoPaid}))::int`,
    })
    .from(orders)
    .where(orderConditions(filters))
    .groupBy(day);
  return rows.map((row) => ({ ...row, revenue: Number(row.revenue) }));
}

/** Credits paid to inviters on the completed orders the filters select. */
export async function creditsPaidOn(tx: Tx, filters: OrderFilters): Promise<number> {
  if (countedByDay(filters)) {
    const [kept] = await tx
      .select({ credits: sum(orderDayTotals.credits) })
      .from(orderDayTotals)
      .where(and(dayTotalConditions(filters), eq(orderDayTotals.status, 'completed')));
    return Number(kept?.credits ?? 0);
  }
  const [paid] = await tx
    .select({ credits: sum(commissions.credits) })
    .from(commissions)
    .innerJoin(orders, eq(orders.id, commissions.orderId))
    // Credits are paid on demo orders too (they buy real access), so they count here.
    .where(and(orderConditions(filters), eq(orders.status, 'completed')));
  return Number(paid?.credits ?? 0);
}

/** An order's refunds, oldest first, with who made each from the console (null: at PayPal). */
export function listRefundsOfOrder(tx: Tx, orderId: string) {
  return tx
    .select({
      id: orderRefunds.id,
      amount: orderRefunds.amount,
      currency: orderRefunds.currency,
      status: orderRefunds.status,
      reason: orderRefunds.reason,
      providerRefundId: orderRefunds.providerRefundId,
      failureReason: orderRefunds.failureReason,
      createdAt: orderRefunds.createdAt,
      completedAt: orderRefunds.completedAt,
      actor: { id: users.id, name: users.name },
    })
    .from(orderRefunds)
    .leftJoin(users, eq(users.id, orderRefunds.actorId))
    .where(eq(orderRefunds.orderId, orderId))
    .orderBy(orderRefunds.createdAt, orderRefunds.id);
}

export async function findCommissionOfOrder(tx: Tx, orderId: string) {
  const [commission] = await tx
    .select({
      inviter: { id: users.id, name: users.name },
      credits: commissions.credits,
      createdAt: commissions.createdAt,
    })
    .from(commissions)
    .innerJoin(users, eq(users.id, commissions.inviterId))
    .where(eq(commissions.orderId, orderId));
  return commission;
}

const commissionsIn = ({ from, to }: DayRange) =>
  and(
    from ? gte(commissions.createdAt, dayStart(from)) : undefined,
    to ? lt(commissions.createdAt, nextDay(to)) : undefined,
  );

/** Commissions paid in the range, newest first, with inviter and invitee. */
export function listCommissions(tx: Tx, range: DayRange, page: Page) {
  const invitee = alias(users, 'invitee');
  return tx
    .select({
      // A subscription's payment (decision 0063) is named by its PayPal transaction id.
      orderId: sql<string>`coalesce(${commissions.orderId}, ${commissions.subscriptionPaymentId})`,
      inviter: { id: users.id, name: users.name },
      invitee: { id: invitee.id, name: invitee.name },
      credits: commissions.credits,
      createdAt: commissions.createdAt,
    })
    .from(commissions)
    .innerJoin(users, eq(users.id, commissions.inviterId))
    .innerJoin(invitee, eq(invitee.id, commissions.inviteeId))
    .where(commissionsIn(range))
    .orderBy(desc(commissions.createdAt), desc(commissions.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function countCommissions(tx: Tx, range: DayRange): Promise<number> {
  const [total] = await tx.select({ n: count() }).from(commissions).where(commissionsIn(range));
  return total?.n ?? 0;
}
