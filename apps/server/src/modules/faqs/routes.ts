import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { listFaqs } from './repo';

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
    // Public content with no rules to apply: the route reads through the repo directly.
    handler: async () => ({ faqs: await listFaqs(deps.db) }),
  });
}
