import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { importRunSchema, listRuns, presentImportRun } from '../import';
import { consoleRoutes, type AdminDeps } from './guard';

/** How many past imports the console shows. */
const RUNS_SHOWN = 50;

/**
 * The console's Imports page (decision 0026): each run of `npm run import` (dry runs write
 * nothing, so they are not listed), who ran it, when, and its report.
 */
export function registerAdminImportRoutes(app: FastifyInstance, deps: AdminDeps) {
  const { routes, adminOnly } = consoleRoutes(app, deps);
  routes.get('/api/admin/imports', {
    schema: {
      tags: ['admin'],
      summary: 'Past imports from the old Firebase app, newest first, with their reports',
      response: {
        200: z.object({ imports: z.array(importRunSchema) }),
        ...errorResponses(401, 403),
      },
    },
    ...adminOnly,
    handler: async () => ({
      imports: (await listRuns(deps.db, RUNS_SHOWN)).map(presentImportRun),
    }),
  });
}
