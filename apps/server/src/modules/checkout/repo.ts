import type { OrderStatus } from '@bbt/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
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

export function listOrderLines(tx: Tx, orderId: string): Promise<OrderLineRow[]> {
  return tx.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(orderLines.id);
}

export async function setOrderStatus(
  tx: Tx,
  id: string,
  status: Exclude<OrderStatus, 'completed'>,
  reason: string,
) {
  await tx
    .update(orders)
    .set({ status, failureReason: reason })
    .where(and(eq(orders.id, id), ne(orders.status, 'completed')));
}

/**
 * Marks the order completed unless it already is. Returns false when another capture got
 * there first: the single row update is what makes fulfilment happen exactly once.
 */
export async function completeOrderOnce(tx: Tx, id: string, captureId: string): Promise<boolean> {
  const rows = await tx
    .update(orders)
    .set({ status: 'completed', captureId, completedAt: sql`now()`, failureReason: null })
    .where(and(eq(orders.id, id), ne(orders.status, 'completed')))
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
