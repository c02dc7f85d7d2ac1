import { sameLocalDay } from './format';

/** How long after one message the same author's next still reads as part of it (as Discord). */
export const MESSAGE_GROUP_WINDOW_MS = 5 * 60_000;

/** What grouping needs of a message: `ChatMessage` has it. */
export interface GroupableMessage {
  author: { id: string; isBot: boolean };
  createdAt: string;
  replyTo: object | null;
  deleted: boolean;
}

/**
 * Whether `message` joins the group `previous` belongs to, so it is shown without its author's
 * name and avatar: the same person, less than five minutes later, on the same local day. A
 * reply shows the message it answers above its author, a bot's notice stands on its own, and
 * a deleted message shows no author, so each of these starts a new group.
 */
export function continuesMessageGroup(
  previous: GroupableMessage | undefined,
  message: GroupableMessage,
): boolean {
  if (!previous || previous.deleted || message.deleted) return false;
  if (message.author.isBot || previous.author.isBot || message.replyTo) return false;
  if (previous.author.id !== message.author.id) return false;
  const before = new Date(previous.createdAt);
  const after = new Date(message.createdAt);
  const gap = after.getTime() - before.getTime();
  return gap >= 0 && gap < MESSAGE_GROUP_WINDOW_MS && sameLocalDay(before, after);
}
