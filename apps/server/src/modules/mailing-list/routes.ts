import { COPY } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http';
import { joinMailingList, unsubscribe, unsubscribeTarget, type MailingListDeps } from './service';

const MAILING_LIST_RATE_PER_MINUTE = 10;
const UNSUBSCRIBE_RATE_PER_MINUTE = 30;

const tokenQuery = z.object({ token: z.string().min(1).max(1000) }).strict();

export function registerMailingListRoutes(app: FastifyInstance, deps: MailingListDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.post('/api/mailing-list', {
    schema: {
      tags: ['mailing-list'],
      summary:
        'Join the mailing list (newsletter form and first-visit popup); answers the discount code, also emailed',
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
      response: {
        201: z.object({
          message: z.string(),
          discountCode: z.object({
            code: z.string(),
            percent: z.number(),
            expiresAt: z.string(),
            used: z.boolean().describe('An address that left and came back keeps its one code'),
          }),
        }),
        ...errorResponses(400, 409, 429),
      },
    },
    config: { rateLimit: { max: MAILING_LIST_RATE_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request, reply) =>
      reply.status(201).send(await joinMailingList(deps, request.body.email)),
  });

  const rateLimit = { max: UNSUBSCRIBE_RATE_PER_MINUTE, timeWindow: '1 minute' };

  routes.get('/api/mailing-list/unsubscribe', {
    schema: {
      tags: ['mailing-list'],
      summary: 'Which address an unsubscribe link removes (the page asks before removing)',
      querystring: tokenQuery,
      response: { 200: z.object({ email: z.string() }), ...errorResponses(400, 410, 429) },
    },
    config: { rateLimit },
    handler: async (request) => ({ email: unsubscribeTarget(deps, request.query.token) }),
  });

  routes.post('/api/mailing-list/unsubscribe', {
    schema: {
      tags: ['mailing-list'],
      summary:
        "Remove the link's address from the mailing list, without signing in: the page's button, and mail clients' one-click unsubscribe (RFC 8058, body List-Unsubscribe=One-Click)",
      querystring: tokenQuery,
      response: {
        200: z.object({ email: z.string(), message: z.string() }),
        ...errorResponses(400, 410, 429),
      },
    },
    config: { rateLimit },
    handler: async (request) => unsubscribe(deps, request.query.token),
  });
}
