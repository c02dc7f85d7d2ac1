import { describe, expect, it } from 'vitest';
import {
  DEFAULT_NOTIFICATION_SETTINGS,
  inQuietHours,
  isTimeZone,
  missedNoticeWanted,
  notificationKindOf,
  pushDecisionNow,
  quietHoursEnd,
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

describe('when quiet hours end (decision 0070)', () => {
  const night = (end: string) => quiet('22:00', end, 'Europe/Paris');

  it('is the end of the member’s hours, on their clock', () => {
    // 23:00 in Paris in winter (UTC+1): 07:00 there is 06:00 UTC.
    expect(quietHoursEnd(night('07:00'), new Date('2026-01-15T22:00:00Z'))).toEqual(
      new Date('2026-01-16T06:00:00Z'),
    );
    // A minute before the end: the next minute.
    expect(quietHoursEnd(night('07:00'), new Date('2026-01-16T05:59:30Z'))).toEqual(
      new Date('2026-01-16T06:00:00Z'),
    );
  });

  it('is none outside quiet hours', () => {
    expect(quietHoursEnd(night('07:00'), new Date('2026-01-15T12:00:00Z'))).toBeNull();
    expect(quietHoursEnd(DEFAULT_NOTIFICATION_SETTINGS, new Date())).toBeNull();
  });

  it('stays at 07:00 on the member’s clock across a change of daylight saving time', () => {
    // Paris springs forward on 29 March 2026 (02:00 -> 03:00): 07:00 is then 05:00 UTC.
    expect(quietHoursEnd(night('07:00'), new Date('2026-03-28T22:00:00Z'))).toEqual(
      new Date('2026-03-29T05:00:00Z'),
    );
    // And falls back on 25 October 2026 (03:00 -> 02:00): 07:00 is then 06:00 UTC.
    expect(quietHoursEnd(night('07:00'), new Date('2026-10-24T21:00:00Z'))).toEqual(
      new Date('2026-10-25T06:00:00Z'),
    );
  });

  it('ends when the clock jumps past an end that does not exist that night', () => {
    // 02:30 is skipped on 29 March in Paris: the hours end at the jump, 03:00 (01:00 UTC).
    expect(quietHoursEnd(night('02:30'), new Date('2026-03-28T22:00:00Z'))).toEqual(
      new Date('2026-03-29T01:00:00Z'),
    );
  });
});

describe('kinds (decision 0062)', () => {
  it('files a push under its kind, a ticket’s under tickets', () => {
    expect(notificationKindOf({ kind: 'signal', channel: null })).toBe('signals');
    expect(notificationKindOf({ kind: 'mention', channel: 'general' })).toBe('mentions');
    expect(notificationKindOf({ kind: 'reply', channel: 'general' })).toBe('replies');
    expect(notificationKindOf({ kind: 'reply', channel: ticketSlug(3) })).toBe('tickets');
  });

  it('sends a push only when its kind is on and the hours are not quiet', () => {
    const noon = new Date('2026-01-15T12:00:00Z');
    const noSignals = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, signals: false },
    };
    expect(pushDecisionNow(noSignals, { kind: 'signal', channel: null }, noon)).toBe('drop');
    expect(pushDecisionNow(noSignals, { kind: 'mention', channel: 'general' }, noon)).toBe('send');
  });

  it('keeps a mention or reply in quiet hours for the digest, and drops a signal (decision 0073)', () => {
    const noon = new Date('2026-01-15T12:00:00Z');
    const night = quiet('11:00', '13:00', 'UTC');
    const mention = { kind: 'mention', channel: 'general' } as const;
    expect(pushDecisionNow(night, mention, noon)).toBe('digest');
    expect(pushDecisionNow(night, { kind: 'reply', channel: ticketSlug(3) }, noon)).toBe('digest');
    expect(pushDecisionNow(night, { kind: 'signal', channel: null }, noon)).toBe('drop');
    expect(pushDecisionNow({ ...night, missedMail: false }, mention, noon)).toBe('drop');
    const noMentions = { ...night, kinds: { ...night.kinds, mentions: false } };
    expect(pushDecisionNow(noMentions, mention, noon)).toBe('drop');
  });
});

describe('what the missed-mail digest keeps (decision 0070)', () => {
  it('keeps a notice whose kind is on, from a channel not muted, as the member has them now', () => {
    const noReplies = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, replies: false },
    };
    const mention = { kind: 'mention' as const, channel: 'general' };
    const reply = { kind: 'reply' as const, channel: 'general' };
    expect(missedNoticeWanted(noReplies, mention, 'mentions')).toBe(true);
    expect(missedNoticeWanted(noReplies, reply, 'all')).toBe(false);
    expect(missedNoticeWanted(DEFAULT_NOTIFICATION_SETTINGS, mention, 'muted')).toBe(false);
    const noTickets = {
      ...DEFAULT_NOTIFICATION_SETTINGS,
      kinds: { ...DEFAULT_NOTIFICATION_SETTINGS.kinds, tickets: false },
    };
    expect(missedNoticeWanted(noTickets, { kind: 'reply', channel: ticketSlug(4) }, 'all')).toBe(
      false,
    );
  });
});
