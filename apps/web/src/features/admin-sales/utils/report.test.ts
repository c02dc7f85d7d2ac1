import { describe, expect, it } from 'vitest';
import type { OrdersReport, ReportBucket } from '../types';
import {
  bucketLabel,
  bucketTick,
  hasRevenue,
  intervalMs,
  revenuePoints,
  revenueSummary,
} from './report';

const bucket = (start: string, revenue: number, orders = 1): ReportBucket => ({
  start,
  orders,
  completed: revenue > 0 ? orders : 0,
  revenue,
});

const report = (interval: 'day' | 'week', buckets: ReportBucket[]): OrdersReport => ({
  interval,
  buckets,
  totals: {
    orders: buckets.reduce((n, b) => n + b.orders, 0),
    completed: buckets.reduce((n, b) => n + b.completed, 0),
    revenue: buckets.reduce((n, b) => n + b.revenue, 0),
    commissions: 0,
    demo: 0,
  },
});

describe('revenuePoints', () => {
  it('puts each bucket at the start of its UTC day, in day order', () => {
    expect(
      revenuePoints([bucket('2026-03-02', 20), bucket('2026-03-01', 0), bucket('2026-03-03', 9.5)]),
    ).toEqual([
      { x: Date.UTC(2026, 2, 1), y: 0 },
      { x: Date.UTC(2026, 2, 2), y: 20 },
      { x: Date.UTC(2026, 2, 3), y: 9.5 },
    ]);
  });

  it('skips malformed buckets', () => {
    expect(revenuePoints([bucket('2026-02-30', 5), bucket('2026-03-01', 5)])).toEqual([
      { x: Date.UTC(2026, 2, 1), y: 5 },
    ]);
    expect(revenuePoints([])).toEqual([]);
  });
});

describe('hasRevenue', () => {
  it('is true only when some bucket earned money', () => {
    expect(hasRevenue([bucket('2026-03-01', 0, 3), bucket('2026-03-02', 0)])).toBe(false);
    expect(hasRevenue([bucket('2026-03-01', 0), bucket('2026-03-02', 0.5)])).toBe(true);
  });
});

describe('labels', () => {
  const monday = Date.UTC(2026, 2, 2);

  it('names days and weeks', () => {
    expect(bucketLabel(monday, 'day')).toBe('Mar 2, 2026');
    expect(bucketLabel(monday, 'week')).toBe('Week of Mar 2, 2026');
    expect(bucketTick(monday)).toBe('Mar 2');
  });

  it('gives a week seven days of room', () => {
    expect(intervalMs('week')).toBe(7 * intervalMs('day'));
    expect(intervalMs('day')).toBe(86_400_000);
  });
});

describe('revenueSummary', () => {
  it('gives the period, the total and the best bucket', () => {
    const daily = report('day', [
      bucket('2026-03-01', 10),
      bucket('2026-03-02', 1234.5),
      bucket('2026-03-03', 0),
    ]);
    expect(revenueSummary(daily)).toBe(
      'Revenue per day, Mar 1, 2026 to Mar 3, 2026: $1,244.50 in total, most in Mar 2, 2026 ($1,234.50).',
    );
  });

  it('speaks of weeks for a weekly report', () => {
    const weekly = report('week', [bucket('2026-02-23', 5), bucket('2026-03-02', 0)]);
    expect(revenueSummary(weekly)).toBe(
      'Revenue per week, Week of Feb 23, 2026 to Week of Mar 2, 2026: $5.00 in total, most in Week of Feb 23, 2026 ($5.00).',
    );
  });

  it('says so when nothing was earned or there is nothing to show', () => {
    expect(revenueSummary(report('day', [bucket('2026-03-01', 0, 2)]))).toBe(
      'Revenue per day, Mar 1, 2026 to Mar 1, 2026: no revenue.',
    );
    expect(revenueSummary(report('day', []))).toBe('Revenue per day: no data.');
  });
});
