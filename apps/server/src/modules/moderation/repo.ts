import type { DisciplineRecord } from '@bbt/domain';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { bannedWords } from './schema';

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

export async function saveDiscipline(
  tx: Tx,
  id: string,
  record: DisciplineRecord & { muteCount: number },
): Promise<void> {
  await tx.update(users).set(record).where(eq(users.id, id));
}
