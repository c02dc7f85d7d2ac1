import { isFounderOrAdmin } from '../roles';
import type { RoleHolder } from './actor';

/** Founder or admin create, start, end and delete meetings (spec §6). */
export const canManageMeetings = ({ roles }: RoleHolder): boolean => isFounderOrAdmin(roles);

/** May this member see the link? Exclusive meetings need the blue badge (or founder/admin). */
export function canJoinMeeting({ roles }: RoleHolder, meeting: { exclusive: boolean }): boolean {
  return !meeting.exclusive || roles.blue_badge_trader || roles.admin || roles.founder;
}
