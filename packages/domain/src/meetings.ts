import type { RoleFlags } from './roles';

export const MEETING_STATUSES = ['scheduled', 'live', 'ended'] as const;
export type MeetingStatus = (typeof MEETING_STATUSES)[number];

/** Founder or admin create, start, end and delete meetings (spec section 6). */
export const canManageMeetings = (roles: RoleFlags) => roles.founder || roles.admin;

/** May this member see the link? Exclusive meetings need the blue badge (or founder/admin). */
export function mayJoinMeeting(roles: RoleFlags, meeting: { exclusive: boolean }): boolean {
  return !meeting.exclusive || roles.blue_badge_trader || roles.admin || roles.founder;
}

/** Ruling 19: scheduled -> live (start) -> ended (end). */
export function nextMeetingStatus(
  current: MeetingStatus,
  action: 'start' | 'end',
): MeetingStatus | null {
  if (action === 'start') return current === 'scheduled' ? 'live' : null;
  return current === 'live' || current === 'scheduled' ? 'ended' : null;
}
