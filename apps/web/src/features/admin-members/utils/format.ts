/** Small formatting helpers of the members and moderation console. */

/** The server's "effectively permanent" end date is in the year 9999. */
export function isPermanentDate(iso: string): boolean {
  const time = Date.parse(iso);
  return Number.isFinite(time) && new Date(time).getUTCFullYear() >= 9999;
}

/** '1 day', '3 days', '0 messages', '2 entries' (with the plural form given). */
export function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${n === 1 ? word : many}`;
}

/**
 * A server validation message fit to show under its field: 'Invalid request: word: A banned
 * word has at least 2 characters' -> 'A banned word has at least 2 characters'.
 */
export function fieldMessage(message: string): string {
  const match = /^Invalid request:\s*(?:[\w.]+:\s+)?(.+)$/s.exec(message);
  return match?.[1] ?? message;
}

const dayFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
});

const dateTimeFormat = new Intl.DateTimeFormat(undefined, {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A calendar day in the reader's locale ('Mar 3, 2026'). */
export function formatDay(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dayFormat.format(time) : '—';
}

/** A moment in the reader's locale and time zone ('Mar 3, 2026, 9:05 PM'). */
export function formatDateTime(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dateTimeFormat.format(time) : '—';
}

/** Where an action happened: '#general', or null for the console and the API. */
export function channelLabel(channel: string | null): string | null {
  if (channel === null || channel.trim() === '') return null;
  return `#${channel}`;
}

/** The 1-based range shown on a page: 'Showing 26–50 of 132'. */
export function pageRange(offset: number, shown: number, total: number): string {
  if (total === 0 || shown === 0) return `Showing 0 of ${total}`;
  return `Showing ${offset + 1}–${offset + shown} of ${total}`;
}
