import type { Database } from '../../db/client';
import { memberRoom, syncMemberRooms, type ChatServer } from '../../plugins/realtime';
import { loadMember, readableChannelSlugs } from './service';

/**
 * Tells the chat that a member's roles or discipline changed: their sockets (on every
 * instance) move to the rooms they may read now, and their clients refetch what they see.
 */
export function createMembershipNotifier(io: ChatServer, db: Database) {
  return async function memberChanged(userId: string): Promise<void> {
    await syncMemberRooms(io, userId, await readableChannelSlugs(db, await loadMember(db, userId)));
    io.to(memberRoom(userId)).emit('member:changed');
  };
}

export type MemberChanged = ReturnType<typeof createMembershipNotifier>;
