import { ORDER_EXPIRY_MS, SETTLED_ORDER_STATUSES, type OrderStatus } from '@bbt/domain';
import { and, asc, desc, eq, gt, inArray, lt, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { commissions, orderLines, orders, users } from '../../db/schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export async function insertOrder(
  tx: Tx,
  order: typeof orders.$inferInsert,
  lines: Array<Omit<typeof orderLines.$inferInsert, 'orderId'>>,
): Promise<void> {
  await tx.insert(orders).values(order);
  await tx.insert(orderLines).values(lines.map((line) => ({ ...line, orderId: order.id })));
}

export async function findOrderByProviderId(
  tx: Tx,
  providerOrderId: string,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(eq(orders.providerOrderId, providerOrderId))
    .limit(1);
  return row;
}

export async function findOrderById(tx: Tx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).limit(1);
  return row;
}

/**
 * The member's orders still awaiting payment and not past their time, newest first, with
 * their lines: the candidates a checkout of the same cart reuses.
 */
export async function listOpenOrders(
  tx: Tx,
  userId: string,
  now: Date,
): Promise<Array<OrderRow & { lines: OrderLineRow[] }>> {
  const open = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.userId, userId),
        eq(orders.status, 'created'),
        gt(orders.createdAt, new Date(now.getTime() - ORDER_EXPIRY_MS)),
      ),
    )
    .orderBy(desc(orders.createdAt));
  const lines = await linesOf(tx, open);
  return open.map((order) => ({ ...order, lines: lines(order) }));
}

/** Writes `expired` on every order still awaiting payment past its time; returns how many. */
export async function expireUnpaidOrders(tx: Tx, now: Date): Promise<number> {
  const rows = await tx
    .update(orders)
    .set({ status: 'expired' })
    .where(
      and(
        eq(orders.status, 'created'),
        lt(orders.createdAt, new Date(now.getTime() - ORDER_EXPIRY_MS + 1)),
      ),
    )
    .returning({ id: orders.id });
  return rows.length;
}

export function listRefundsOwed(tx: Tx): Promise<OrderRow[]> {
  return tx.select().from(orders).where(eq(orders.status, 'refund_pending'));
}

/** Cancels the member's order if it is still awaiting payment; false when it is not. */
export async function cancelOpenOrder(tx: Tx, id: string, reason: string): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: 'cancelled', failureReason: reason })
    .where(and(eq(orders.id, id), eq(orders.status, 'created')))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** A capture went through for what the buyer already had: the money is owed back. */
export async function markRefundOwed(tx: Tx, id: string, captureId: string, reason: string) {
  await tx
    .update(orders)
    .set({ status: 'refund_pending', captureId, failureReason: reason })
    .where(and(eq(orders.id, id), notInArray(orders.status, [...SETTLED_ORDER_STATUSES])));
}

export async function markRefunded(tx: Tx, id: string) {
  await tx
    .update(orders)
    .set({ status: 'refunded' })
    .where(and(eq(orders.id, id), eq(orders.status, 'refund_pending')));
}

/** The lines of these orders in one query, as a lookup by order. */
async function linesOf(tx: Tx, rows: OrderRow[]): Promise<(order: OrderRow) => OrderLineRow[]> {
  const lines =
    rows.length === 0
      ? []
      : await tx
          .select()
          .from(orderLines)
          .where(
            inArray(
              orderLines.orderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(orderLines.id));
  return (order) => lines.filter((line) => line.orderId === order.id);
}

export function listOrderLines(tx: Tx, orderId: string): Promise<OrderLineRow[]> {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
}

/** A member's own orders, newest first, each with its lines. */
export async function listMemberOrders(
  tx: Tx,
  userId: string,
  limit: number,
): Promise<{ order: OrderRow; lines: OrderLineRow[] }[]> {
  const rows = await tx
    .select()
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt))
    .limit(limit);
  const lines = await linesOf(tx, rows);
  return rows.map((order) => ({ order, lines: lines(order) }));
}

/** Records a capture's outcome short of payment; a settled order keeps its status. */
export async function setOrderStatus(
  tx: Tx,
  id: string,
  status: Exclude<OrderStatus, (typeof SETTLED_ORDER_STATUSES)[number]>,
  reason: string,
) {
  await tx
    .update(orders)
    .set({ status, failureReason: reason })
    .where(and(eq(orders.id, id), notInArray(orders.status, [...SETTLED_ORDER_STATUSES])));
}

/**
 * Marks the order completed unless its money is settled already. Returns false when another
 * capture got there first: the single row update is what makes fulfilment happen exactly once.
 */
export async function completeOrderOnce(tx: Tx, id: string, captureId: string): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: 'completed', captureId, completedAt: sql`now()`, failureReason: null })
    .where(and(eq(orders.id, id), notInArray(orders.status, [...SETTLED_ORDER_STATUSES])))
    .returning({ id: orders.id });
  return rows.length === 1;
}

export async function creditInviter(
  tx: Tx,
  input: { orderId: string; inviterId: string; inviteeId: string; credits: number },
): Promise<void> {
  await tx.insert(commissions).values(input);
  await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${input.credits}`, sales: sql`${users.sales} + 1` })
    .where(eq(users.id, input.inviterId));
}
