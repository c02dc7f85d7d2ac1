import { continuesMessageGroup, formatMessageDay, sameLocalDay } from '@bbt/domain';
import type { ChatEntry } from '../types';

/** What the member had not read when they opened the channel. */
export interface UnreadAtOpen {
  /** The channel's unread count then, as the sidebar showed it. */
  unread: number;
  /** The newest message held then: later ones arrived while the member was reading. */
  lastId: number;
}

/**
 * The first message the member had not read when they opened the channel, or null when there
 * was none. The server counts as unread the messages after the member's read position that are
 * neither deleted nor their own, so walking back from the newest message held at opening, the
 * unread-th such message is the first of them. When fewer are held (older pages not loaded),
 * the oldest message held is the best place there is.
 */
export function firstUnreadId(
  messages: readonly ChatEntry[],
  viewerId: string,
  { unread, lastId }: UnreadAtOpen,
): number | null {
  if (unread <= 0) return null;
  const stored = messages.filter((m) => !m.local && m.id <= lastId);
  let counted = 0;
  for (let i = stored.length - 1; i >= 0; i--) {
    const message = stored[i]!;
    if (message.deleted || message.author.id === viewerId) continue;
    counted += 1;
    if (counted === unread) return message.id;
  }
  return stored[0]?.id ?? null;
}

/** One message of the history and what goes above it. */
export interface TimelineRow {
  message: ChatEntry;
  /** A date separator ('Today', 'Yesterday', '3/11/2026') when the message starts a day. */
  day: string | null;
  /** The 'New' divider: the message is the first the member had not read. */
  unreadStart: boolean;
  /** Shown without author name and avatar: it continues the previous message's group. */
  compact: boolean;
}

/** The history as rows: date separators, the 'New' divider and message groups. */
export function timelineRows(
  messages: readonly ChatEntry[],
  now: Date,
  unreadStartId: number | null,
): TimelineRow[] {
  return messages.map((message, i) => {
    const previous = messages[i - 1];
    const created = new Date(message.createdAt);
    const newDay = !previous || !sameLocalDay(new Date(previous.createdAt), created);
    const unreadStart = unreadStartId !== null && !message.local && message.id === unreadStartId;
    return {
      message,
      day: newDay ? formatMessageDay(created, now) : null,
      unreadStart,
      // A divider above a message breaks its group: the name shows again below it.
      compact: !newDay && !unreadStart && continuesMessageGroup(previous, message),
    };
  });
}
