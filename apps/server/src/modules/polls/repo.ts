import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { polls, pollVotes } from './schema';

export type PollRow = typeof polls.$inferSelect;

/** Polls not deleted (or just the one asked for), newest first. */
export function listLivePolls(tx: Tx, only?: number): Promise<PollRow[]> {
  return tx
    .select()
    .from(polls)
    .where(
      only === undefined
        ? isNull(polls.deletedAt)
        : and(isNull(polls.deletedAt), eq(polls.id, only)),
    )
    .orderBy(desc(polls.createdAt), desc(polls.id));
}

/** Votes per poll and option, counted from the vote rows. */
export function countVotes(tx: Tx) {
  return tx
    .select({
      pollId: pollVotes.pollId,
      option: pollVotes.option,
      count: sql<number>`count(*)::int`,
    })
    .from(pollVotes)
    .groupBy(pollVotes.pollId, pollVotes.option)
    .orderBy(asc(pollVotes.pollId));
}

export function votesOf(tx: Tx, userId: string) {
  return tx.select().from(pollVotes).where(eq(pollVotes.userId, userId));
}

export async function findLivePoll(tx: Tx, id: number): Promise<PollRow | undefined> {
  const [poll] = await tx
    .select()
    .from(polls)
    .where(and(eq(polls.id, id), isNull(polls.deletedAt)));
  return poll;
}

export async function clearVote(tx: Tx, pollId: number, userId: string): Promise<void> {
  await tx.delete(pollVotes).where(and(eq(pollVotes.pollId, pollId), eq(pollVotes.userId, userId)));
}

/** One row per member and poll: a vote and a change are the same atomic upsert. */
export async function castVote(
  tx: Tx,
  vote: { pollId: number; userId: string; option: number },
): Promise<void> {
  await tx
    .insert(pollVotes)
    .values(vote)
    .onConflictDoUpdate({
      target: [pollVotes.pollId, pollVotes.userId],
      set: { option: vote.option, votedAt: sql`now()` },
    });
}
