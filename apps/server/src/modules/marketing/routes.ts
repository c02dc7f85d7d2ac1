import { canUseMarketingTools, MARKETING_TOOLS_REFUSAL } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badgeTierSchema } from '../../domain-schemas';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import type { ChatEvents } from '../chat';
import { meSchema, presentMe } from '../users';
import {
  applyToMarketing,
  claimInvite,
  findInviter,
  marketerFigures,
  recordVisit,
  redeem,
  redeemableProducts,
} from './service';
import { visitorCookies } from './visitor-cookie';

const VISITS_PER_MINUTE = 30;
const dayRow = z.object({
  day: z.string(),
  visits: z.number(),
  signups: z.number(),
  sales: z.number(),
  credits: z.number(),
});

export function registerMarketingRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader; events: ChatEvents; config: AppConfig },
) {
  const { db, events } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn, authorize } = createRouteGuards(deps);
  const marketers = authorize(canUseMarketingTools, MARKETING_TOOLS_REFUSAL);
  const visitors = visitorCookies(deps.config.sessionSecret, deps.config.env === 'production');

  routes.get('/api/marketing', {
    schema: {
      tags: ['marketing'],
      summary: "A marketer's figures, history and invite link (member: false for everyone else)",
      response: {
        200: z.object({
          member: z.boolean(),
          stats: z
            .object({
              visits: z.number(),
              signups: z.number(),
              sales: z.number(),
              credits: z.number(),
            })
            .nullable(),
          inviteLink: z.string().nullable(),
          history: z.array(dayRow),
        }),
        ...errorResponses(401),
      },
    },
    ...signedIn,
    handler: async (request) => {
      const { actor } = request;
      if (!canUseMarketingTools(actor))
        return { member: false, stats: null, inviteLink: null, history: [] };
      return {
        member: true,
        ...(await marketerFigures(db, actor.id)),
        inviteLink: `${deps.config.publicUrl}/invite/${encodeURIComponent(actor.id)}`,
      };
    },
  });

  routes.post('/api/marketing/apply', {
    schema: {
      tags: ['marketing'],
      summary: 'Apply to the marketing team with a cv text',
      body: z
        .object({
          cv: z
            .string({ error: 'Tell us about yourself' })
            .trim()
            .min(1, 'Tell us about yourself')
            .max(2000, 'Your application is at most 2000 characters'),
        })
        .strict(),
      response: { 200: z.object({ user: meSchema }), ...errorResponses(400, 401, 409) },
    },
    ...signedIn,
    handler: async (request) => ({
      user: presentMe(await applyToMarketing(db, events, request.actor.id, request.body.cv)),
    }),
  });

  const inviteParams = z.object({ inviteId: z.string().min(1).max(100) });

  routes.get('/api/invites/:inviteId', {
    schema: {
      tags: ['marketing'],
      summary: 'Who invited the visitor (public)',
      params: inviteParams,
      response: {
        200: z.object({ inviter: z.object({ name: z.string() }) }),
        ...errorResponses(404),
      },
    },
    handler: async (request) => ({
      inviter: { name: (await findInviter(db, request.params.inviteId)).name },
    }),
  });

  routes.post('/api/invites/:inviteId/visit', {
    schema: {
      tags: ['marketing'],
      summary:
        'Count a visit of an invite link: once per browser per day, by a visitor id the server issues in an httpOnly cookie',
      params: inviteParams,
      response: { 204: z.null(), ...errorResponses(400, 404, 429) },
    },
    config: { rateLimit: { max: VISITS_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      let visitor = visitors.read(request.headers.cookie);
      if (visitor === null) {
        const issued = visitors.issue();
        visitor = issued.id;
        reply.header('set-cookie', issued.setCookie);
      }
      await recordVisit(db, request.params.inviteId, visitor);
      return reply.status(204).send(null);
    },
  });

  routes.post('/api/invites/claim', {
    schema: {
      tags: ['marketing'],
      summary:
        'Record the inviter of the signed-in member (once; never themselves; within 7 days of signing up; never someone they invited)',
      body: z.object({ inviteId: z.string().min(1).max(100) }).strict(),
      response: {
        200: z.object({ claimed: z.boolean() }),
        ...errorResponses(400, 401, 403, 409),
      },
    },
    ...signedIn,
    handler: async (request) => ({
      claimed: await claimInvite(db, request.actor.id, request.body.inviteId),
    }),
  });

  routes.get('/api/marketing/redeem', {
    schema: {
      tags: ['marketing'],
      summary: 'Credits and the products they can buy (marketing role required)',
      response: {
        200: z.object({
          credits: z.number(),
          products: z.array(
            z.object({
              key: z.string(),
              title: z.string(),
              imageUrl: z.string(),
              price: z.number(),
              owned: z.boolean(),
              tiers: z.array(
                z.object({ tier: badgeTierSchema, title: z.string(), price: z.number() }),
              ),
            }),
          ),
        }),
        ...errorResponses(401, 403),
      },
    },
    ...marketers,
    handler: async (request) => redeemableProducts(db, request.actor.id),
  });

  routes.post('/api/marketing/redeem', {
    schema: {
      tags: ['marketing'],
      summary: 'Spend credits on a product: its price comes off, its role is granted',
      body: z
        .object({
          product: z.string().min(1).max(100),
          tier: badgeTierSchema.optional(),
        })
        .strict(),
      response: {
        200: z.object({ message: z.string(), credits: z.number() }),
        ...errorResponses(400, 401, 402, 403, 404, 409),
      },
    },
    ...marketers,
    handler: async (request) => redeem(db, events, request.actor.id, request.body),
  });
}
