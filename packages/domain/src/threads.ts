/**
 * Threads (decision 0034): a reply in a thread is a message of the same channel that points at
 * its root. One level only, as in Discord and Slack: a thread reply can't start a thread.
 */

/** What a send's thread root must be; anything else is refused before a write. */
export interface ThreadRootCandidate {
  channel: string;
  threadRootId: number | null;
  deleted: boolean;
}

export type ThreadRootProblem = 'not_found' | 'other_channel' | 'is_reply' | 'deleted';

export const THREAD_ROOT_PROBLEMS: Record<ThreadRootProblem, string> = {
  not_found: 'The message this thread hangs from does not exist',
  other_channel: 'The message this thread hangs from is not in this channel',
  is_reply: "A thread reply can't start a thread of its own: reply in its thread",
  deleted: 'The message this thread hangs from was deleted',
};

/** Why a message can't be the root of a thread in `channel`, or null when it can. */
export function threadRootProblem(
  root: ThreadRootCandidate | undefined,
  channel: string,
): ThreadRootProblem | null {
  if (!root) return 'not_found';
  if (root.channel !== channel) return 'other_channel';
  if (root.threadRootId !== null) return 'is_reply';
  if (root.deleted) return 'deleted';
  return null;
}

/**
 * Whether a message counts towards its channel's unread badge for a reader (decision 0034):
 * everything in the channel's main line does; a thread reply only when it mentions the
 * reader (the thread's own unread state covers the rest).
 */
export function countsTowardChannelUnread(
  message: { threadRootId?: number | null },
  mentionsReader: boolean,
): boolean {
  return message.threadRootId == null || mentionsReader;
}

/**
 * How many replies of a thread a member has not read: those by others after their read
 * position. Replies are given in any order.
 */
export function threadUnreadCount(
  replies: Iterable<{ id: number; authorId: string }>,
  lastReadId: number,
  readerId: string,
): number {
  let unread = 0;
  for (const reply of replies) if (reply.id > lastReadId && reply.authorId !== readerId) unread++;
  return unread;
}
