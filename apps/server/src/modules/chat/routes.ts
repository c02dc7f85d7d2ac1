import {
  CHANNEL_ACCESS_REASONS,
  NOTIFICATION_LEVELS,
  SIDEBAR_GROUPS,
  type PresenceSnapshot,
} from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses, sendJsonText } from '../../http';
import { memberRoom, type ChatServer } from '../../plugins/realtime';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import { channelChangesSince } from './changes';
import type { ChannelLists } from './channel-list';
import { channelHistoryAround } from './history-around';
import { chatMessageSchema } from './message-schema';
import { registerMemberRoutes } from './member-routes';
import { registerNotificationRoutes } from './notification-routes';
import { registerPinThreadRoutes } from './pin-thread-routes';
import { registerReaderActionRoutes } from './reader-actions-routes';
import { registerSearchRoutes } from './search-routes';
import { channelHistory, markChannelRead } from './service';

const countsSchema = z.object({ channel: z.string(), unread: z.number(), mentions: z.number() });
const slugParams = z.object({ slug: z.string().min(1).max(64) });

export function registerChatRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    session: SessionReader;
    io: ChatServer;
    presence: { snapshot(): PresenceSnapshot };
    channelLists: ChannelLists;
  },
) {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = createRouteGuards(deps);
  registerPinThreadRoutes(app, deps);
  registerSearchRoutes(app, deps);
  registerNotificationRoutes(app, deps);
  registerMemberRoutes(app, deps);
  registerReaderActionRoutes(app, deps);

  routes.get('/api/channels', {
    schema: {
      tags: ['chat'],
      summary:
        'The channels the member may read, in sidebar order, with write access and unread/mention counts',
      response: {
        200: z.object({
          channels: z.array(
            z.object({
              slug: z.string(),
              label: z.string(),
              group: z.enum(SIDEBAR_GROUPS),
              topic: z.string(),
              read: z.literal(true),
              write: z.boolean(),
              reason: z.enum(CHANNEL_ACCESS_REASONS),
              unread: z.number(),
              mentions: z.number(),
              /** The member's notification level here (decision 0035). */
              notify: z.enum(NOTIFICATION_LEVELS),
            }),
          ),
        }),
        ...errorResponses(401),
      },
    },
    ...signedIn,
    // Kept per member until something it was read from is written (decision 0079).
    handler: async (request, reply) =>
      sendJsonText(reply, await deps.channelLists.body(request.actor)),
  });

  routes.get('/api/channels/:slug/messages', {
    schema: {
      tags: ['chat'],
      summary:
        'A page of a channel: the newest 100, older ones with `before`, everything after `after`, or the page around a message with `around` (then `hasNewer` says newer ones follow)',
      params: slugParams,
      querystring: z
        .object({
          before: z.coerce.number().int().positive().optional(),
          after: z.coerce.number().int().min(0).optional(),
          around: z.coerce.number().int().positive().optional(),
          limit: z.coerce.number().int().min(1).max(100).default(100),
        })
        .refine(
          (q) => [q.before, q.after, q.around].filter((v) => v !== undefined).length <= 1,
          'Use one of before, after or around',
        ),
      response: {
        200: z.object({
          messages: z.array(chatMessageSchema),
          hasMore: z.boolean(),
          hasNewer: z.boolean().optional(),
          /** The channel's newest change when the page was read (decision 0056). */
          seq: z.number().int(),
        }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    ...signedIn,
    handler: async (request) => {
      const { around, limit } = request.query;
      return around === undefined
        ? channelHistory(db, request.actor, request.params.slug, request.query)
        : channelHistoryAround(db, request.actor, request.params.slug, { around, limit });
    },
  });

  routes.get('/api/channels/:slug/changes', {
    schema: {
      tags: ['chat'],
      summary:
        "What changed in a channel's messages after change `since` (decision 0056): each changed message as it now is, or `tooFarBehind` when the client must reload its window",
      params: slugParams,
      querystring: z.object({
        since: z
          .string()
          .regex(/^\d{1,15}$/, 'since must be the number of a change (0 for none)')
          .transform(Number),
      }),
      response: {
        200: z.object({
          tooFarBehind: z.boolean(),
          seq: z.number().int(),
          messages: z.array(chatMessageSchema),
        }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    ...signedIn,
    handler: (request) =>
      channelChangesSince(db, request.actor, request.params.slug, request.query.since),
  });

  routes.post('/api/channels/:slug/read', {
    schema: {
      tags: ['chat'],
      summary: 'Mark the channel read up to a message id; returns the new counts',
      params: slugParams,
      body: z.object({ lastId: z.number().int().min(0) }).strict(),
      response: { 200: z.object({ counts: countsSchema }), ...errorResponses(400, 401, 403, 404) },
    },
    ...signedIn,
    handler: async (request) => {
      const reader = request.actor;
      const counts = await markChannelRead(db, reader, request.params.slug, request.body.lastId);
      // The member's other devices clear the badge too.
      deps.io.to(memberRoom(reader.id)).emit('channel:counts', counts);
      return { counts };
    },
  });
}
