import type { DisciplineRecord } from '@bbt/domain';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bannedWords, messages, polls, users } from '../../db/schema';
import type { UserRow } from '../users';
import { mentionKeyOf } from '../../db/mention-key';

export async function listBannedWords(tx: Tx): Promise<string[]> {
  return (
    await tx.select({ word: bannedWords.word }).from(bannedWords).orderBy(asc(bannedWords.word))
  ).map((r) => r.word);
}

export async function addBannedWord(tx: Tx, word: string, createdBy: string): Promise<boolean> {
  const rows = await tx
    .insert(bannedWords)
    .values({ word, createdBy })
    .onConflictDoNothing()
    .returning({ id: bannedWords.id });
  return rows.length > 0;
}

export async function removeBannedWord(tx: Tx, word: string): Promise<boolean> {
  const rows = await tx
    .delete(bannedWords)
    .where(eq(bannedWords.word, word))
    .returning({ id: bannedWords.id });
  return rows.length > 0;
}

/** Members whose display name without spaces is `key` (what commands and mentions type). */
export function findMembersByKey(tx: Tx, key: string): Promise<UserRow[]> {
  return tx
    .select()
    .from(users)
    .where(and(eq(mentionKeyOf(users.name), key), eq(users.isBot, false)))
    .limit(2);
}

export async function saveDiscipline(
  tx: Tx,
  id: string,
  record: DisciplineRecord & { muteCount: number },
): Promise<void> {
  await tx.update(users).set(record).where(eq(users.id, id));
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
