/** Small formatting helpers of the members and moderation console. */

/** The server's "effectively permanent" end date is in the year 9999. */
export function isPermanentDate(iso: string): boolean {
  const time = Date.parse(iso);
  return Number.isFinite(time) && new Date(time).getUTCFullYear() >= 9999;
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

/** A calendar day in the reader's locale ('Mar 3, 2026'). */
export function formatDay(iso: string): string {
  const time = Date.parse(iso);
  return Number.isFinite(time) ? dayFormat.format(time) : '—';
}

/** Where an action happened: '#general', or null for the console and the API. */
export function channelLabel(channel: string | null): string | null {
  if (channel === null || channel.trim() === '') return null;
  return `#${channel}`;
}
