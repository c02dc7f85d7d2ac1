import { describe, expect, it } from 'vitest';
import type { AnalystStats, Signal } from '../types';
import { analystSeries, chartSummary } from './analysts';
import { sortActive, sortHistory } from './order';

const analyst = (over: Partial<AnalystStats>): AnalystStats => ({
  analystId: 'a1',
  analystName: 'Ana',
  trades: 2,
  wins: 1,
  winRate: 0.5,
  cumulativePl: 1.5,
  series: [
    { at: '2026-03-01T10:00:00Z', cumulativePl: 3 },
    { at: '2026-03-02T10:00:00Z', cumulativePl: 1.5 },
  ],
  ...over,
});

describe('analystSeries', () => {
  it('turns each analyst with trades into a chart series', () => {
    const series = analystSeries([analyst({}), analyst({ analystId: 'a2', series: [] })]);
    expect(series).toEqual([
      {
        id: 'a1',
        label: 'Ana',
        points: [
          { x: Date.parse('2026-03-01T10:00:00Z'), y: 3 },
          { x: Date.parse('2026-03-02T10:00:00Z'), y: 1.5 },
        ],
      },
    ]);
  });

  it('summarises every analyst for screen readers', () => {
    expect(
      chartSummary([analyst({}), analyst({ analystName: 'Bo', trades: 1, cumulativePl: -2 })]),
    ).toBe(
      'Cumulative P&L over time for 2 analysts: Ana +1.50% after 2 trades; Bo \u22122.00% after 1 trade.',
    );
  });
});

describe('ordering', () => {
  const signal = (id: number, createdAt: string, closedAt: string | null = null): Signal => ({
    id,
    name: `signal ${id}`,
    entry: '1',
    exit: '2',
    profit: '1',
    createdAt,
    analyst: { id: 'a', name: 'A' },
    active: closedAt === null,
    position: null,
    pl: null,
    closedAt,
  });

  it('puts the newest first', () => {
    const a = signal(1, '2026-03-01T00:00:00Z', '2026-03-05T00:00:00Z');
    const b = signal(2, '2026-03-02T00:00:00Z', '2026-03-03T00:00:00Z');
    expect(sortHistory([b, a]).map((s) => s.id)).toEqual([1, 2]);
    expect(sortActive([a, b]).map((s) => s.id)).toEqual([2, 1]);
  });
});
