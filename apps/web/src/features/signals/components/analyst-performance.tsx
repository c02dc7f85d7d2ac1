import { ChartLine } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LineChart } from '../../../components/ui/line-chart';
import type { ChartSeries } from '../../../components/ui/line-chart';
import type { AnalystStats } from '../types';
import { analystSeries, chartSummary } from '../utils/analysts';
import {
  formatClock,
  formatClockSeconds,
  formatDateTime,
  formatDayMonth,
  formatPercentPoints,
  formatWinRate,
} from '../utils/format';
import styles from './signals.module.css';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

function toneClass(value: number): string | undefined {
  if (value > 0) return styles.gain;
  if (value < 0) return styles.loss;
  return styles.flat;
}

/** Trades, win rate and cumulative P&L per analyst, and their P&L over time. */
export function AnalystPerformance({ analysts }: { analysts: AnalystStats[] }) {
  const series = analystSeries(analysts);
  const byId = new Map(analysts.map((a) => [a.analystId, a]));
  const xs = series.flatMap((s) => s.points.map((p) => p.x));
  const span = xs.length > 0 ? Math.max(...xs) - Math.min(...xs) : 0;
  const formatX =
    span < HOUR_MS ? formatClockSeconds : span < DAY_MS ? formatClock : formatDayMonth;
  const lastValue = (s: ChartSeries) => formatPercentPoints(byId.get(s.id)?.cumulativePl ?? 0);

  if (analysts.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        icon={<ChartLine />}
        title="No analyst results yet"
        description="Each analyst's trades, win rate and cumulative P&L appear once their first signal is closed."
      />
    );
  }

  return (
    <div className={styles.performance}>
      <ul role="list" className={styles.statsGrid}>
        {analysts.map((a) => (
          <li key={a.analystId} className={styles.statCard}>
            <h3 className={styles.statName}>{a.analystName}</h3>
            <dl className={styles.statFacts}>
              <div>
                <dt>Trades</dt>
                <dd className="tabular-nums">{a.trades}</dd>
              </div>
              <div>
                <dt>Win rate</dt>
                <dd className="tabular-nums">
                  {formatWinRate(a.winRate)}
                  <span className={styles.statSub}>
                    {a.wins} of {a.trades} won
                  </span>
                </dd>
              </div>
              <div>
                <dt>Cumulative P&amp;L</dt>
                <dd className={`tabular-nums ${toneClass(a.cumulativePl) ?? ''}`}>
                  {formatPercentPoints(a.cumulativePl)}
                </dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      {series.length > 0 ? (
        <div className={styles.chartCard}>
          <h3 className={styles.chartTitle}>Cumulative P&amp;L over time</h3>
          <LineChart
            series={series}
            summary={chartSummary(analysts)}
            caption="Cumulative P&L of each analyst after each closed trade"
            xLabel="Closed"
            yLabel="Cumulative P&L (%)"
            formatX={formatX}
            formatTableX={formatDateTime}
            formatY={(y) => formatPercentPoints(y, Number.isInteger(y) ? 0 : 1)}
            legendValue={lastValue}
            minXSpan={span === 0 ? HOUR_MS : 0}
          />
        </div>
      ) : null}
    </div>
  );
}
