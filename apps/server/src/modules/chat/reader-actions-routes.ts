import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http';
import { memberRoom, type ChatServer } from '../../plugins/realtime';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import { chatMemberSchema } from './member-schema';
import { markChannelUnread, memberProfile, reactorsOf } from './reader-actions';

/**
 * What a reader asks about the messages in front of them (decision 0067): who reacted, an
 * author's card, and marking a message unread.
 */
export function registerReaderActionRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader; io: ChatServer },
) {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = createRouteGuards(deps);

  routes.get('/api/messages/:id/reactions', {
    schema: {
      tags: ['chat'],
      summary:
        'Who reacted to a message with one emoji: the first 25 names in the order they reacted, the total and how many more; only where the reader may read',
      params: z.object({ id: z.coerce.number().int().positive() }),
      querystring: z
        .object({ emoji: z.string().min(1).max(64, { error: 'A reaction is one emoji' }) })
        .strict(),
      response: {
        200: z.object({
          emoji: z.string(),
          count: z.number().int(),
          members: z.array(z.object({ id: z.string(), name: z.string() })),
          more: z.number().int(),
        }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    ...signedIn,
    handler: (request) => reactorsOf(db, request.actor, request.params.id, request.query.emoji),
  });

  routes.get('/api/members/:id', {
    schema: {
      tags: ['chat'],
      summary: "A member's card, as a message's author popover shows it: roles and joined date",
      params: z.object({ id: z.string().min(1).max(128) }),
      response: {
        200: chatMemberSchema.extend({ joinedAt: z.string() }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    ...signedIn,
    handler: (request) => memberProfile(db, request.actor, request.params.id),
  });

  routes.post('/api/channels/:slug/unread', {
    schema: {
      tags: ['chat'],
      summary:
        "Mark unread from a message: the member's read position moves to just before it; returns the new counts",
      params: z.object({ slug: z.string().min(1).max(64) }),
      body: z.object({ messageId: z.number().int().positive() }).strict(),
      response: {
        200: z.object({
          counts: z.object({ channel: z.string(), unread: z.number(), mentions: z.number() }),
        }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    ...signedIn,
    handler: async (request) => {
      const reader = request.actor;
      const counts = await markChannelUnread(
        db,
        reader,
        request.params.slug,
        request.body.messageId,
      );
      // The member's other devices show the channel unread too.
      deps.io.to(memberRoom(reader.id)).emit('channel:counts', counts);
      return { counts };
    },
  });
}
