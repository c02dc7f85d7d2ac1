import { SEARCH_QUERY_MAX } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http';
import type { ChatServer } from '../../plugins/realtime';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import { chatMessageSchema } from './message-schema';
import { searchMessages } from './search';

const rangeSchema = z.object({ start: z.number().int(), end: z.number().int() });

export function registerSearchRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader; io: ChatServer },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = createRouteGuards(deps);

  routes.get('/api/messages/search', {
    schema: {
      tags: ['chat'],
      summary:
        'Messages the member may read that match words and filters (from:, in:#channel, has:image, before:/after:YYYY-MM-DD), newest first; `highlights` are [start, end) offsets of the matches in the text',
      querystring: z.object({
        // The parser answers an overlong search with a readable message; this only bounds it.
        q: z.string().max(SEARCH_QUERY_MAX * 4),
        before: z.coerce.number().int().positive().optional(),
        limit: z.coerce.number().int().min(1).max(50).default(25),
      }),
      response: {
        200: z.object({
          results: z.array(
            z.object({
              message: chatMessageSchema,
              highlights: z.array(rangeSchema),
              threadRootId: z.number().int().nullable(),
            }),
          ),
          hasMore: z.boolean(),
        }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    ...signedIn,
    handler: async (request) => searchMessages(deps.db, request.actor, request.query),
  });
}
