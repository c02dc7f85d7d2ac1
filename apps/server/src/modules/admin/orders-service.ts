import {
  daysInRange,
  ORDERS_EXPORT_MAX,
  refundRefusal,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
} from '@bbt/domain';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { PaymentProvider } from '../../plugins/payments';
import { findOrderById, refundPaidOrder } from '../checkout';
import type { MailOutbox } from '../mail';
import { recordAudit } from '../audit';
import type { Member } from '../users';
import {
  countCommissions,
  countOrders,
  creditsPaidOn,
  dailyOrderTotals,
  findCommissionOfOrder,
  findOrderWithBuyer,
  listCommissions,
  listLinesOfOrders,
  listOrders,
  type OrderFilters,
  type OrderLineRow,
  type OrderWithBuyer,
} from './orders-repo';
import { bucketize, daysBefore } from './report';

type Page = { offset: number; limit: number };
export type OrderWithLines = OrderWithBuyer & { lines: OrderLineRow[] };

function assertRange({ from, to }: Pick<OrderFilters, 'from' | 'to'>) {
  if (from && to && from > to)
    throw badRequest('The start date is after the end date', 'bad_range');
}

async function withLines(db: Database, rows: OrderWithBuyer[]): Promise<OrderWithLines[]> {
  const lines = await listLinesOfOrders(
    db,
    rows.map((r) => r.order.id),
  );
  return rows.map((row) => ({
    ...row,
    lines: lines.filter((l) => l.orderId === row.order.id),
  }));
}

export async function findOrders(db: Database, filters: OrderFilters, page: Page) {
  assertRange(filters);
  const rows = await listOrders(db, filters, page);
  const total = await countOrders(db, filters);
  return { orders: await withLines(db, rows), total };
}

/**
 * Every order the filters select, for the CSV export: at most ORDERS_EXPORT_MAX, counted first
 * so a larger selection is refused whole (409) rather than cut short without a word.
 */
export async function findOrdersToExport(db: Database, filters: OrderFilters) {
  assertRange(filters);
  const total = await countOrders(db, filters);
  if (total > ORDERS_EXPORT_MAX)
    throw conflict(
      `${total} orders match: an export holds at most ${ORDERS_EXPORT_MAX}. Narrow the dates or filters.`,
      'export_too_large',
    );
  return withLines(db, await listOrders(db, filters, { offset: 0, limit: ORDERS_EXPORT_MAX }));
}

/** An order with its lines and the commission its buyer's inviter earned on it. */
export async function findOrderDetail(db: Database, id: string) {
  const row = await findOrderWithBuyer(db, id);
  if (!row) throw notFound('No such order');
  const [order] = await withLines(db, [row]);
  return { ...order!, commission: await findCommissionOfOrder(db, id) };
}

/**
 * Orders and revenue per day or week from `from` to `to` (the last REPORT_DEFAULT_DAYS days
 * up to today by default), with totals over the range.
 */
export async function salesReport(
  db: Database,
  filters: OrderFilters & { interval: 'day' | 'week' },
) {
  const to = filters.to ?? new Date().toISOString().slice(0, 10);
  const from = filters.from ?? daysBefore(to, REPORT_DEFAULT_DAYS - 1);
  const range = { ...filters, from, to };
  assertRange(range);
  if (daysInRange(from, to) > REPORT_MAX_DAYS)
    throw badRequest(`A report covers at most ${REPORT_MAX_DAYS} days`, 'range_too_long');
  const days = await dailyOrderTotals(db, range);
  const buckets = bucketize(days, range, filters.interval);
  const commissions = await creditsPaidOn(db, range);
  const cents = buckets.reduce((total, b) => total + Math.round(b.revenue * 100), 0);
  return {
    interval: filters.interval,
    buckets,
    totals: {
      orders: buckets.reduce((total, b) => total + b.orders, 0),
      completed: buckets.reduce((total, b) => total + b.completed, 0),
      revenue: cents / 100,
      commissions,
      demo: days.reduce((total, day) => total + day.demo, 0),
    },
  };
}

export async function findCommissions(
  db: Database,
  range: Pick<OrderFilters, 'from' | 'to'>,
  page: Page,
) {
  assertRange(range);
  const rows = await listCommissions(db, range, page);
  return { rows, total: await countCommissions(db, range) };
}

/**
 * Refunds a paid order in full from the console (decision 0048): refusals are 409s that say
 * why; the refund itself (grants revoked in one transaction, PayPal asked, the buyer mailed)
 * is the checkout's `refundPaidOrder`; who refunded, when and why goes to the audit log.
 * Returns the buyer's id, whose access changed.
 */
export async function refundOrderFromConsole(
  deps: { db: Database; payments: PaymentProvider; outbox: MailOutbox },
  actor: Member,
  input: { orderId: string; reason: string },
): Promise<string> {
  const { db, payments, outbox } = deps;
  const order = await findOrderById(db, input.orderId);
  if (!order) throw notFound('No such order');
  const refusal = refundRefusal(order, payments.name);
  if (refusal) throw conflict(refusal.message, refusal.code);
  const refunded = await refundPaidOrder(db, payments, outbox, input);
  // Another refund (the console's, or PayPal's notification) got there between the two reads.
  if (!refunded) throw conflict('This order is already refunded.', 'already_refunded');
  await db.transaction((tx) =>
    recordAudit(tx, {
      actorId: actor.id,
      action: 'refund-order',
      targetId: order.userId,
      details: {
        orderId: order.id,
        amount: order.amount,
        currency: order.currency,
        reason: input.reason,
        refundId: refunded.refundId,
        status: refunded.status,
      },
    }),
  );
  return order.userId;
}
