import { chatBlock, type Actor, type ChatBlock } from '@bbt/domain';
import type { Database } from '../../db/client';
import type { MemberRow } from './repo';
import { badgeTierHeld, roleFlagsOf } from './present';
import { loadCurrentUser } from './service';

/**
 * A signed-in member as the rules see them: identity, effective roles, the badge tier the
 * entitlement table reads, and any ban or mute in force. It is what policies are asked about (`request.actor` on HTTP, the socket's member).
 */
export interface Member extends Actor {
  name: string;
  block: ChatBlock;
}

export function toMember(row: MemberRow, now = new Date()): Member {
  return {
    id: row.id,
    name: row.name,
    roles: roleFlagsOf(row, now),
    badgeTier: badgeTierHeld(row, now),
    block: chatBlock({ banUntil: row.banUntil, muteUntil: row.muteUntil }, now),
  };
}

export async function loadMember(db: Database, userId: string): Promise<Member> {
  return toMember(await loadCurrentUser(db, userId));
}
