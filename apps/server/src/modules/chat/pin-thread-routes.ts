import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import { chatMessageSchema } from './message-schema';
import { channelPins } from './pins';
import { followedThreads, markThreadRead, threadOf } from './threads';

const slugParams = z.object({ slug: z.string().min(1).max(64) });
const rootParams = z.object({ rootId: z.coerce.number().int().positive() });

/** Pins panels and thread side panels (decision 0034); pinning itself is the `message:pin` event. */
export function registerPinThreadRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader },
) {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = createRouteGuards(deps);

  routes.get('/api/channels/:slug/pins', {
    schema: {
      tags: ['chat'],
      summary: "The channel's pinned messages, most recently pinned first",
      params: slugParams,
      response: {
        200: z.object({ messages: z.array(chatMessageSchema) }),
        ...errorResponses(401, 403, 404),
      },
    },
    ...signedIn,
    handler: async (request) => ({
      messages: await channelPins(db, request.actor, request.params.slug),
    }),
  });

  routes.get('/api/channels/:slug/threads', {
    schema: {
      tags: ['chat'],
      summary:
        'The threads of the channel the member takes part in, with the replies they have not read',
      params: slugParams,
      response: {
        200: z.object({
          threads: z.array(z.object({ rootId: z.number().int(), unread: z.number().int() })),
        }),
        ...errorResponses(401, 403, 404),
      },
    },
    ...signedIn,
    handler: async (request) => ({
      threads: await followedThreads(db, request.actor, request.params.slug),
    }),
  });

  routes.get('/api/threads/:rootId', {
    schema: {
      tags: ['chat'],
      summary:
        "A thread: its root, its replies oldest first (after `after`) and the member's read position",
      params: rootParams,
      querystring: z.object({ after: z.coerce.number().int().min(0).default(0) }),
      response: {
        200: z.object({
          root: chatMessageSchema,
          replies: z.array(chatMessageSchema),
          hasMore: z.boolean(),
          lastReadId: z.number().int(),
        }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    ...signedIn,
    handler: async (request) =>
      threadOf(db, request.actor, request.params.rootId, { after: request.query.after }),
  });

  routes.post('/api/threads/:rootId/read', {
    schema: {
      tags: ['chat'],
      summary: 'Mark the thread read up to a reply id',
      params: rootParams,
      body: z.object({ lastId: z.number().int().min(0) }).strict(),
      response: {
        200: z.object({ rootId: z.number().int(), lastReadId: z.number().int() }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    ...signedIn,
    handler: async (request) =>
      markThreadRead(db, request.actor, request.params.rootId, request.body.lastId),
  });
}
