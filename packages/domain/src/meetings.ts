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
