/** Orders of one UTC day, as the database sums them. */
export interface DayTotals {
  day: string;
  orders: number;
  completed: number;
  revenue: number;
}

export interface Bucket extends DayTotals {
  /** First day of the bucket: the day itself, or the Monday of its week. */
  start: string;
}

const DAY_MS = 86_400_000;
const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** Midnight (UTC) at the start of `day`. */
export const dayStart = (day: string) => new Date(msOf(day));
/** Midnight (UTC) at the end of `day`: ranges stop before it, so `day` is included. */
export const nextDay = (day: string) => new Date(msOf(day) + DAY_MS);
/** The day `count` days before `day`. */
export const daysBefore = (day: string, count: number) => toDay(msOf(day) - count * DAY_MS);

/** The Monday (UTC) of the week holding `day`. */
export function mondayOf(day: string): string {
  const ms = msOf(day);
  const sinceMonday = (new Date(ms).getUTCDay() + 6) % 7;
  return toDay(ms - sinceMonday * DAY_MS);
}

/**
 * Consecutive buckets from `from` to `to` (inclusive), empty ones included, so a chart shows
 * quiet days as zero instead of skipping them. Revenue is summed in cents to stay exact.
 */
export function bucketize(
  days: readonly DayTotals[],
  range: { from: string; to: string },
  interval: 'day' | 'week',
): Array<Omit<Bucket, 'day'>> {
  const startOf = (day: string) => (interval === 'day' ? day : mondayOf(day));
  const buckets = new Map<string, { orders: number; completed: number; cents: number }>();
  for (let ms = msOf(startOf(range.from)); ms <= msOf(range.to);) {
    buckets.set(toDay(ms), { orders: 0, completed: 0, cents: 0 });
    ms += (interval === 'day' ? 1 : 7) * DAY_MS;
  }
  for (const totals of days) {
    const bucket = buckets.get(startOf(totals.day));
    if (!bucket) continue;
    bucket.orders += totals.orders;
    bucket.completed += totals.completed;
    bucket.cents += Math.round(totals.revenue * 100);
  }
  return [...buckets].map(([start, b]) => ({
    start,
    orders: b.orders,
    completed: b.completed,
    revenue: b.cents / 100,
  }));
}
