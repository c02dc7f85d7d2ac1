/**
 * The chat's wire types: one map of event names to payloads, shared by the server and the web
 * (convention 5). HTTP endpoints return the same `ChatMessage` shape.
 */

import type { MessageFrame } from './message-frame';
import type { ChannelNotificationLevel } from './notifications';
import type { ActivityStatus, PresenceStatus } from './presence';
import type { Priority } from './priority';

export interface ChatAuthor {
  id: string;
  name: string;
  image: string | null;
  priority: Priority;
  isBot: boolean;
}

export interface ChatReaction {
  emoji: string;
  count: number;
  userIds: string[];
}

export interface ChatMessage {
  /** Increases with every message of a channel; clients resume from the last one they saw. */
  id: number;
  channel: string;
  author: ChatAuthor;
  /** Empty for a deleted message (a tombstone keeps its place and its replies' target). */
  text: string;
  /** The message replied to; `authorId` tells its author a reply is theirs (decision 0035). */
  replyTo: {
    id: number;
    authorId: string;
    authorName: string;
    text: string;
    deleted: boolean;
  } | null;
  image: { url: string; width: number; height: number } | null;
  edited: boolean;
  deleted: boolean;
  reactions: ChatReaction[];
  mentions: { userIds: string[]; roles: string[]; everyone: boolean };
  clientId: string | null;
  createdAt: string;
  /**
   * On a newly sent message (its acknowledgement and `message:new`): the id of the channel's
   * message before it, or null for the channel's first. Live deliveries can arrive out of id
   * order (one instance's through Redis, another's directly), so a client advances the point
   * it resumes from only when it holds everything up to this id (see `advanceSyncedThrough`).
   */
  previousId?: number | null;
  /** When and by whom the message was pinned in its channel (decision 0034); null: not pinned. */
  pinned?: { at: string; byName: string } | null;
  /** On a thread reply: the message its thread hangs from (same channel, decision 0034). */
  threadRootId?: number | null;
  /** On a thread's root: its replies so far and when the last came; null: no replies yet. */
  thread?: { replyCount: number; lastReplyAt: string } | null;
  /**
   * On a socket event or an acknowledgement: the number of the change it reports in its
   * channel's change log (decision 0056). Absent on history pages, which carry the channel's.
   */
  seq?: number;
}

/**
 * A channel's unread messages and mentions for one member. Each is exact up to COUNT_CAP; past
 * it the server answers COUNT_CAP + 1 ("more"), so counting never reads more than that many
 * messages however far behind the member is.
 */
export interface ChannelCounts {
  channel: string;
  unread: number;
  mentions: number;
}

/** The largest unread or mention count shown exactly; more shows as "99+". */
export const COUNT_CAP = 99;

/** A count as the interface shows it: the number, or "99+" past COUNT_CAP. */
export const countLabel = (count: number): string =>
  count > COUNT_CAP ? `${COUNT_CAP}+` : String(count);

export type Ack<T> =
  { ok: true; data: T } | { ok: false; error: { code: string; message: string } };

export interface SendMessageInput {
  channel: string;
  /** Chosen by the sender for local echo; a retried send with the same id stores one message. */
  clientId: string;
  text: string;
  replyTo?: number | null;
  uploadId?: string | null;
  /** A reply in the thread of this message (decision 0034); absent or null: the main line. */
  threadRootId?: number | null;
}

/** Who is around, as a member list needs it: everyone not listed is offline. */
export interface PresenceSnapshot {
  online: string[];
  idle: string[];
}

export interface PresenceChange {
  userId: string;
  status: PresenceStatus;
}

export interface TypingInput {
  channel: string;
  /** The root of the thread typed in (decision 0068); absent: the channel itself. */
  threadId?: number;
  /** false: the member stopped (sent, cleared the composer or left it). */
  typing: boolean;
}

/** Someone started or stopped typing in a channel the receiver reads. */
export interface TypingNotice {
  channel: string;
  /** The root of the thread typed in; null: the channel itself (decision 0032, decision 0068). */
  threadId: number | null;
  userId: string;
  name: string;
  typing: boolean;
}

export interface ServerToClientEvents {
  /**
   * New messages of one channel, in order, without their empty fields: read each with
   * `fromMessageFrame`. Those posted close together come in one packet (decision 0085).
   */
  'message:new': (...frames: MessageFrame[]) => void;
  /** An edit, a delete or a reaction change: the whole message as it now is. */
  'message:updated': (message: ChatMessage) => void;
  /**
   * This server lost its link to the other instances (Redis) and has it back: what they
   * broadcast meanwhile never arrived, so catch up on every channel as after a reconnect.
   */
  'messages:resync': () => void;
  'channel:counts': (counts: ChannelCounts) => void;
  /** The member changed a channel's notification level on another device (decision 0035). */
  'channel:notify': (level: ChannelNotificationLevel) => void;
  /** The member's roles changed (a claim, a grant): refetch what they may see. */
  'member:changed': () => void;
  /** A poll was created, voted on or deleted: refetch the polls. */
  'polls:changed': () => void;
  /** A signal was added, closed or deleted: refetch (no payload, so nothing leaks to non-premium). */
  'signals:changed': () => void;
  /** A meeting was created, started, ended or deleted: refetch (links are never broadcast). */
  'meetings:changed': () => void;
  /** Right after connecting (and after a reconnect): who is online or idle now. */
  'presence:snapshot': (snapshot: PresenceSnapshot) => void;
  /** Members whose status changed since the last snapshot or change (sent at most every second). */
  'presence:changed': (changes: PresenceChange[]) => void;
  typing: (notice: TypingNotice) => void;
}

/** The server's events that carry no payload: each only says "refetch", so nothing leaks. */
export type RefetchEvent = {
  [E in keyof ServerToClientEvents]: Parameters<ServerToClientEvents[E]> extends [] ? E : never;
}[keyof ServerToClientEvents];

/** What a slash command answers its sender privately (only they see it), if anything. */
export interface CommandResult {
  notice: string | null;
}

export interface ClientToServerEvents {
  'message:send': (input: SendMessageInput, ack: (result: Ack<ChatMessage>) => void) => void;
  'message:edit': (
    input: { id: number; text: string },
    ack: (result: Ack<ChatMessage>) => void,
  ) => void;
  'message:delete': (input: { id: number }, ack: (result: Ack<ChatMessage>) => void) => void;
  /** Pins (`pinned: true`) or unpins a message (decision 0034); answers the message as it now is. */
  'message:pin': (
    input: { id: number; pinned: boolean },
    ack: (result: Ack<ChatMessage>) => void,
  ) => void;
  'reaction:toggle': (
    input: { messageId: number; emoji: string },
    ack: (result: Ack<ChatMessage>) => void,
  ) => void;
  /** Text starting with '/': run as a command, never posted as a message. */
  'command:run': (
    input: { channel: string; text: string },
    ack: (result: Ack<CommandResult>) => void,
  ) => void;
  /** The tab is in use or left alone (sent on changes only). */
  'presence:set': (input: { status: ActivityStatus }, ack: (result: Ack<null>) => void) => void;
  /** Sent while typing (at most every TYPING_RENEW_MS) and once when stopping. */
  typing: (input: TypingInput, ack: (result: Ack<null>) => void) => void;
}
