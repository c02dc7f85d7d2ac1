import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { faqs } from '../../db/schema';

export function registerFaqRoutes(app: FastifyInstance, deps: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/faqs', {
    schema: {
      tags: ['content'],
      summary: 'Frequently asked questions, in display order',
      response: {
        200: z.object({
          faqs: z.array(z.object({ id: z.number(), header: z.string(), description: z.string() })),
        }),
      },
    },
    handler: async () => ({
      faqs: await deps.db
        .select({ id: faqs.id, header: faqs.header, description: faqs.description })
        .from(faqs)
        .orderBy(asc(faqs.position), asc(faqs.id)),
    }),
  });
}
