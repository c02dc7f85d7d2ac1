import { COPY, formatCredits } from '@bbt/domain';
import type { MarketingDay, MarketingMetric } from '../types';

export const METRICS: readonly MarketingMetric[] = ['visits', 'signups', 'sales', 'credits'];

export const METRIC_LABELS: Record<MarketingMetric, string> = COPY.marketing.stats;

const DAY_MS = 24 * 60 * 60 * 1000;
const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
const dayFormat = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** Counts as whole numbers with separators; credits with 2 decimals and a 'c' (spec §9). */
export function formatMetric(metric: MarketingMetric, value: number): string {
  return metric === 'credits' ? formatCredits(value) : countFormat.format(value);
}

/** 'YYYY-MM-DD' (a UTC day) as a timestamp at its start, or NaN when malformed. */
export function dayToTime(day: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return Number.NaN;
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]));
}

/** A day on the chart's axis: 'Mar 3'. */
export function formatDay(time: number): string {
  return dayFormat.format(new Date(time));
}

/** One point per well-formed day, in day order, for the chart. */
export function historyPoints(
  history: readonly MarketingDay[],
  metric: MarketingMetric,
): Array<{ x: number; y: number }> {
  return history
    .map((day) => ({ x: dayToTime(day.day), y: day[metric] }))
    .filter((p) => Number.isFinite(p.x) && Number.isFinite(p.y))
    .sort((a, b) => a.x - b.x);
}

/** The metric summed over the history (credits rounded to cents, so sums don't drift). */
export function historyTotal(history: readonly MarketingDay[], metric: MarketingMetric): number {
  const total = history.reduce(
    (sum, day) => sum + (Number.isFinite(day[metric]) ? day[metric] : 0),
    0,
  );
  return metric === 'credits' ? Math.round(total * 100) / 100 : total;
}

/** True when any day of the history has any activity. */
export function hasActivity(history: readonly MarketingDay[]): boolean {
  return history.some((day) => METRICS.some((metric) => day[metric] > 0));
}

/** How many whole days the history spans, counting both ends (30 for the last 30 days). */
export function historySpanDays(history: readonly MarketingDay[]): number {
  const times = history.map((d) => dayToTime(d.day)).filter(Number.isFinite);
  if (times.length === 0) return 0;
  return Math.round((Math.max(...times) - Math.min(...times)) / DAY_MS) + 1;
}

/** The spoken summary of the chart: the period's total and its busiest day. */
export function historySummary(history: readonly MarketingDay[], metric: MarketingMetric): string {
  const label = METRIC_LABELS[metric].toLowerCase();
  const days = historySpanDays(history);
  const total = formatMetric(metric, historyTotal(history, metric));
  const best = history.reduce<MarketingDay | null>(
    (top, day) => (day[metric] > (top?.[metric] ?? 0) ? day : top),
    null,
  );
  const period = `the last ${days} ${days === 1 ? 'day' : 'days'}`;
  if (!best) return `No ${label} in ${period}.`;
  const bestDay = formatDay(dayToTime(best.day));
  return `${METRIC_LABELS[metric]} per day over ${period}: ${total} in total, most on ${bestDay} (${formatMetric(metric, best[metric])}).`;
}
