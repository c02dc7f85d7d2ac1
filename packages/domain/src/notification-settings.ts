import { isTicketSlug } from './channels';
import { isConversationSlug } from './conversations';
import type { NotificationLevel } from './notifications';
import type { MessagePushKind, PushKind } from './push';

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
  /**
   * Nothing buzzes from `start` to `end` (past midnight when end <= start); null: none. What
   * arrives then waits in the app and for the missed-mail digest (decision 0070).
   */
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

const clocks = new Map<string, Intl.DateTimeFormat>();

/** A time zone's wall clock, made once: making one costs far more than reading it. */
function clockOf(timeZone: string): Intl.DateTimeFormat {
  let clock = clocks.get(timeZone);
  if (!clock) {
    clock = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clocks.set(timeZone, clock);
  }
  return clock;
}

/** The minute of the day `now` is in `timeZone`. */
function localMinute(now: Date, timeZone: string): number {
  const parts = clockOf(timeZone).formatToParts(now);
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

const MINUTE_MS = 60_000;

/**
 * The first minute after `now` outside the member's quiet hours: when what waited may be
 * mailed (decision 0070). Wall-clock arithmetic alone is an hour off across a change of
 * daylight saving time, so it only says where to start looking: from two hours before that
 * guess (a change moves the clock by an hour at most), each minute is read in the member's
 * time zone until one is not quiet. Null when `now` is not in quiet hours.
 */
export function quietHoursEnd(settings: NotificationSettings, now: Date): Date | null {
  if (!settings.quietHours || !inQuietHours(settings, now)) return null;
  const minute = Math.floor(now.getTime() / MINUTE_MS) * MINUTE_MS;
  const ahead =
    (minutesOf(settings.quietHours.end) - localMinute(now, settings.timeZone) + 1440) % 1440;
  let at = Math.max(minute + MINUTE_MS, minute + (ahead - 120) * MINUTE_MS);
  while (inQuietHours(settings, new Date(at))) at += MINUTE_MS;
  return new Date(at);
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

/**
 * What the push sender does with a push now, by the member's choices as they are (decision
 * 0062): `send` it; `drop` it (its kind is off, or a signal in quiet hours: by morning it is
 * stale, and the signals page shows it); or, a mention or reply in quiet hours, `digest`: no push
 * reached it, so it waits for the missed-mail digest, which is held until the hours end, like
 * one that arrived in them (decision 0070). A push queued before the hours and retried into
 * them is kept so, not lost (decision 0073); with missed mail off it is dropped.
 */
export function pushDecisionNow(
  settings: NotificationSettings,
  push: { kind: PushKind; channel: string | null },
  now: Date,
): 'send' | 'drop' | 'digest' {
  if (!settings.kinds[notificationKindOf(push)]) return 'drop';
  if (!inQuietHours(settings, now)) return 'send';
  return push.kind !== 'signal' && settings.missedMail ? 'digest' : 'drop';
}

/**
 * Whether a mention or reply waiting for the missed-mail digest is still wanted, by the
 * member's choices as they are when it is mailed (decision 0070): its kind on, its channel
 * not muted.
 */
export function missedNoticeWanted(
  settings: NotificationSettings,
  notice: { kind: MessagePushKind; channel: string },
  level: NotificationLevel,
): boolean {
  return level !== 'muted' && settings.kinds[notificationKindOf(notice)];
}
