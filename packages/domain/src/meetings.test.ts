import { describe, expect, it } from 'vitest';
import { compareMeetings, type MeetingTimes } from './meetings';

const at = (iso: string) => new Date(iso);
const meeting = (
  name: string,
  status: MeetingTimes['status'],
  startsAt: string | null,
  createdAt = '2026-01-01T00:00:00Z',
) => ({ name, status, startsAt: startsAt ? at(startsAt) : null, createdAt: at(createdAt) });

describe('compareMeetings', () => {
  it('puts upcoming meetings soonest first, ended ones latest first, by start time', () => {
    const list = [
      meeting('ended early', 'ended', '2026-11-01T10:00:00Z'),
      meeting('next week', 'scheduled', '2026-12-02T18:00:00Z'),
      meeting('ended late', 'ended', '2026-11-20T10:00:00Z'),
      meeting('tomorrow', 'scheduled', '2026-11-26T09:00:00Z'),
      meeting('live', 'live', '2026-11-25T20:00:00Z'),
    ];
    expect(list.sort(compareMeetings).map((m) => m.name)).toEqual([
      'live',
      'tomorrow',
      'next week',
      'ended late',
      'ended early',
    ]);
  });

  it('puts meetings without a start time after the others of their status, newest first', () => {
    const list = [
      meeting('old, no time', 'scheduled', null, '2026-01-01T00:00:00Z'),
      meeting('timed', 'scheduled', '2027-01-01T00:00:00Z'),
      meeting('new, no time', 'scheduled', null, '2026-06-01T00:00:00Z'),
    ];
    expect(list.sort(compareMeetings).map((m) => m.name)).toEqual([
      'timed',
      'new, no time',
      'old, no time',
    ]);
  });
});
