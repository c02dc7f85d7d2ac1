import { describe, expect, it } from 'vitest';
import { formatCount, formatDateTime, plural } from './format';

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
    expect(formatDateTime('not a date')).toBe('—');
  });
});
