import { describe, expect, it } from 'vitest';
import { bucketize, mondayOf } from './report';

describe('mondayOf', () => {
  it('finds the Monday of the week, across a month end', () => {
    expect(mondayOf('2026-11-22')).toBe('2026-11-16'); // a Sunday
    expect(mondayOf('2026-11-16')).toBe('2026-11-16');
    expect(mondayOf('2026-12-02')).toBe('2026-11-30');
  });
});

describe('bucketize', () => {
  const days = [
    { day: '2026-11-02', orders: 2, completed: 1, revenue: 12.99 },
    { day: '2026-11-04', orders: 1, completed: 1, revenue: 0.1 },
    { day: '2026-11-10', orders: 1, completed: 1, revenue: 0.2 },
  ];

  it('gives one bucket per day, quiet days as zero', () => {
    const buckets = bucketize(days, { from: '2026-11-01', to: '2026-11-05' }, 'day');
    expect(buckets.map((b) => b.start)).toEqual([
      '2026-11-01',
      '2026-11-02',
      '2026-11-03',
      '2026-11-04',
      '2026-11-05',
    ]);
    expect(buckets[1]).toEqual({ start: '2026-11-02', orders: 2, completed: 1, revenue: 12.99 });
    expect(buckets[0]).toEqual({ start: '2026-11-01', orders: 0, completed: 0, revenue: 0 });
  });

  it('sums weeks from Monday in exact cents', () => {
    const buckets = bucketize(days, { from: '2026-11-01', to: '2026-11-12' }, 'week');
    expect(buckets).toEqual([
      { start: '2026-10-26', orders: 0, completed: 0, revenue: 0 },
      { start: '2026-11-02', orders: 3, completed: 2, revenue: 13.09 },
      { start: '2026-11-09', orders: 1, completed: 1, revenue: 0.2 },
    ]);
  });
});
