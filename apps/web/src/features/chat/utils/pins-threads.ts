import { isOlderReport, threadUnreadCount } from '@bbt/domain';
import type { ChatMessage } from '@bbt/domain';
import type { ChannelMessages, ChatEntry } from '../types';
import { withServerMessages } from './merge-messages';

/**
 * A thread's cache under ['thread', rootId]: its replies ascending (with this client's local
 * echoes, as a channel's), its root, and the member's read position in it (decision 0034).
 */
export interface ThreadData extends ChannelMessages {
  root: ChatMessage;
  lastReadId: number;
}

/** Unread replies per thread the member takes part in, by root id. */
export type FollowedThreads = ReadonlyMap<number, number>;

/** The channel's main line: thread replies live in their thread's panel, not in the list. */
export function mainLine<T extends Pick<ChatMessage, 'threadRootId'>>(entries: readonly T[]): T[] {
  return entries.filter((m) => m.threadRootId == null);
}

/**
 * Puts a message from the server into a thread's cache: its root replaced, a reply of it merged
 * (inserted when `insert`, as for a channel); anything else leaves it as it is.
 */
export function applyToThread(
  data: ThreadData,
  message: ChatMessage,
  { insert }: { insert: boolean },
): ThreadData {
  if (message.id === data.root.id)
    return isOlderReport(data.root, message) ? data : { ...data, root: message };
  if (message.threadRootId !== data.root.id) return data;
  return { ...data, ...withServerMessages(data, [message], { insert }) };
}

/** Replies by others the member has not read in an open thread (its 'New replies' divider). */
export function unreadInThread(data: ThreadData, viewerId: string): number {
  const replies = data.messages
    .filter((m: ChatEntry) => !m.local && !m.deleted)
    .map((m) => ({ id: m.id, authorId: m.author.id }));
  return threadUnreadCount(replies, data.lastReadId, viewerId);
}

/**
 * The followed threads after a live message: the member's own reply makes them take part (with
 * nothing unread); another's reply to a thread they follow, or to a root of theirs, is one more
 * unread (an open thread panel marks it read again at once).
 */
export function followAfter(
  followed: FollowedThreads,
  message: ChatMessage,
  context: { viewerId: string; rootAuthorId: string | undefined },
): FollowedThreads {
  const rootId = message.threadRootId;
  if (rootId == null) return followed;
  const next = new Map(followed);
  if (message.author.id === context.viewerId) {
    if (!next.has(rootId)) next.set(rootId, 0);
    return next;
  }
  const follows = next.has(rootId) || context.rootAuthorId === context.viewerId;
  if (!follows) return followed;
  next.set(rootId, (next.get(rootId) ?? 0) + 1);
  return next;
}

/**
 * A channel's pins after a message changed: pinned, it is (re)placed by its pin time, newest
 * first; unpinned or deleted, it leaves the list.
 */
export function withPinChange(
  pins: readonly ChatMessage[],
  message: ChatMessage,
): readonly ChatMessage[] {
  const others = pins.filter((m) => m.id !== message.id);
  const stays = message.pinned && !message.deleted;
  // Most updates (reactions, edits) are to messages that are not pinned: nothing changes.
  if (!stays) return others.length === pins.length ? pins : others;
  return [...others, message].sort(
    (a, b) => (b.pinned?.at ?? '').localeCompare(a.pinned?.at ?? '') || b.id - a.id,
  );
}
