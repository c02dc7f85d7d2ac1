import { describe, expect, it } from 'vitest';
import type { Meeting } from '../types';
import {
  EMPTY_MEETING_FORM,
  safeHttpUrl,
  sortMeetings,
  startMoment,
  validateMeetingForm,
} from './meetings';

const meeting = (
  title: string,
  status: Meeting['status'],
  createdAt: string,
  startsAt: string | null = null,
): Meeting => ({
  id: title.length,
  title,
  provider: 'Zoom',
  exclusive: true,
  status,
  canJoin: false,
  startsAt,
  createdAt,
});

describe('sortMeetings', () => {
  it('lists live, then scheduled, then ended, newest first within each', () => {
    const list = [
      meeting('ended', 'ended', '2026-03-05T00:00:00Z'),
      meeting('old-scheduled', 'scheduled', '2026-03-01T00:00:00Z'),
      meeting('live', 'live', '2026-02-01T00:00:00Z'),
      meeting('new-scheduled', 'scheduled', '2026-03-02T00:00:00Z'),
    ];
    expect(sortMeetings(list).map((m) => m.title)).toEqual([
      'live',
      'new-scheduled',
      'old-scheduled',
      'ended',
    ]);
  });
});

describe('sortMeetings by start time', () => {
  it('lists upcoming meetings soonest first, before those without a start time', () => {
    const list = [
      meeting('no time', 'scheduled', '2026-03-09T00:00:00Z'),
      meeting('later', 'scheduled', '2026-03-01T00:00:00Z', '2026-12-24T18:00:00Z'),
      meeting('sooner', 'scheduled', '2026-03-02T00:00:00Z', '2026-12-01T18:00:00Z'),
    ];
    expect(sortMeetings(list).map((m) => m.title)).toEqual(['sooner', 'later', 'no time']);
  });
});

describe('startMoment', () => {
  it("reads a datetime-local value on the creator's clock", () => {
    const local = new Date(2026, 11, 1, 19, 0);
    expect(startMoment('2026-12-01T19:00')).toBe(local.toISOString());
  });

  it('refuses what is not a date and time', () => {
    expect(startMoment('')).toBeNull();
    expect(startMoment('2026-12-01')).toBeNull();
    expect(startMoment('2026-13-01T19:00')).toBeNull();
    expect(startMoment('tomorrow')).toBeNull();
  });
});

describe('safeHttpUrl', () => {
  it('accepts web addresses only', () => {
    expect(safeHttpUrl('https://zoom.us/j/123')).toBe('https://zoom.us/j/123');
    expect(safeHttpUrl(' http://meet.example/abc ')).toBe('http://meet.example/abc');
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('zoom.us/j/1')).toBeNull();
  });
});

describe('validateMeetingForm', () => {
  it('requires title, provider and link', () => {
    expect(validateMeetingForm(EMPTY_MEETING_FORM)).toEqual({
      ok: false,
      errors: {
        title: 'Title is required',
        provider: 'Provider is required',
        link: 'Link is required',
        startsAt: 'Start time is required',
      },
    });
  });

  it('wants an http(s) link, as the server does', () => {
    const result = validateMeetingForm({
      ...EMPTY_MEETING_FORM,
      title: 'Review',
      provider: 'Zoom',
      link: 'zoom.us/j/1',
      startsAt: '2026-12-01T19:00',
    });
    expect(result.ok ? null : result.errors).toEqual({
      link: 'The link must be an http(s) address',
    });
  });

  it('is exclusive by default and free when chosen', () => {
    const filled = {
      title: ' Review ',
      provider: 'Zoom',
      link: 'https://zoom.us/j/1',
      startsAt: '2026-12-01T19:00',
    };
    expect(validateMeetingForm({ ...EMPTY_MEETING_FORM, ...filled })).toEqual({
      ok: true,
      value: {
        title: 'Review',
        provider: 'Zoom',
        link: 'https://zoom.us/j/1',
        startsAt: new Date(2026, 11, 1, 19, 0).toISOString(),
        exclusive: true,
      },
    });
    const free = validateMeetingForm({ ...EMPTY_MEETING_FORM, ...filled, type: 'free' });
    expect(free.ok && free.value.exclusive).toBe(false);
  });
});
