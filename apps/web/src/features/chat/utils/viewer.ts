import { chatBlock, heldRoles } from '@bbt/domain';
import type { ChatBlock, RoleKey } from '@bbt/domain';
import type { ChatViewer } from '../types';

export function heldRoleKeys(viewer: Pick<ChatViewer, 'roles'>): RoleKey[] {
  return heldRoles(viewer.roles);
}

/** A ban or mute in force now (ruling 6), from the session's ISO dates. */
export function viewerBlock(
  viewer: Pick<ChatViewer, 'banUntil' | 'muteUntil'>,
  now = new Date(),
): ChatBlock {
  const date = (iso: string) => {
    const d = new Date(iso);
    return Number.isNaN(d.getTime()) ? new Date(0) : d;
  };
  return chatBlock({ banUntil: date(viewer.banUntil), muteUntil: date(viewer.muteUntil) }, now);
}
