import { randomUUID } from 'node:crypto';
import { ORDER_EXPIRY_MS, SETTLED_ORDER_STATUSES, type OrderStatus } from '@bbt/domain';
import { and, asc, desc, eq, gt, inArray, lt, lte, ne, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { commissions, orderLines, orderRefunds, orders, paymentEvents } from './schema';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;
export type RefundRow = typeof orderRefunds.$inferSelect;

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
        inArray(orders.status, ['created', 'failed']),
        lt(orders.createdAt, new Date(now.getTime() - ORDER_EXPIRY_MS + 1)),
      ),
    )
    .returning({ id: orders.id });
  return rows.length;
}

/**
 * A refund of part or all of an order, pending until the provider gives it, with the order's
 * refunded amount raised by it: the caller holds the order's lock.
 */
export async function insertRefund(
  tx: Tx,
  refund: Pick<
    typeof orderRefunds.$inferInsert,
    'id' | 'orderId' | 'amount' | 'currency' | 'reason' | 'actorId'
  >,
): Promise<RefundRow> {
  const [row] = await tx.insert(orderRefunds).values(refund).returning();
  await tx
    .update(orders)
    .set({ refundedAmount: sql`${orders.refundedAmount} + ${refund.amount}` })
    .where(eq(orders.id, refund.orderId));
  return row!;
}

export async function findRefund(tx: Tx, id: string): Promise<RefundRow | undefined> {
  const [row] = await tx.select().from(orderRefunds).where(eq(orderRefunds.id, id));
  return row;
}

export async function findRefundByProviderId(
  tx: Tx,
  providerRefundId: string,
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .select()
    .from(orderRefunds)
    .where(eq(orderRefunds.providerRefundId, providerRefundId))
    .limit(1);
  return row;
}

/** The provider gave this refund: returns it when this call recorded it (once). */
export async function markRefundGiven(
  tx: Tx,
  id: string,
  providerRefundId: string | null,
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(orderRefunds)
    .set({ status: 'completed', providerRefundId, completedAt: sql`now()` })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'pending')))
    .returning();
  return row;
}

/**
 * The provider refused this refund for good: the row reads failed with why, and the order's
 * refunded amount no longer counts it. Returns it when this call recorded it (once).
 */
export async function markRefundFailed(
  tx: Tx,
  id: string,
  reason: string,
): Promise<RefundRow | undefined> {
  const [row] = await tx
    .update(orderRefunds)
    .set({ status: 'failed', failureReason: reason, completedAt: sql`now()` })
    .where(and(eq(orderRefunds.id, id), eq(orderRefunds.status, 'pending')))
    .returning();
  if (row)
    await tx
      .update(orders)
      // A capture owed back never counted in it (markRefundOwed): nothing to take off then.
      .set({ refundedAmount: sql`greatest(0, ${orders.refundedAmount} - ${row.amount})` })
      .where(eq(orders.id, row.orderId));
  return row;
}

/** Refunds still to be asked of the provider, oldest first: the sweep asks again. */
export function listPendingRefunds(tx: Tx, orderId?: string): Promise<RefundRow[]> {
  return tx
    .select()
    .from(orderRefunds)
    .where(
      and(
        eq(orderRefunds.status, 'pending'),
        orderId === undefined ? undefined : eq(orderRefunds.orderId, orderId),
      ),
    )
    .orderBy(asc(orderRefunds.createdAt));
}

/**
 * Notes that the provider is being asked to capture the order, unless it was cancelled or
 * settled meanwhile: false then. While the note stands the buyer can't cancel (decision 0052).
 */
export async function markCaptureRequested(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ captureRequestedAt: sql`now()` })
    .where(and(eq(orders.id, id), inArray(orders.status, ['created', 'failed'])))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/**
 * A capture the order can't keep (another amount, or for what the buyer already had): the
 * order owes it back, as a pending refund row of what was captured, asked of the provider like
 * the console's (decision 0059). Undefined when the order was settled already.
 */
export async function markRefundOwed(
  tx: Tx,
  id: string,
  input: { captureId: string; reason: string; captured: { amount: number; currency: string } },
): Promise<RefundRow | undefined> {
  const [owed] = await tx
    .update(orders)
    .set({
      status: 'refund_pending',
      captureId: input.captureId,
      failureReason: input.reason,
      nextPaymentCheckAt: null,
    })
    .where(and(eq(orders.id, id), notInArray(orders.status, [...SETTLED_ORDER_STATUSES])))
    .returning({ id: orders.id });
  if (!owed) return undefined;
  // What goes back is what PayPal took, whatever the order priced (decision 0059). The order
  // was never paid, so its refunded amount stays: it reads all of it once the refund is given.
  const [row] = await tx
    .insert(orderRefunds)
    .values({
      id: randomUUID(),
      orderId: id,
      amount: input.captured.amount,
      currency: input.captured.currency,
      reason: input.reason,
      actorId: null,
    })
    .returning();
  return row;
}

