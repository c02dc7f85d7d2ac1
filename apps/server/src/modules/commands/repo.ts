import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { messages, polls, users } from '../../db/schema';
import type { UserRow } from '../users';

// What the slash commands read and write themselves: the members a command names, the messages
// /clear hides, the polls /poll and /delete-poll make and remove.

/** Members whose display name without spaces is `key` (what commands and mentions type). */
export function findMembersByKey(tx: Tx, key: string): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(and(eq(users.mentionKey, key), eq(users.isBot, false)))
    .limit(2);
}

/** Hides the channel's newest visible messages, at most `limit`, as hidden by `actorId`. */
export async function hideNewestMessages(tx: Tx, channel: string, actorId: string, limit: number) {
  const newest = await tx
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.channel, channel), isNull(messages.deletedAt)))
    .orderBy(desc(messages.id))
    .limit(limit);
  const hidden = [];
  for (const { id } of newest) {
    const [row] = await tx
      .update(messages)
      .set({ deletedAt: new Date(), deletedBy: actorId })
      .where(eq(messages.id, id))
      .returning();
    if (row) hidden.push(row);
  }
  return { ids: newest.map((m) => m.id), hidden };
}

export async function insertPoll(
  tx: Tx,
  poll: { header: string; text: string; options: string[]; createdBy: string },
): Promise<number | undefined> {
  const [row] = await tx.insert(polls).values(poll).returning({ id: polls.id });
  return row?.id;
}

/** Deletes the live poll with this header (kept in the database); its id, if there was one. */
export async function softDeletePoll(tx: Tx, header: string): Promise<number | undefined> {
  const [row] = await tx
    .update(polls)
    .set({ deletedAt: new Date() })
    .where(and(eq(polls.header, header), isNull(polls.deletedAt)))
    .returning({ id: polls.id });
  return row?.id;
}
