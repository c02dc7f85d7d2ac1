import { PRIORITIES, PRIORITY_LABELS } from '@bbt/domain';
import type { PresenceStatus, Priority } from '@bbt/domain';
import type { Member } from '../types';

export interface MemberGroup {
  priority: Priority;
  label: string;
  members: Member[];
  /** How many of `members` are online or idle (they come first). */
  present: number;
}

const byName = (a: Member, b: Member) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' });

/**
 * The member list of spec §6: groups in priority order; within each, as Discord lists them,
 * the members who are around (online or idle) by name, then the offline ones by name
 * (decision 0032). Without presence everyone counts as offline, sorted by name.
 */
export function groupMembers(
  members: readonly Member[],
  statusOf: (member: Member) => PresenceStatus = () => 'offline',
): MemberGroup[] {
  return PRIORITIES.map((priority) => {
    const inGroup = members.filter((m) => m.priority === priority);
    const present = inGroup.filter((m) => statusOf(m) !== 'offline').sort(byName);
    const offline = inGroup.filter((m) => statusOf(m) === 'offline').sort(byName);
    return {
      priority,
      label: PRIORITY_LABELS[priority],
      members: [...present, ...offline],
      present: present.length,
    };
  }).filter((group) => group.members.length > 0);
}
