import { COPY, isSingleEmoji, type ChannelCounts } from '@bbt/domain';
import type { Database } from '../../db/client';
import { badRequest, notFound } from '../../errors';
import { findUserById, type Member } from '../users';
import { assertCanRead, assertNotBanned } from './access';
import { presentChatMember } from './member-schema';
import { listReactors, setReadPosition } from './reader-actions-repo';
import { findMessage } from './repo';
import { channelCounts, messageMemberMayRead, ticketFor } from './service';

/** How many reactors' names one answer lists; the rest are a count (decision 0067). */
export const REACTORS_LISTED = 25;

/**
 * Who reacted to a message with one emoji: the first REACTORS_LISTED names, in the order they
 * reacted, and how many more did. Only for a message the reader may read (its channel's rules,
 * tickets and bans included), as the reactions themselves are.
 */
export async function reactorsOf(db: Database, reader: Member, messageId: number, emoji: string) {
  if (!isSingleEmoji(emoji)) throw badRequest(COPY.server.chat.oneEmoji, 'invalid_emoji');
  const message = await messageMemberMayRead(db, reader, messageId);
  if (message.deletedAt) throw notFound(COPY.server.chat.noSuchMessage);
  const { members, total } = await listReactors(db, message.id, emoji, REACTORS_LISTED);
  return { emoji, count: total, members, more: Math.max(total - members.length, 0) };
}

/** A member's card (the author's popover): name, picture, roles and when they joined. */
export async function memberProfile(db: Database, reader: Member, id: string) {
  assertNotBanned(reader);
  const row = await findUserById(db, id);
  if (!row) throw notFound(COPY.server.users.noSuchMember);
  return { ...presentChatMember(row), joinedAt: row.createdAt.toISOString() };
}

/**
 * Mark unread (decision 0067): the member's read position in the channel moves to just before
 * the message, so it and everything after it count as unread again. Main-line messages only:
 * a thread keeps its own read position.
 */
export async function markChannelUnread(
  db: Database,
  member: Member,
  slug: string,
  messageId: number,
): Promise<ChannelCounts> {
  const channel = assertCanRead(member, slug, await ticketFor(db, slug));
  const message = await findMessage(db, messageId);
  if (!message || message.channel !== channel || message.deletedAt || message.threadRootId) {
    throw notFound(COPY.server.chat.noSuchMessageHere);
  }
  await setReadPosition(db, member.id, channel, message.id - 1);
  return channelCounts(db, member, channel);
}
