import { SELF_CLAIMABLE_ROLES } from '@bbt/domain';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses, sendJsonText } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import { meSchema, presentMe } from './present';
import type { UserRow } from './repo';
import { setSelfClaimedRole } from './roles';

const SIGNED_OUT = JSON.stringify({ user: null });

export function registerUserRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader; memberChanged: (userId: string) => Promise<void> },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = createRouteGuards(deps);
  /**
   * `/api/me`'s body per row read: a member's page loads ask for it again and again while the
   * row is kept (decision 0028), and nothing in it depends on the clock.
   */
  const meBodies = new WeakMap<UserRow, string>();
  const sendMe = (reply: FastifyReply, row: UserRow): void => {
    let body = meBodies.get(row);
    if (body === undefined) {
      body = JSON.stringify({ user: presentMe(row) });
      meBodies.set(row, body);
    }
    sendJsonText(reply, body);
  };

  routes.get('/api/me', {
    schema: {
      tags: ['users'],
      summary: 'The signed-in member with role flags and priority',
      response: { 200: z.object({ user: meSchema }), ...errorResponses(401) },
    },
    ...signedIn,
    // Not async: a kept row (the guard has just found it) is answered without a promise.
    handler: (request, reply) => {
      const kept = deps.session.keptMemberRow(request);
      if (kept) return sendMe(reply, kept);
      return deps.session.requireMemberRow(request).then((row) => sendMe(reply, row));
    },
  });

  // The web's session probe: a visitor's page asks who is signed in without an error answer
  // (a 401 from /api/me is logged by the browser on every signed-out page).
  routes.get('/api/session', {
    schema: {
      tags: ['users'],
      summary: 'Who is signed in: the member as /api/me answers, or null for a visitor',
      response: { 200: z.object({ user: meSchema.nullable() }) },
    },
    handler: (request, reply) => {
      const kept = deps.session.keptMemberRow(request);
      if (kept) return sendMe(reply, kept);
      return deps.session.optionalMemberRow(request).then((row) => {
        if (row) sendMe(reply, row);
        else sendJsonText(reply, SIGNED_OUT);
      });
    },
  });

  routes.post('/api/me/roles', {
    schema: {
      tags: ['users'],
      summary: 'Claim or remove an interest role (crypto, stocks, forex, free_signals)',
      body: z.object({ role: z.enum(SELF_CLAIMABLE_ROLES), claimed: z.boolean() }).strict(),
      response: { 200: z.object({ user: meSchema }), ...errorResponses(400, 401) },
    },
    ...signedIn,
    handler: async (request) => {
      const userId = request.actor.id;
      const user = await setSelfClaimedRole(
        deps.db,
        userId,
        request.body.role,
        request.body.claimed,
      );
      await deps.memberChanged(userId);
      return { user: presentMe(user) };
    },
  });
}
