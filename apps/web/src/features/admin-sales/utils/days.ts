/** Calendar days as the sales endpoints take them: 'YYYY-MM-DD', UTC. */

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The start of a 'YYYY-MM-DD' day (UTC) in milliseconds, or NaN unless it is a real day. */
export function dayToTime(day: string): number {
  const match = DAY_PATTERN.exec(day);
  if (!match) return Number.NaN;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, date);
  const check = new Date(time);
  // Date.UTC rolls 2025-02-30 over into March; a real day reads back the same.
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return Number.NaN;
  if (check.getUTCDate() !== date) return Number.NaN;
  return time;
}

/** Whether the text is a real calendar day written 'YYYY-MM-DD' (2025-02-29 is not). */
export function isCalendarDay(value: string): boolean {
  return Number.isFinite(dayToTime(value));
}

/** The UTC day of a moment: 'YYYY-MM-DD'. */
export function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  return utcDay(new Date(dayToTime(day) + days * DAY_MS));
}
