import { PRIORITIES, PRIORITY_LABELS } from '@bbt/domain';
import type { Priority } from '@bbt/domain';
import type { Member } from '../types';

export interface MemberGroup {
  priority: Priority;
  label: string;
  members: Member[];
}

/** The member list of spec §6: groups in priority order, names sorted within each. */
export function groupMembers(members: readonly Member[]): MemberGroup[] {
  return PRIORITIES.map((priority) => ({
    priority,
    label: PRIORITY_LABELS[priority],
    members: members
      .filter((m) => m.priority === priority)
      .sort((a, b) => a.name.localeCompare(b.name, undefined, { sensitivity: 'base' })),
  })).filter((group) => group.members.length > 0);
}
