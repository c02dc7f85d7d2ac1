import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';
import { signals } from './schema';

export type SignalRow = typeof signals.$inferSelect;
export type NewSignal = Pick<
  typeof signals.$inferInsert,
  'name' | 'entry' | 'exit' | 'entryDecimals' | 'exitDecimals' | 'profit'
>;

/** Signals not deleted, newest first, each with its analyst's name. */
export function listSignals(tx: Tx, limit: number) {
  return tx
    .select({ signal: signals, analystName: users.name })
    .from(signals)
    .innerJoin(users, eq(users.id, signals.analystId))
    .where(isNull(signals.deletedAt))
    .orderBy(desc(signals.createdAt), desc(signals.id))
    .limit(limit);
}

export async function findLiveSignal(tx: Tx, id: number): Promise<SignalRow | undefined> {
  const [row] = await tx
    .select()
    .from(signals)
    .where(and(eq(signals.id, id), isNull(signals.deletedAt)));
  return row;
}

export async function insertSignal(
  tx: Tx,
  values: NewSignal & { analystId: string },
): Promise<SignalRow> {
  const [row] = await tx.insert(signals).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Closes a signal that is still active; undefined when it was closed already. */
export async function closeActiveSignal(
  tx: Tx,
  id: number,
  outcome: { position: string; pl: string },
): Promise<SignalRow | undefined> {
  const [row] = await tx
    .update(signals)
    .set({ active: false, ...outcome, closedAt: new Date() })
    .where(and(eq(signals.id, id), eq(signals.active, true)))
    .returning();
  return row;
}

export async function softDeleteSignal(tx: Tx, id: number): Promise<void> {
  await tx.update(signals).set({ deletedAt: new Date() }).where(eq(signals.id, id));
}

export async function analystNameOf(tx: Tx, analystId: string): Promise<string> {
  const [row] = await tx.select({ name: users.name }).from(users).where(eq(users.id, analystId));
  return row?.name ?? '';
}
