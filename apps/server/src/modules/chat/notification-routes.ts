import { NOTIFICATION_LEVELS } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import { memberRoom, type ChatServer } from '../../plugins/realtime';
import type { SessionReader } from '../../plugins/session';
import { setNotificationLevel } from './notification-prefs';

const levelSchema = z.enum(NOTIFICATION_LEVELS, {
  error: `The level must be one of: ${NOTIFICATION_LEVELS.join(', ')}`,
});

/** The per-channel notification setting (decision 0035); GET /api/channels lists the levels. */
export function registerNotificationRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader; io: ChatServer },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = createRouteGuards(deps);

  routes.put('/api/channels/:slug/notifications', {
    schema: {
      tags: ['chat'],
      summary:
        "Set how much of a channel notifies the member: 'all', 'mentions' (the default) or 'muted'",
      params: z.object({ slug: z.string().min(1).max(64) }),
      body: z.object({ level: levelSchema }).strict(),
      response: {
        200: z.object({ channel: z.string(), level: levelSchema }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    ...signedIn,
    handler: async (request) => {
      const saved = await setNotificationLevel(
        deps.db,
        request.actor,
        request.params.slug,
        request.body.level,
      );
      // The member's other devices and tabs show the new level too.
      deps.io.to(memberRoom(request.actor.id)).emit('channel:notify', saved);
      return saved;
    },
  });
}
