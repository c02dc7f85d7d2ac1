import { describe, expect, it } from 'vitest';
import type { MarketingDay } from '../types';
import {
  dayToTime,
  formatDay,
  formatMetric,
  hasActivity,
  historyPoints,
  historySpanDays,
  historySummary,
  historyTotal,
} from './metrics';

const day = (d: string, v = 0, s = 0, sa = 0, c = 0): MarketingDay => ({
  day: d,
  visits: v,
  signups: s,
  sales: sa,
  credits: c,
});

describe('formatMetric', () => {
  it('shows credits with 2 decimals and a c, counts as whole numbers', () => {
    expect(formatMetric('credits', 0.1)).toBe('0.10c');
    expect(formatMetric('credits', 3.4)).toBe('3.40c');
    expect(formatMetric('visits', 1234)).toBe('1,234');
    expect(formatMetric('sales', 0)).toBe('0');
  });
});

describe('days', () => {
  it('reads YYYY-MM-DD as the start of that UTC day', () => {
    expect(dayToTime('2026-03-03')).toBe(Date.UTC(2026, 2, 3));
    expect(dayToTime('March 3')).toBeNaN();
  });

  it('formats axis days in UTC', () => {
    expect(formatDay(Date.UTC(2026, 2, 3))).toBe('Mar 3');
    expect(formatDay(Date.UTC(2026, 11, 31, 23, 59))).toBe('Dec 31');
  });

  it('counts the span in days, both ends included', () => {
    expect(historySpanDays([])).toBe(0);
    expect(historySpanDays([day('2026-03-01')])).toBe(1);
    expect(historySpanDays([day('2026-03-01'), day('2026-03-30')])).toBe(30);
  });
});

describe('history', () => {
  const history = [
    day('2026-03-02', 5, 1, 0, 0.1),
    day('2026-03-01', 2, 0, 1, 8),
    day('bad', 9, 9, 9, 9),
  ];

  it('gives one point per valid day, in day order', () => {
    expect(historyPoints(history, 'visits')).toEqual([
      { x: Date.UTC(2026, 2, 1), y: 2 },
      { x: Date.UTC(2026, 2, 2), y: 5 },
    ]);
  });

  it('sums a metric, credits to the cent', () => {
    expect(historyTotal([day('2026-03-01', 1), day('2026-03-02', 2)], 'visits')).toBe(3);
    expect(historyTotal([day('a', 0, 0, 0, 0.1), day('b', 0, 0, 0, 0.2)], 'credits')).toBe(0.3);
  });

  it('knows whether anything happened', () => {
    expect(hasActivity([])).toBe(false);
    expect(hasActivity([day('2026-03-01'), day('2026-03-02')])).toBe(false);
    expect(hasActivity([day('2026-03-01', 0, 0, 0, 0.1)])).toBe(true);
  });

  it('summarises the total and the busiest day', () => {
    const two = [day('2026-03-01', 2), day('2026-03-02', 5)];
    expect(historySummary(two, 'visits')).toBe(
      'Visits per day over the last 2 days: 7 in total, most on Mar 2 (5).',
    );
    expect(historySummary(two, 'sales')).toBe('No sales in the last 2 days.');
    expect(historySummary([day('2026-03-01', 0, 0, 0, 0.5)], 'credits')).toBe(
      'Credits per day over the last 1 day: 0.50c in total, most on Mar 1 (0.50c).',
    );
  });
});
