import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { meetings, pollVotes, polls, signals } from '../../db/schema';

/** Updates the row an earlier run made, or inserts one; the row's id. */
async function upsertById<T extends typeof polls | typeof signals | typeof meetings>(
  tx: Tx,
  table: T,
  previous: string | undefined,
  values: T['$inferInsert'],
): Promise<number> {
  if (previous) {
    const [row] = await tx
      .update(table)
      .set(values as never)
      .where(eq(table.id, Number(previous)))
      .returning({ id: table.id });
    if (row) return row.id;
  }
  const [row] = await tx
    .insert(table)
    .values(values as never)
    .returning({ id: table.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

/**
 * The poll, and each member's vote from the export where they have none: votes cast here since
 * an earlier run are kept (one vote per member and poll).
 */
export async function upsertPoll(
  tx: Tx,
  previous: string | undefined,
  values: typeof polls.$inferInsert,
  votes: { userId: string; option: number }[],
  votedAt: Date | undefined,
): Promise<number> {
  const id = await upsertById(tx, polls, previous, values);
  if (votes.length > 0) {
    await tx
      .insert(pollVotes)
      .values(votes.map((v) => ({ ...v, pollId: id, ...(votedAt && { votedAt }) })))
      .onConflictDoNothing();
  }
  return id;
}

export const upsertSignal = (
  tx: Tx,
  previous: string | undefined,
  values: typeof signals.$inferInsert,
) => upsertById(tx, signals, previous, values);

export const upsertMeeting = (
  tx: Tx,
  previous: string | undefined,
  values: typeof meetings.$inferInsert,
) => upsertById(tx, meetings, previous, values);
