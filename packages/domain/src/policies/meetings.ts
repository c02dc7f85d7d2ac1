import { hasLiveClasses } from '../entitlements';
import { COPY } from '../copy';
import { isFounderOrAdmin } from '../roles';
import type { EntitledHolder, RoleHolder } from './actor';

/** Founder or admin create, start, end and delete meetings (spec §6). */
export const canManageMeetings = ({ roles }: RoleHolder): boolean => isFounderOrAdmin(roles);
export const MANAGE_MEETINGS_REFUSAL = 'Only a founder or an admin can do this';

/**
 * May this member see the link? Exclusive meetings are the live classes Blue Badge tier 2 and 3
 * include (decision 0042); founder and admin run them.
 */
export function canJoinMeeting(holder: EntitledHolder, meeting: { exclusive: boolean }): boolean {
  return !meeting.exclusive || isFounderOrAdmin(holder.roles) || hasLiveClasses(holder);
}

/** Its refusal keeps a code of its own: the web offers the badge instead of an error. */
export const JOIN_MEETING_REFUSAL = {
  code: 'blue_badge_required',
  message: COPY.meetings.needBadge,
};
