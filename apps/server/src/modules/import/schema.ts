import {
  primaryKey,
  boolean,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  index,
} from 'drizzle-orm/pg-core';

/**
 * What an import from the old Firebase app made of each source document (decision 0026): the
 * row it became and a hash of the fields it was made from, so a re-run skips what is unchanged,
 * brings in what changed, and never creates a second row. Written in the transaction that
 * writes the row, so an interrupted import leaves each document done or not done.
 */
export const importMappings = pgTable(
  'import_mappings',
  {
    entity: text('entity').notNull(),
    sourceId: text('source_id').notNull(),
    targetId: text('target_id').notNull(),
    sourceHash: text('source_hash').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.entity, t.sourceId] }),
    index('import_mappings_target_idx').on(t.entity, t.targetId),
  ],
);

/** Each import run, with its report, shown in the admin console. */
export const importRuns = pgTable(
  'import_runs',
  {
    id: serial('id').primaryKey(),
    source: text('source').notNull(),
    startedBy: text('started_by').notNull(),
    dryRun: boolean('dry_run').notNull().default(false),
    status: text('status', { enum: ['running', 'done', 'refused', 'failed', 'interrupted'] })
      .notNull()
      .default('running'),
    report: jsonb('report').$type<Record<string, unknown>>(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('import_runs_started_idx').on(t.startedAt)],
);
