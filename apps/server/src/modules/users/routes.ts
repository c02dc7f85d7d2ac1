import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { SessionReader } from '../../plugins/session';
import { errorResponses } from '../../http';
import { meSchema, presentMe } from './present';
import { loadCurrentUser } from './service';

export function registerUserRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader },
) {
  app.withTypeProvider<ZodTypeProvider>().get('/api/me', {
    schema: {
      tags: ['users'],
      summary: 'The signed-in member with role flags and priority',
      response: { 200: z.object({ user: meSchema }), ...errorResponses(401) },
    },
    preValidation: deps.session.requireSignedIn,
    handler: async (request) => {
      const userId = await deps.session.requireUserId(request);
      return { user: presentMe(await loadCurrentUser(deps.db, userId)) };
    },
  });
}
