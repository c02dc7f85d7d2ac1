import { COPY } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http';
import { joinMailingList } from './service';

const MAILING_LIST_RATE_PER_MINUTE = 10;

export function registerMailingListRoutes(app: FastifyInstance, deps: { db: Database }) {
  app.withTypeProvider<ZodTypeProvider>().post('/api/mailing-list', {
    schema: {
      tags: ['mailing-list'],
      summary: 'Join the mailing list (newsletter form and first-visit popup)',
      body: z
        .object({
          email: z
            .string({ error: COPY.mailing.required })
            .trim()
            .min(1, COPY.mailing.required)
            .max(254, COPY.mailing.invalid)
            .pipe(z.email(COPY.mailing.invalid)),
        })
        .strict(),
      response: { 201: z.object({ message: z.string() }), ...errorResponses(400, 409, 429) },
    },
    config: { rateLimit: { max: MAILING_LIST_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const message = await joinMailingList(deps.db, request.body.email);
      return reply.status(201).send({ message });
    },
  });
}
