import type { ChartSeries } from '../../../components/ui/line-chart';
import type { AnalystStats } from '../types';
import { formatPercentPoints } from './format';
import { time } from './order';

/** Each analyst's cumulative P&L over time, for the chart (analysts without trades left out). */
export function analystSeries(analysts: AnalystStats[]): ChartSeries[] {
  return analysts
    .filter((a) => a.series.length > 0)
    .map((a) => ({
      id: a.analystId,
      label: a.analystName,
      points: a.series
        .map((p) => ({ x: time(p.at), y: p.cumulativePl }))
        .filter((p) => p.x > 0 && Number.isFinite(p.y)),
    }))
    .filter((s) => s.points.length > 0);
}

/** The chart's spoken summary: each analyst's result after their trades. */
export function chartSummary(analysts: AnalystStats[]): string {
  const withTrades = analysts.filter((a) => a.series.length > 0);
  const parts = withTrades.map(
    (a) =>
      `${a.analystName} ${formatPercentPoints(a.cumulativePl)} after ${a.trades} ${a.trades === 1 ? 'trade' : 'trades'}`,
  );
  const who = withTrades.length === 1 ? '1 analyst' : `${withTrades.length} analysts`;
  return `Cumulative P&L over time for ${who}: ${parts.join('; ')}.`;
}
