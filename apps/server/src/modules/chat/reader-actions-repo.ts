import { and, asc, count, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { noteWrite, writeTopics } from '../../db/committed-writes';
import { users } from '../../db/schema';
import { channelReads, messageReactions } from './schema';

/** The first `limit` members who reacted with `emoji` (in the order they did), and how many did. */
export async function listReactors(
  tx: Tx,
  messageId: number,
  emoji: string,
  limit: number,
): Promise<{ members: Array<{ id: string; name: string }>; total: number }> {
  const sameReaction = and(
    eq(messageReactions.messageId, messageId),
    eq(messageReactions.emoji, emoji),
  );
  const [members, [counted]] = await Promise.all([
    tx
      .select({ id: users.id, name: users.name })
      .from(messageReactions)
      .innerJoin(users, eq(users.id, messageReactions.userId))
      .where(sameReaction)
      .orderBy(asc(messageReactions.createdAt), asc(messageReactions.userId))
      .limit(limit),
    tx.select({ total: count() }).from(messageReactions).where(sameReaction),
  ]);
  return { members, total: counted?.total ?? 0 };
}

/**
 * Puts a member's read position at exactly `lastId`, backwards too: marking a message unread
 * moves it to just before that message (advanceReadPosition only ever moves it forward).
 */
export async function setReadPosition(
  tx: Tx,
  userId: string,
  channel: string,
  lastId: number,
): Promise<void> {
  await tx
    .insert(channelReads)
    .values({ userId, channel, lastReadId: lastId })
    .onConflictDoUpdate({
      target: [channelReads.userId, channelReads.channel],
      set: { lastReadId: lastId },
    });
  noteWrite(tx, writeTopics.reader(userId));
}
