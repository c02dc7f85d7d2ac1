export const MEETING_STATUSES = ['scheduled', 'live', 'ended'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Ruling 19: scheduled -> live (start) -> ended (end). */
export function nextMeetingStatus(
  current: MeetingStatus,
  action: 'start' | 'end',
): MeetingStatus | null {
  if (action === 'start') return current === 'scheduled' ? 'live' : null;
  return current === 'live' || current === 'scheduled' ? 'ended' : null;
}

/** What the learn page orders meetings by. */
export interface MeetingTimes {
  status: MeetingStatus;
  /** Null for meetings created before they had a start time. */
  startsAt: Date | null;
  createdAt: Date;
}

const STATUS_ORDER: Record<MeetingStatus, number> = { live: 0, scheduled: 1, ended: 2 };

/**
 * Live, then scheduled, then ended. Upcoming meetings soonest first, ended ones latest first;
 * within a status, meetings without a start time come after those with one, newest first.
 */
export function compareMeetings(a: MeetingTimes, b: MeetingTimes): number {
  const byStatus = STATUS_ORDER[a.status] - STATUS_ORDER[b.status];
  if (byStatus !== 0) return byStatus;
  if (a.startsAt && b.startsAt) {
    const byStart = a.startsAt.getTime() - b.startsAt.getTime();
    if (byStart !== 0) return a.status === 'ended' ? -byStart : byStart;
  } else if (a.startsAt || b.startsAt) {
    return a.startsAt ? -1 : 1;
  }
  return b.createdAt.getTime() - a.createdAt.getTime();
}
