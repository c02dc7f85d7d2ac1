import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses, serialId } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import type { ChatEvents } from '../chat';
import { pollsFor, vote } from './service';

const pollSchema = z.object({
  id: z.number(),
  header: z.string(),
  text: z.string(),
  options: z.array(z.object({ index: z.number(), label: z.string(), count: z.number() })),
  myVote: z.number().nullable(),
  createdAt: z.string(),
});

export function registerPollRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader; events: ChatEvents },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = createRouteGuards(deps);

  routes.get('/api/polls', {
    schema: {
      tags: ['chat'],
      summary: 'The polls of the polls channel, newest first, with counts and the member’s vote',
      response: { 200: z.object({ polls: z.array(pollSchema) }), ...errorResponses(401, 403) },
    },
    ...signedIn,
    handler: async (request) => ({ polls: await pollsFor(deps.db, request.actor) }),
  });

  routes.post('/api/polls/:id/vote', {
    schema: {
      tags: ['chat'],
      summary: 'Vote for an option, change the vote, or clear it with `option: null` (spec §4)',
      params: z.object({ id: serialId() }),
      body: z.object({ option: z.number().int().min(0).nullable() }).strict(),
      response: { 200: z.object({ poll: pollSchema }), ...errorResponses(400, 401, 403, 404) },
    },
    ...signedIn,
    handler: async (request) => ({
      poll: await vote(deps.db, deps.events, request.actor, {
        pollId: request.params.id,
        option: request.body.option,
      }),
    }),
  });
}
