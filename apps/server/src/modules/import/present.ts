import { z } from 'zod';
import type { ImportRunRow } from './repo';
import type { ImportReport } from './report';

const reasonLine = z.object({
  reason: z.string(),
  count: z.number(),
  examples: z.array(z.string()).describe('a few source document ids'),
});

export const importReportSchema = z.object({
  source: z.string(),
  dryRun: z.boolean(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  entities: z.record(
    z.string(),
    z.object({
      read: z.number(),
      imported: z.number(),
      updated: z.number(),
      unchanged: z.number(),
      skipped: z.number(),
      skippedReasons: z.array(reasonLine),
      notes: z.array(reasonLine).describe('documents taken with a documented default'),
    }),
  ),
  errors: z.array(z.string()),
});

export const importRunSchema = z.object({
  id: z.number(),
  source: z.string(),
  startedBy: z.string(),
  status: z
    .enum(['running', 'done', 'refused', 'failed', 'interrupted'])
    .describe(
      'refused: done, but some documents were skipped; running: under way (or killed, until the next run starts); interrupted: stopped by a signal or killed',
    ),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  report: importReportSchema.nullable(),
});

export const presentImportRun = (row: ImportRunRow): z.infer<typeof importRunSchema> => ({
  id: row.id,
  source: row.source,
  startedBy: row.startedBy,
  status: row.status,
  startedAt: row.startedAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  report: (row.report as ImportReport | null) ?? null,
});
