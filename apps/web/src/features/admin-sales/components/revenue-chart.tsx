import { ChartLine } from 'lucide-react';
import { LineChart } from '../../../components/ui/line-chart';
import type { OrdersReport, ReportInterval } from '../types';
import { formatUsd, formatUsdTick } from '../utils/format';
import {
  bucketLabel,
  bucketTick,
  hasRevenue,
  intervalMs,
  revenuePoints,
  revenueSummary,
} from '../utils/report';
import styles from './sales.module.css';

/** Revenue of completed orders per day or week over the range, on the shared line chart. */
export function RevenueChart({ report }: { report: OrdersReport }) {
  const interval: ReportInterval = report.interval;
  const per = interval === 'week' ? 'week' : 'day';

  if (!hasRevenue(report.buckets)) {
    return (
      <div className={styles.chartNote}>
        <ChartLine size={22} aria-hidden="true" />
        <p className={styles.chartNoteTitle}>No revenue in this period</p>
        <p>
          {report.totals.orders > 0
            ? 'None of the orders in this range was completed.'
            : 'Nothing was ordered in this range.'}
        </p>
      </div>
    );
  }

  return (
    <LineChart
      series={[
        { id: 'revenue', label: `Revenue per ${per}`, points: revenuePoints(report.buckets) },
      ]}
      summary={revenueSummary(report)}
      caption={`Revenue of completed orders per ${per}`}
      xLabel={interval === 'week' ? 'Week' : 'Day'}
      yLabel="Revenue (USD)"
      formatX={bucketTick}
      formatTableX={(x) => bucketLabel(x, interval)}
      formatY={formatUsdTick}
      legendValue={() => `${formatUsd(report.totals.revenue)} in total`}
      minXSpan={intervalMs(interval)}
      height={260}
    />
  );
}
