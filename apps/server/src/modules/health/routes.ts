import { COPY } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client';
import { errorResponses } from '../../http';
import { AppError } from '../../errors';

export function registerHealthRoutes(app: FastifyInstance, deps: { database: DatabaseHandle }) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/healthz', {
    schema: {
      tags: ['health'],
      summary: 'The process is up',
      response: { 200: z.object({ status: z.literal('ok') }) },
    },
    handler: async () => ({ status: 'ok' as const }),
  });
  routes.get('/readyz', {
    schema: {
      tags: ['health'],
      summary: 'The database answers',
      response: {
        200: z.object({ status: z.literal('ready'), database: z.string() }),
        ...errorResponses(503),
      },
    },
    handler: async () => {
      try {
        await deps.database.ping();
      } catch {
        throw new AppError(503, 'database_unavailable', COPY.server.health.databaseUnavailable);
      }
      return { status: 'ready' as const, database: deps.database.kind };
    },
  });
}
