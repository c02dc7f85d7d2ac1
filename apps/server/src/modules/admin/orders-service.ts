import { daysInRange, REPORT_DEFAULT_DAYS, REPORT_MAX_DAYS } from '@bbt/domain';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../errors';
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
