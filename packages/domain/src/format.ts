/** Prices are shown in dollars with 2 decimals (spec §9): 12.99 -> '$12.99'. */
export function formatPrice(amount: number): string {
  // Rounded to whole cents first so -0.001 reads '$0.00', never '-$0.00'.
  const cents = Math.round(amount * 100);
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}

const CREDITS = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Credits are shown with 2 decimals and a 'c' suffix (spec §9): 0.1 -> '0.10c',
 * 1234.5 -> '1,234.50c'; -0.001 reads '0.00c', never '-0.00c'; not a number reads '—'.
 */
export function formatCredits(n: number): string {
  if (!Number.isFinite(n)) return '—';
  const cents = Math.round(n * 100) / 100;
  return `${CREDITS.format(cents === 0 ? 0 : cents)}c`;
}

const NONE = '—';
const COUNT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Whole counts with separators: 1230 -> '1,230'; not a number -> '—'. */
export function formatCount(value: number): string {
  return Number.isFinite(value) ? COUNT.format(value) : NONE;
}

/**
 * '1 day', '3 days', '2,500 subscribers', '2 entries' (with the plural form given). The web's
 * screens and the bot's chat notices both count with it, so they never disagree.
 */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${formatCount(n)} ${n === 1 ? word : many}`;
}

/**
 * A moment in the reader's time zone (or `timeZone`): 'Mar 3, 2026, 9:05 AM'. Malformed
 * dates read '—'. Text stored once for every reader (a bot notice) passes 'UTC' and says so.
 */
export function formatDateTime(moment: string | Date, timeZone?: string): string {
  const date = new Date(moment);
  if (Number.isNaN(date.getTime())) return NONE;
  return new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/** Whether two moments fall on the same calendar day in the reader's time zone. */
export function sameLocalDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

/** The clock time of a message in the reader's local time: '9:05', '21:30'. */
export function formatMessageTime(date: Date): string {
  return `${date.getHours()}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** 'today', 'yesterday' (ruling 2 corrects the spec's spelling) or '3/11/2026' (d/m/yyyy). */
function messageDay(date: Date, now: Date): string {
  // Built from calendar fields, not now - 24 h, so days that DST makes 23 or 25 h long work.
  const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
  if (sameLocalDay(date, now)) return 'today';
  if (sameLocalDay(date, yesterday)) return 'yesterday';
  return `${date.getDate()}/${date.getMonth() + 1}/${date.getFullYear()}`;
}

/**
 * Message timestamps in the reader's local time: 'today at 9:05', 'yesterday at 21:30', else
 * '3/11/2026 at 7:04' (day/month/year).
 */
export function formatMessageDate(date: Date, now: Date): string {
  return `${messageDay(date, now)} at ${formatMessageTime(date)}`;
}

/**
 * The day a message was sent, as the history's date separators show it: 'Today',
 * 'Yesterday', else '3/11/2026', the same days as formatMessageDate.
 */
export function formatMessageDay(date: Date, now: Date): string {
  const day = messageDay(date, now);
  return day.charAt(0).toUpperCase() + day.slice(1);
}
