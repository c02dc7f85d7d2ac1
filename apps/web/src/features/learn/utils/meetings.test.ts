import { describe, expect, it } from 'vitest';
import type { Meeting } from '../types';
import { EMPTY_MEETING_FORM, safeHttpUrl, sortMeetings, validateMeetingForm } from './meetings';

const meeting = (title: string, status: Meeting['status'], createdAt: string): Meeting => ({
  id: title.length,
  title,
  provider: 'Zoom',
  exclusive: true,
  status,
  canJoin: false,
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
      },
    });
  });

  it('wants an http(s) link, as the server does', () => {
    const result = validateMeetingForm({
      ...EMPTY_MEETING_FORM,
      title: 'Review',
      provider: 'Zoom',
      link: 'zoom.us/j/1',
    });
    expect(result.ok ? null : result.errors.link).toBe('The link must be an http(s) address');
  });

  it('is exclusive by default and free when chosen', () => {
    const filled = { title: ' Review ', provider: 'Zoom', link: 'https://zoom.us/j/1' };
    expect(validateMeetingForm({ ...EMPTY_MEETING_FORM, ...filled })).toEqual({
      ok: true,
      value: { title: 'Review', provider: 'Zoom', link: 'https://zoom.us/j/1', exclusive: true },
    });
    const free = validateMeetingForm({ ...EMPTY_MEETING_FORM, ...filled, type: 'free' });
    expect(free.ok && free.value.exclusive).toBe(false);
  });
});