/**
 * The provider gave the money back: the order reads refunded, with the refund's id and date.
 * Returns the order when this call recorded it (once), undefined when it already was.
 */
export async function markRefunded(
  tx: Tx,
  id: string,
  refundId: string | null,
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(orders)
    .set({
      status: 'refunded',
      refundId,
      refundedAt: sql`now()`,
      // All of it went back, whatever part earlier refunds gave (decision 0058).
      refundedAmount: sql`${orders.amount}`,
      nextPaymentCheckAt: null,
    })
    .where(and(eq(orders.id, id), eq(orders.status, 'refund_pending')))
    .returning();
  return row;
}

/** A paid order whose money is to go back: it stops counting as paid before anything else. */
export async function beginRefund(tx: Tx, id: string, reason: string): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: 'refund_pending', failureReason: reason })
    .where(and(eq(orders.id, id), eq(orders.status, 'completed')))
    .returning({ id: orders.id });
  return rows.length === 1;
}

/** The order as it stands, its row locked until the transaction ends. */
export async function lockOrder(tx: Tx, id: string): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export async function findOrderByCaptureId(
  tx: Tx,
  captureId: string,
): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.captureId, captureId)).limit(1);
  return row;
}

/** The product ids the member's other paid orders sold: what a refund of this one leaves. */
export async function productsOfOtherPaidOrders(
  tx: Tx,
  userId: string,
  exceptOrderId: string,
): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ productId: orderLines.productId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(
      and(eq(orders.userId, userId), eq(orders.status, 'completed'), ne(orders.id, exceptOrderId)),
    );
  return rows.map((row) => row.productId);
}

/** A buyer's dispute was opened (a date) or closed (null) at PayPal. */
export async function setDisputed(tx: Tx, id: string, at: Date | null) {
  await tx.update(orders).set({ disputedAt: at }).where(eq(orders.id, id));
}

/**
 * The provider holds the capture for review: the order keeps its capture id and is asked
 * about again at `nextCheckAt` (the re-check job), unless its money is settled already.
 */
export async function markPending(
  tx: Tx,
  id: string,
  input: { captureId: string | null; reason: string; nextCheckAt: Date },
) {
  await tx
    .update(orders)
    .set({
      status: 'pending',
      ...(input.captureId !== null && { captureId: input.captureId }),
      failureReason: input.reason,
      nextPaymentCheckAt: input.nextCheckAt,
    })
    .where(and(eq(orders.id, id), notInArray(orders.status, [...SETTLED_ORDER_STATUSES])));
}

/**
 * Claims up to `limit` held captures whose check is due, for `leaseMs`, as the mail sender
 * claims mails (decision 0018): the next check moves past the lease and the count goes up in
 * one statement, and SKIP LOCKED keeps two instances off one order. A check that dies
 * mid-way is simply due again after the lease.
 */
export async function claimDuePaymentChecks(
  tx: Tx,
  limit: number,
  leaseMs: number,
): Promise<OrderRow[]> {
  const due = and(eq(orders.status, 'pending'), lte(orders.nextPaymentCheckAt, sql`now()`));
  const candidates = tx
    .select({ id: orders.id })
    .from(orders)
    .where(due)
    .orderBy(asc(orders.nextPaymentCheckAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(orders)
    .set({
      paymentChecks: sql`${orders.paymentChecks} + 1`,
      nextPaymentCheckAt: sql`now() + ${leaseMs} * interval '1 millisecond'`,
    })
    .where(and(inArray(orders.id, candidates), due))
    .returning();
}

/**
 * Keeps a PayPal notification once per event id. False when it was here already: a replay,
 * answered without being applied again.
 */
export async function insertPaymentEvent(
  tx: Tx,
  event: { id: string; eventType: string; payload: unknown },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentEvents)
    .values({ ...event, outcome: 'received' })
    .onConflictDoNothing({ target: paymentEvents.id })
    .returning({ id: paymentEvents.id });
  return rows.length === 1;
}

export async function recordEventOutcome(
  tx: Tx,
  id: string,
  outcome: { orderId: string | null; outcome: string },
) {
  await tx.update(paymentEvents).set(outcome).where(eq(paymentEvents.id, id));
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
    // The capture's answer is in (or none will be asked): no capture is in flight.
    .set({ status, failureReason: reason, nextPaymentCheckAt: null, captureRequestedAt: null })
    .where(and(eq(orders.id, id), notInArray(orders.status, [...SETTLED_ORDER_STATUSES])));
}

/**
 * Marks the order completed unless its money is settled already. Returns false when another
 * capture got there first: the single row update is what makes fulfilment happen exactly once.
 */
export async function completeOrderOnce(tx: Tx, id: string, captureId: string): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({
      status: 'completed',
      captureId,
      completedAt: sql`now()`,
      failureReason: null,
      nextPaymentCheckAt: null,
    })
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
