import { DEFAULT_NOTIFICATION_SETTINGS, type NotificationSettings } from '@bbt/domain';

const MINUTE_MS = 60_000;

/** "HH:MM" on the clock of `timeZone`, `minutes` from `from`. */
export function clockIn(timeZone: string, minutes: number, from = Date.now()): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(from + minutes * MINUTE_MS));
}

/**
 * Notification settings (the body of PUT /api/notifications/settings) with quiet hours from
 * `startMinutes` to `endMinutes` around now, written as the member's clock in `timeZone` reads
 * them: a test's "it is quiet now" that holds whatever the hour it runs.
 */
export function quietAroundNow(
  timeZone: string,
  startMinutes: number,
  endMinutes: number,
  from = Date.now(),
): NotificationSettings {
  return {
    ...DEFAULT_NOTIFICATION_SETTINGS,
    quietHours: {
      start: clockIn(timeZone, startMinutes, from),
      end: clockIn(timeZone, endMinutes, from),
    },
    timeZone,
  };
}
