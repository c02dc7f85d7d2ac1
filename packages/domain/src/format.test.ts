import { describe, it, expect } from 'vitest';
import {
  formatCount,
  formatCredits,
  formatDateTime,
  formatMessageDate,
  formatMessageDay,
  formatMessageTime,
  formatPrice,
  plural,
} from './format';

describe('formatPrice', () => {
  it.each([
    [12.99, '$12.99'],
    [7.99, '$7.99'],
    [0, '$0.00'],
    [5, '$5.00'],
    [1234.5, '$1234.50'],
    [0.1 + 0.2, '$0.30'],
    [-3.5, '-$3.50'],
    [-0.001, '$0.00'],
  ])('%s -> %s', (amount, expected) => {
    expect(formatPrice(amount)).toBe(expected);
  });
});

describe('formatCredits', () => {
  it.each([
    [0.1, '0.10c'],
    [0, '0.00c'],
    [5.2, '5.20c'],
    [0.1 + 0.2, '0.30c'],
    [1234.567, '1,234.57c'],
    [-0.004, '0.00c'],
    [-2.5, '-2.50c'],
    [Number.NaN, '—'],
    [Number.POSITIVE_INFINITY, '—'],
  ])('%s -> %s', (n, expected) => {
    expect(formatCredits(n)).toBe(expected);
  });
});

describe('formatMessageDay and formatMessageTime (local time)', () => {
  const now = new Date(2026, 10, 5, 14, 0);

  it('names the day for date separators, as formatMessageDate does', () => {
    expect(formatMessageDay(new Date(2026, 10, 5, 0, 0), now)).toBe('Today');
    expect(formatMessageDay(new Date(2026, 10, 4, 23, 59), now)).toBe('Yesterday');
    expect(formatMessageDay(new Date(2026, 10, 3, 7, 4), now)).toBe('3/11/2026');
    expect(formatMessageDay(new Date(2026, 0, 1, 1, 0), new Date(2026, 0, 2, 9, 0))).toBe(
      'Yesterday',
    );
  });

  it('gives the clock time alone', () => {
    expect(formatMessageTime(new Date(2026, 10, 5, 9, 5))).toBe('9:05');
    expect(formatMessageTime(new Date(2026, 10, 5, 21, 30))).toBe('21:30');
  });
});

describe('formatMessageDate (local time)', () => {
  const now = new Date(2026, 10, 5, 14, 0);

  it('says today, with unpadded hours and padded minutes', () => {
    expect(formatMessageDate(new Date(2026, 10, 5, 9, 5), now)).toBe('today at 9:05');
    expect(formatMessageDate(new Date(2026, 10, 5, 0, 0), now)).toBe('today at 0:00');
  });

  it('says yesterday (ruling 2 spelling)', () => {
    expect(formatMessageDate(new Date(2026, 10, 4, 21, 30), now)).toBe('yesterday at 21:30');
  });

  it('gives d/m/yyyy for older and future dates', () => {
    expect(formatMessageDate(new Date(2026, 10, 3, 7, 4), now)).toBe('3/11/2026 at 7:04');
    expect(formatMessageDate(new Date(2026, 10, 6, 8, 0), now)).toBe('6/11/2026 at 8:00');
    expect(formatMessageDate(new Date(2025, 10, 4, 21, 30), now)).toBe('4/11/2025 at 21:30');
  });

  it('crosses month and year boundaries for yesterday', () => {
    const newYear = new Date(2026, 0, 1, 8, 0);
    expect(formatMessageDate(new Date(2025, 11, 31, 23, 59), newYear)).toBe('yesterday at 23:59');
    expect(formatMessageDate(new Date(2025, 11, 30, 23, 59), newYear)).toBe('30/12/2025 at 23:59');
  });

  it('compares calendar days, not 24-hour spans', () => {
    const earlyMorning = new Date(2026, 10, 5, 0, 30);
    expect(formatMessageDate(new Date(2026, 10, 4, 23, 45), earlyMorning)).toBe(
      'yesterday at 23:45',
    );
    expect(formatMessageDate(new Date(2026, 10, 3, 23, 45), earlyMorning)).toBe(
      '3/11/2026 at 23:45',
    );
  });
});

describe('formatCount and plural', () => {
  it('groups thousands and picks the word by count', () => {
    expect(formatCount(1230)).toBe('1,230');
    expect(formatCount(Number.NaN)).toBe('—');
    expect(plural(1, 'order', 'orders')).toBe('1 order');
    expect(plural(0, 'order', 'orders')).toBe('0 orders');
    expect(plural(2500, 'subscriber', 'subscribers')).toBe('2,500 subscribers');
  });

  it('adds an s unless there is exactly one, or uses the form given', () => {
    expect(plural(1, 'day')).toBe('1 day');
    expect(plural(0, 'day')).toBe('0 days');
    expect(plural(7, 'message')).toBe('7 messages');
    expect(plural(2, 'entry', 'entries')).toBe('2 entries');
    expect(plural(1, 'entry', 'entries')).toBe('1 entry');
  });
});

describe('formatDateTime', () => {
  it('formats a moment in the given zone', () => {
    expect(formatDateTime('2026-03-03T14:05:00Z', 'UTC')).toBe('Mar 3, 2026, 2:05 PM');
    expect(formatDateTime('2026-03-03T14:05:00Z', 'America/New_York')).toBe('Mar 3, 2026, 9:05 AM');
    expect(formatDateTime(new Date('2026-11-25T20:20:00Z'), 'UTC')).toBe('Nov 25, 2026, 8:20 PM');
    expect(formatDateTime('not a date')).toBe('—');
  });
});
