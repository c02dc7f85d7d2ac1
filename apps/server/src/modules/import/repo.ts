import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { importMappings, importRuns } from '../../db/schema';

export type MappingRow = typeof importMappings.$inferSelect;
export type ImportRunRow = typeof importRuns.$inferSelect;

export async function findMapping(
  tx: Tx,
  entity: string,
  sourceId: string,
): Promise<MappingRow | undefined> {
  const [row] = await tx
    .select()
    .from(importMappings)
    .where(and(eq(importMappings.entity, entity), eq(importMappings.sourceId, sourceId)))
    .limit(1);
  return row;
}

/** Every source id -> target id of one entity (members: a few thousand rows). */
export async function allTargets(tx: Tx, entity: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ sourceId: importMappings.sourceId, targetId: importMappings.targetId })
    .from(importMappings)
    .where(eq(importMappings.entity, entity));
  return new Map(rows.map((r) => [r.sourceId, r.targetId]));
}

/** The mappings of these source ids of one entity, by source id, in one query. */
export async function findMappings(
  tx: Tx,
  entity: string,
  sourceIds: readonly string[],
): Promise<Map<string, MappingRow>> {
  if (sourceIds.length === 0) return new Map();
  const rows = await tx
    .select()
    .from(importMappings)
    .where(and(eq(importMappings.entity, entity), inArray(importMappings.sourceId, sourceIds)));
  return new Map(rows.map((row) => [row.sourceId, row]));
}

export type NewMapping = { entity: string; sourceId: string; targetId: string; sourceHash: string };

export function saveMapping(tx: Tx, row: NewMapping): Promise<void> {
  return saveMappings(tx, [row]);
}

/** Writes mappings in one statement; an existing one of the same source id is replaced. */
export async function saveMappings(tx: Tx, rows: NewMapping[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(importMappings)
    .values(rows)
    .onConflictDoUpdate({
      target: [importMappings.entity, importMappings.sourceId],
      set: {
        targetId: sql`excluded.target_id`,
        sourceHash: sql`excluded.source_hash`,
        importedAt: sql`now()`,
      },
    });
}

export async function deleteMapping(tx: Tx, entity: string, sourceId: string): Promise<void> {
  await tx
    .delete(importMappings)
    .where(and(eq(importMappings.entity, entity), eq(importMappings.sourceId, sourceId)));
}

export async function startRun(
  tx: Tx,
  run: { source: string; startedBy: string; dryRun: boolean },
): Promise<number> {
  const [row] = await tx.insert(importRuns).values(run).returning({ id: importRuns.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function finishRun(
  tx: Tx,
  id: number,
  outcome: {
    status: 'done' | 'refused' | 'failed' | 'interrupted';
    report?: Record<string, unknown>;
  },
): Promise<void> {
  await tx
    .update(importRuns)
    .set({ ...outcome, finishedAt: sql`now()` })
    .where(eq(importRuns.id, id));
}

/** Runs left "running" by an import that was killed (kill -9, a crash, a lost machine). */
export async function markInterruptedRuns(tx: Tx): Promise<void> {
  await tx
    .update(importRuns)
    .set({ status: 'interrupted' })
    .where(eq(importRuns.status, 'running'));
}

export function listRuns(tx: Tx, limit: number): Promise<ImportRunRow[]> {
  return tx.select().from(importRuns).orderBy(desc(importRuns.id)).limit(limit);
}
