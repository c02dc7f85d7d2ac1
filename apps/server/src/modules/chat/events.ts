import type { ChatMessage } from '@bbt/domain';
import type { Database } from '../../db/client';
import type { Metrics } from '../../plugins/metrics';
import { channelRoom, memberRoom, syncMemberRooms, type ChatServer } from '../../plugins/realtime';
import { loadMember } from '../users';
import { createBroadcastWindows } from './broadcast-windows';
import { readableChannelSlugs } from './service';

/**
 * Everything the chat tells connected clients after a change is committed. Services that
 * change several things at once (slash commands) report through it; on several instances the
 * Redis adapter carries each event to every member once.
 */
export interface ChatEvents {
  posted(message: ChatMessage): void;
  /**
   * A send retried with a stored message's client id. Its first broadcast may never have
   * happened (the instance that stored it died first), so it goes out again; clients merge
   * by id. Not counted as a new message.
   */
  resent(message: ChatMessage): void;
  updated(message: ChatMessage): void;
  /** Roles or discipline changed: the member's sockets move rooms and their clients refetch. */
  memberChanged(userId: string): Promise<void>;
  /** Sends every broadcast held back in a channel's window now (decision 0085). */
  flush(): void;
  /**
   * A ban took effect: the member's open sockets are closed on every instance. They may come
   * back signed in, to the notice only (no channel rooms), as a socket opened while banned does.
   */
  memberBanned(userId: string): void;
  pollsChanged(): void;
  /** To every connected member: they refetch with their own permissions. */
  signalsChanged(): void;
  meetingsChanged(): void;
}

/** How long a newly banned member's sockets stay open for the answers already on their way. */
const BANNED_SOCKETS_CLOSE_AFTER_MS = 300;

export function createChatEvents(
  io: ChatServer,
  db: Database,
  deps: {
    metrics?: Pick<Metrics, 'messagesPosted'>;
    /** Drops the member's row wherever it is kept (every instance), before anything re-reads it. */
    memberRowChanged(userId: string): void;
    /** How long a busy channel's new messages are gathered (decision 0085). */
    broadcastWindowMs: number;
  },
): ChatEvents {
  const { metrics } = deps;
  const windows = createBroadcastWindows(io, deps.broadcastWindowMs);
  return {
    posted(message) {
      metrics?.messagesPosted.inc();
      windows.newMessage(message);
    },
    resent: (message) => windows.newMessage(message),
    updated: (message) => windows.updated(message),
    async memberChanged(userId) {
      // What was posted about the member (a ban's notice, a ticket's closing) reaches them
      // before they leave its channel.
      windows.flush();
      deps.memberRowChanged(userId);
      await syncMemberRooms(
        io,
        userId,
        await readableChannelSlugs(db, await loadMember(db, userId)),
      );
      io.to(memberRoom(userId)).emit('member:changed');
    },
    memberBanned: (userId) => {
      // A moment's grace: the answer to the member's own action (the refusal that says they
      // are banned now) reaches them before the connection closes.
      setTimeout(
        () => io.in(memberRoom(userId)).disconnectSockets(true),
        BANNED_SOCKETS_CLOSE_AFTER_MS,
      ).unref();
    },
    pollsChanged: () => io.to(channelRoom('polls')).emit('polls:changed'),
    signalsChanged: () => io.emit('signals:changed'),
    meetingsChanged: () => io.emit('meetings:changed'),
    flush: () => windows.flush(),
  };
}
