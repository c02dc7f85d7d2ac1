import { isTicketSlug } from './channels';
import { isConversationSlug } from './conversations';
import type { PushKind } from './push';

/**
 * What a member may turn off, kind by kind (decision 0062): mentions and replies in channels,
 * new signals, mentions and replies in their support tickets, and direct messages (decision
 * 0066).
 */
export const NOTIFICATION_KINDS = [
  'mentions',
  'replies',
  'signals',
  'tickets',
  'messages',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** "HH:MM", 24-hour, in the member's time zone. */
export type ClockTime = string;

export interface NotificationSettings {
  kinds: Record<NotificationKind, boolean>;
  /** No pushes from `start` to `end` (past midnight when end <= start); null: none. */
  quietHours: { start: ClockTime; end: ClockTime } | null;
  /** An IANA time zone ("Europe/Paris") the quiet hours are read in. */
  timeZone: string;
  /** Mail a digest of the mentions and replies missed (no push device). */
  missedMail: boolean;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = {
  kinds: { mentions: true, replies: true, signals: true, tickets: true, messages: true },
  quietHours: null,
  timeZone: 'UTC',
  missedMail: true,
};

export const CLOCK_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Whether the runtime knows this IANA time zone. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return zone.length > 0;
  } catch {
    return false;
  }
}

const minutesOf = (time: ClockTime) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The minute of the day `now` is in `timeZone`. */
function localMinute(now: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const value = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return value('hour') * 60 + value('minute');
}

/** Whether `now` falls in the member's quiet hours, read in their time zone. */
export function inQuietHours(settings: NotificationSettings, now: Date): boolean {
  if (!settings.quietHours) return false;
  const start = minutesOf(settings.quietHours.start);
  const end = minutesOf(settings.quietHours.end);
  if (start === end) return false;
  const at = localMinute(now, settings.timeZone);
  return start < end ? at >= start && at < end : at >= start || at < end;
}

/**
 * Which kind a push belongs to: a mention or reply in a ticket is the tickets kind, anything in
 * a direct conversation the messages kind.
 */
export function notificationKindOf(push: {
  kind: PushKind;
  channel: string | null;
}): NotificationKind {
  if (push.kind === 'signal') return 'signals';
  if (push.channel !== null && isConversationSlug(push.channel)) return 'messages';
  if (push.channel !== null && isTicketSlug(push.channel)) return 'tickets';
  return push.kind === 'mention' ? 'mentions' : 'replies';
}

/** Whether a push may go now: its kind on, and not in the member's quiet hours. */
export function pushAllowedNow(
  settings: NotificationSettings,
  push: { kind: PushKind; channel: string | null },
  now: Date,
): boolean {
  return settings.kinds[notificationKindOf(push)] && !inQuietHours(settings, now);
}
