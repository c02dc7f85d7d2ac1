import { useId, useState } from 'react';
import { ChartLine } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { LineChart } from '../../../components/ui/line-chart';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import type { MarketingDay, MarketingMetric } from '../types';
import {
  METRICS,
  METRIC_LABELS,
  formatDay,
  formatMetric,
  hasActivity,
  historyPoints,
  historySpanDays,
  historySummary,
  historyTotal,
} from '../utils/metrics';
import styles from './marketing.module.css';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Counts label whole ticks only: half a visit means nothing. */
function formatTick(metric: MarketingMetric, value: number): string {
  if (metric !== 'credits' && !Number.isInteger(value)) return '';
  return formatMetric(metric, value);
}

/** What the invite link brought in per day (the history), one figure at a time. */
export function ActivityChart({ history }: { history: MarketingDay[] }) {
  const [metric, setMetric] = useState<MarketingMetric>('visits');
  const headingId = useId();
  const days = historySpanDays(history);
  const label = METRIC_LABELS[metric];
  const period = `Last ${days} ${days === 1 ? 'day' : 'days'}`;

  return (
    <Card as="section" className={styles.card} aria-labelledby={headingId}>
      <div className={styles.chartHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {days > 0 ? period : 'Activity'}
        </h2>
        {hasActivity(history) ? (
          <SegmentedControl
            legend="Figure shown on the chart"
            options={METRICS.map((m) => ({ value: m, label: METRIC_LABELS[m] }))}
            value={metric}
            onChange={setMetric}
            fillOnPhone
          />
        ) : null}
      </div>
      {hasActivity(history) ? (
        <LineChart
          series={[
            { id: metric, label: `${label} per day`, points: historyPoints(history, metric) },
          ]}
          summary={historySummary(history, metric)}
          caption={`${label} per day`}
          xLabel="Day"
          yLabel={label}
          formatX={formatDay}
          formatY={(y) => formatTick(metric, y)}
          legendValue={() => `${formatMetric(metric, historyTotal(history, metric))} in total`}
          minXSpan={DAY_MS}
          height={240}
        />
      ) : (
        <div className={styles.chartEmpty}>
          <span className={styles.chartEmptyIcon} aria-hidden="true">
            <ChartLine size={22} />
          </span>
          <p className={styles.chartEmptyTitle}>No activity yet</p>
          <p className={styles.chartEmptyText}>
            Share your invite link: the visits, signups and sales it brings show up here day by day.
          </p>
        </div>
      )}
    </Card>
  );
}
