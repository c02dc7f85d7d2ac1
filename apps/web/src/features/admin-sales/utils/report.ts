/** The orders report (revenue per day or week) turned into what the line chart draws. */
import type { ChartPoint } from '../../../components/ui/line-chart';
import type { OrdersReport, ReportBucket, ReportInterval } from '../types';
import { dayToTime } from './days';
import { formatLongDay, formatShortDay, formatUsd } from './format';

const DAY_MS = 86_400_000;

/** The x span one bucket covers, so a single bucket still gets a line's room. */
export function intervalMs(interval: ReportInterval): number {
  return interval === 'week' ? 7 * DAY_MS : DAY_MS;
}

/** One point per well-formed bucket (x: start of its first day, UTC; y: revenue), in order. */
export function revenuePoints(buckets: readonly ReportBucket[]): ChartPoint[] {
  return buckets
    .map((bucket) => ({ x: dayToTime(bucket.start), y: bucket.revenue }))
    .filter((point) => Number.isFinite(point.x) && Number.isFinite(point.y))
    .sort((a, b) => a.x - b.x);
}

/** Whether any bucket earned anything (otherwise the chart is a flat line at zero). */
export function hasRevenue(buckets: readonly ReportBucket[]): boolean {
  return buckets.some((bucket) => bucket.revenue > 0);
}

/** A bucket's name in the data table: 'Mar 3, 2026' or 'Week of Mar 3, 2026'. */
export function bucketLabel(time: number, interval: ReportInterval): string {
  const day = formatLongDay(time);
  return interval === 'week' ? `Week of ${day}` : day;
}

/** The chart's axis tick for a bucket: 'Mar 3'. */
export function bucketTick(time: number): string {
  return formatShortDay(time);
}

/**
 * What the chart shows, in words (its role="img" label): the period, the revenue in total and
 * the best day or week.
 */
export function revenueSummary(report: OrdersReport): string {
  const points = revenuePoints(report.buckets);
  const per = report.interval === 'week' ? 'week' : 'day';
  const first = points[0];
  const last = points[points.length - 1];
  if (!first || !last) return `Revenue per ${per}: no data.`;
  const period = `${bucketLabel(first.x, report.interval)} to ${bucketLabel(last.x, report.interval)}`;
  const best = points.reduce((top, point) => (point.y > top.y ? point : top), first);
  const total = formatUsd(report.totals.revenue);
  if (best.y <= 0) return `Revenue per ${per}, ${period}: no revenue.`;
  return `Revenue per ${per}, ${period}: ${total} in total, most in ${bucketLabel(best.x, report.interval)} (${formatUsd(best.y)}).`;
}
