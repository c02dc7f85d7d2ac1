import {
  COPY,
  daysInRange,
  ORDERS_EXPORT_MAX,
  refundableAmount,
  REPORT_DEFAULT_DAYS,
  REPORT_MAX_DAYS,
  toCents,
} from '@bbt/domain';
import type { Database } from '../../db/client';
import { badRequest, conflict, notFound } from '../../errors';
import type { PaymentProvider } from '../../plugins/payments';
import { refundPaidOrder } from '../checkout';
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
  listRefundsOfOrder,
  type OrderFilters,
  type OrderLineRow,
  type OrderWithBuyer,
} from './orders-repo';
import { bucketize, daysBefore } from './report';

type Page = { offset: number; limit: number };
export type OrderWithLines = OrderWithBuyer & { lines: OrderLineRow[] };

function assertRange({ from, to }: Pick<OrderFilters, 'from' | 'to'>) {
  if (from && to && from > to) throw badRequest(COPY.server.admin.startAfterEnd, 'bad_range');
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
    throw conflict(COPY.server.admin.exportTooLarge(total, ORDERS_EXPORT_MAX), 'export_too_large');
  return withLines(db, await listOrders(db, filters, { offset: 0, limit: ORDERS_EXPORT_MAX }));
}

/**
 * An order with its lines, the commission its buyer's inviter earned on it and its refunds
 * (decision 0058), oldest first.
 */
export async function findOrderDetail(db: Database, id: string) {
  const row = await findOrderWithBuyer(db, id);
  if (!row) throw notFound(COPY.server.checkout.noSuchOrder);
  const [order] = await withLines(db, [row]);
  return {
    ...order!,
    commission: await findCommissionOfOrder(db, id),
    refunds: await listRefundsOfOrder(db, id),
  };
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
    throw badRequest(COPY.server.admin.reportTooLong(REPORT_MAX_DAYS), 'range_too_long');
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
 * Refunds part or all of a paid order from the console (decision 0048, decision 0058): refusals are
 * 409s that say why, decided under the order's lock by the checkout's `refundPaidOrder`, which
 * writes the refund (a full one takes the grants back), asks PayPal and mails the buyer; who
 * refunded how much, when and why is audited in the refund's own transaction. Returns the
 * buyer's id, whose access may have changed.
 */
export async function refundOrderFromConsole(
  deps: { db: Database; payments: PaymentProvider; outbox: MailOutbox },
  actor: Member,
  input: { orderId: string; reason: string; amount?: number },
): Promise<string> {
  const { db, payments, outbox } = deps;
  const refunded = await refundPaidOrder(db, payments, outbox, {
    ...input,
    actorId: actor.id,
    audit: (tx, { order, refund }) =>
      recordAudit(tx, {
        actorId: actor.id,
        action: 'refund-order',
        targetId: order.userId,
        details: {
          orderId: order.id,
          refund: refund.id,
          amount: refund.amount,
          orderAmount: order.amount,
          currency: refund.currency,
          partial: toCents(refund.amount) < toCents(refundableAmount(order)),
          reason: input.reason,
        },
      }),
  });
  if (!refunded) throw notFound(COPY.server.checkout.noSuchOrder);
  return refunded.userId;
}
