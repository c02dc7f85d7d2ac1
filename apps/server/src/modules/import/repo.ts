import { and, desc, eq, sql } from 'drizzle-orm';
import { arrayParam, unnestRows } from '../../db/array-param';
import type { Tx } from '../../db/client';
import { importMappings, importRuns } from './schema';

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

/**
 * The mappings of these source ids of one entity, by source id, in one query. Each id is looked
 * up on its own through the primary key (the lateral subquery's limit keeps the planner from
 * merging it into a join): during an import the table grows faster than its statistics, and
 * with `source_id = any(...)` the planner took "entity = 'messages'" for a few hundred rows
 * and read every mapping of the entity for each batch, a cost that grew with the run.
 */
export async function findMappings(
  tx: Tx,
  entity: string,
  sourceIds: readonly string[],
): Promise<Map<string, Pick<MappingRow, 'targetId' | 'sourceHash'>>> {
  if (sourceIds.length === 0) return new Map();
  const result = await tx.execute(
    sql`select found.source_id, found.target_id, found.source_hash
        from unnest(${arrayParam(sourceIds, 'text')}) as wanted(source_id)
        cross join lateral (
          select mapping.source_id, mapping.target_id, mapping.source_hash
          from ${importMappings} as mapping
          where mapping.entity = ${entity} and mapping.source_id = wanted.source_id
          limit 1
        ) as found`,
  );
  // node-postgres and PGlite both answer { rows }.
  const { rows } = result as unknown as {
    rows: { source_id: string; target_id: string; source_hash: string }[];
  };
  return new Map(
    rows.map((row) => [row.source_id, { targetId: row.target_id, sourceHash: row.source_hash }]),
  );
}

export type NewMapping = { entity: string; sourceId: string; targetId: string; sourceHash: string };

export function saveMapping(tx: Tx, row: NewMapping): Promise<void> {
  return saveMappings(tx, [row]);
}

/**
 * Writes mappings in one statement (one array per column); an existing one of the same source
 * id is replaced.
 */
export async function saveMappings(tx: Tx, rows: NewMapping[]): Promise<void> {
  if (rows.length === 0) return;
  const values = unnestRows(rows, {
    entity: ['text', (r) => r.entity],
    source_id: ['text', (r) => r.sourceId],
    target_id: ['text', (r) => r.targetId],
    source_hash: ['text', (r) => r.sourceHash],
  });
  await tx.execute(
    sql`insert into ${importMappings} (entity, source_id, target_id, source_hash)
        select * from ${values}
        on conflict (entity, source_id) do update
          set target_id = excluded.target_id, source_hash = excluded.source_hash,
            imported_at = now()`,
  );
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
