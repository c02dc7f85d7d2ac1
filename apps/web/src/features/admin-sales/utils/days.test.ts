import { describe, expect, it } from 'vitest';
import { addDays, dayToTime, isCalendarDay, utcDay } from './days';

describe('dayToTime and isCalendarDay', () => {
  it('reads a day as the start of that UTC day', () => {
    expect(dayToTime('2026-03-01')).toBe(Date.UTC(2026, 2, 1));
    expect(isCalendarDay('2024-02-29')).toBe(true);
  });

  it('refuses days that do not exist or are not written YYYY-MM-DD', () => {
    for (const bad of [
      '2025-02-29',
      '2026-13-01',
      '2026-04-31',
      '2026-3-1',
      '',
      'today',
      '2026-03-01T00:00',
    ]) {
      expect(isCalendarDay(bad), bad).toBe(false);
      expect(dayToTime(bad)).toBeNaN();
    }
  });
});

describe('utcDay and addDays', () => {
  it('takes the UTC day of a moment, whatever the local zone', () => {
    expect(utcDay(new Date('2026-03-01T23:30:00-05:00'))).toBe('2026-03-02');
  });

  it('moves across months, years and leap days', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-12-31', 1)).toBe('2026-01-01');
    expect(addDays('2026-03-30', -29)).toBe('2026-03-01');
  });
});
