import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  inQuietHours,
  isTimeZone,
  notificationKindOf,
  pushAllowedNow,
  type NotificationSettings,
} from './notification-settings';
import { ticketSlug } from './channels';

const quiet = (start: string, end: string, timeZone: string): NotificationSettings => ({
  ...DEFAULT_NOTIFICATION_SETTINGS,
  quietHours: { start, end },
  timeZone,
});

describe('quiet hours (decision 0062)', () => {
  it('reads the hours in the member’s time zone', () => {
    // 21:30 UTC is 22:30 in Paris in winter.
    const now = new Date('2026-01-15T21:30:00Z');
    expect(inQuietHours(quiet('22:00', '23:00', 'Europe/Paris'), now)).toBe(true);
    expect(inQuietHours(quiet('22:00', '23:00', 'UTC'), now)).toBe(false);
  });

  it('spans midnight when the end comes before the start', () => {
    const settings = quiet('22:00', '07:00', 'UTC');
    expect(inQuietHours(settings, new Date('2026-01-15T23:59:00Z'))).toBe(true);
    expect(inQuietHours(settings, new Date('2026-01-15T06:59:00Z'))).toBe(true);
    expect(inQuietHours(settings, new Date('2026-01-15T07:00:00Z'))).toBe(false);
    expect(inQuietHours(settings, new Date('2026-01-15T21:59:00Z'))).toBe(false);
  });

  it('has none when unset or when start and end are the same', () => {
    const now = new Date('2026-01-15T12:00:00Z');
    expect(inQuietHours(DEFAULT_NOTIFICATION_SETTINGS, now)).toBe(false);
    expect(inQuietHours(quiet('12:00', '12:00', 'UTC'), now)).toBe(false);
  });

  it('knows real time zones only', () => {
    expect(isTimeZone('America/New_York')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('kinds (decision 0062)', () => {
  it('files a push under its kind, a ticket’s under tickets', () => {
    expect(notificationKindOf({ kind: 'signal', channel: null })).toBe('signals');
    expect(notificationKindOf({ kind: 'mention', channel: 'general' })).toBe('mentions');
    expect(notificationKindOf({ kind: 'reply', channel: 'general' })).toBe('replies');
    expect(notificationKindOf({ kind: 'reply', channel: ticketSlug(3) })).toBe('tickets');
  });

  it('lets a push go only when its kind is on and the hours are not quiet', () => {
    const noon = new Date('2026-01-15T12:00:00Z');
    const noSignals = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, signals: false },
    };
    expect(pushAllowedNow(noSignals, { kind: 'signal', channel: null }, noon)).toBe(false);
    expect(pushAllowedNow(noSignals, { kind: 'mention', channel: 'general' }, noon)).toBe(true);
    expect(
      pushAllowedNow(quiet('11:00', '13:00', 'UTC'), { kind: 'mention', channel: 'general' }, noon),
    ).toBe(false);
  });
});
