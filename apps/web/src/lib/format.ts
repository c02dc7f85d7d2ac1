/** Counts, words and moments as the console's screens show them ('en-US'). */

const NONE = '—';
const count = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole counts with separators: 1230 -> '1,230'; not a number -> '—'. */
export function formatCount(value: number): string {
  return Number.isFinite(value) ? count.format(value) : NONE;
}

/** '1 day', '3 days', '2,500 subscribers', '2 entries' (with the plural form given). */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${formatCount(n)} ${n === 1 ? word : many}`;
}

/**
 * A moment in the reader's time zone (or `timeZone`): 'Mar 3, 2026, 9:05 AM'. Malformed
 * dates read '—'.
 */
export function formatDateTime(iso: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return NONE;
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}
