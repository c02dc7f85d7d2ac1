import type { ChatMessage } from '@bbt/domain';
import type { Database } from '../../db/client';
import { channelRoom, memberRoom, syncMemberRooms, type ChatServer } from '../../plugins/realtime';
import { loadMember, readableChannelSlugs } from './service';

/**
 * Everything the chat tells connected clients after a change is committed. Services that
 * change several things at once (slash commands) report through it; on several instances the
 * Redis adapter carries each event to every member once.
 */
export interface ChatEvents {
  posted(message: ChatMessage): void;
  updated(message: ChatMessage): void;
  /** Roles or discipline changed: the member's sockets move rooms and their clients refetch. */
  memberChanged(userId: string): Promise<void>;
  pollsChanged(): void;
  /** To every connected member: they refetch with their own permissions. */
  signalsChanged(): void;
  meetingsChanged(): void;
}

export function createChatEvents(io: ChatServer, db: Database): ChatEvents {
  return {
    posted: (message) => io.to(channelRoom(message.channel)).emit('message:new', message),
    updated: (message) => io.to(channelRoom(message.channel)).emit('message:updated', message),
    async memberChanged(userId) {
      await syncMemberRooms(
        io,
        userId,
        await readableChannelSlugs(db, await loadMember(db, userId)),
      );
      io.to(memberRoom(userId)).emit('member:changed');
    },
    pollsChanged: () => io.to(channelRoom('polls')).emit('polls:changed'),
    signalsChanged: () => io.emit('signals:changed'),
    meetingsChanged: () => io.emit('meetings:changed'),
  };
}
