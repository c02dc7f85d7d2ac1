import { describe, expect, it } from 'vitest';
import { channelLabel, fieldMessage, isPermanentDate } from './format';

describe('isPermanentDate', () => {
  it('recognises the year-9999 end date only', () => {
    expect(isPermanentDate('9999-12-31T00:00:00.000Z')).toBe(true);
    expect(isPermanentDate('2026-03-12T10:00:00.000Z')).toBe(false);
    expect(isPermanentDate('not a date')).toBe(false);
  });
});

describe('fieldMessage', () => {
  it('strips the request and field prefixes of validation messages', () => {
    expect(fieldMessage('Invalid request: word: A banned word has at least 2 characters')).toBe(
      'A banned word has at least 2 characters',
    );
    expect(fieldMessage('Invalid request: Required')).toBe('Required');
  });

  it('keeps other messages as they are', () => {
    expect(fieldMessage('That word is already banned')).toBe('That word is already banned');
    expect(fieldMessage('Note: spaces are trimmed')).toBe('Note: spaces are trimmed');
  });
});

describe('channelLabel', () => {
  it('prefixes channels with # and has no label without one', () => {
    expect(channelLabel('general')).toBe('#general');
    expect(channelLabel(null)).toBeNull();
    expect(channelLabel('')).toBeNull();
  });
});
