import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COPY, DEV_PERSONAS, ROLE_LABELS } from '@bbt/domain';
import { z } from 'zod';
import type { AppConfig } from '../../config';
import type { Database } from '../../db/client';
import { DEMO_PERSONAS } from '../../db/seed-content';
import { errorResponses } from '../../http';
import {
  devSignInResponse,
  sendFetchResponse,
  signInProviders,
  type Auth,
} from '../../plugins/auth';
import { loadCurrentUser, meSchema, presentMe } from '../users';
import { notFound } from '../../errors';
import { sendSignInLink } from './email-link';

/** A path on this site: never `//host` or `/\\host`, which browsers read as another site. */
const isOwnPath = (path: string) =>
  path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\');

export function registerSignInRoutes(
  app: FastifyInstance,
  deps: { auth: Auth; config: AppConfig; db: Database },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get('/api/auth-options', {
    schema: {
      tags: ['auth'],
      summary: 'Sign-in providers configured on this server, and dev personas outside production',
      response: {
        200: z.object({
          providers: z.array(z.object({ id: z.string(), name: z.string() })),
          passwordSignIn: z
            .boolean()
            .describe(
              'Whether members imported from the old app may sign in with their password (POST /api/auth/sign-in/email)',
            ),
          devPersonas: z.array(
            z.object({
              as: z.enum(DEV_PERSONAS),
              name: z.string(),
              roleLabel: z.string(),
              image: z.string(),
            }),
          ),
        }),
      },
    },
    handler: async () => ({
      providers: signInProviders(deps.config),
      passwordSignIn: deps.config.firebasePasswordHash !== undefined,
      devPersonas: deps.config.devSignIn
        ? DEMO_PERSONAS.map((p) => ({
            as: p.as,
            name: p.name,
            roleLabel: ROLE_LABELS[p.roles[0] ?? 'free_member'],
            image: p.image,
          }))
        : [],
    }),
  });

  routes.post('/api/sign-in/email-link', {
    schema: {
      tags: ['auth'],
      summary:
        "Mail a sign-in link to a member's address; answered the same whether or not the address is a member's",
      body: z
        .object({
          email: z.email('Enter a valid email address').max(254),
          next: z
            .string()
            .max(2000)
            .refine(isOwnPath, 'next is a path on this site')
            .optional()
            .describe('Where to go once signed in'),
        })
        .strict(),
      response: { 200: z.object({ accepted: z.literal(true) }), ...errorResponses(400, 429) },
    },
    config: {
      rateLimit: { max: deps.config.signInLinkRateLimitPerHour, timeWindow: '1 hour' },
    },
    handler: async (request) => {
      await sendSignInLink(deps, request.body.email, request.body.next);
      return { accepted: true as const };
    },
  });

  if (!deps.config.devSignIn) return;

  routes.post('/api/dev/sign-in', {
    schema: {
      tags: ['auth'],
      summary: 'Sign in as a seeded persona (development only; never mounted in production)',
      body: z.object({ as: z.enum(DEV_PERSONAS) }).strict(),
      response: { 200: z.object({ user: meSchema }), ...errorResponses(400, 404, 429) },
    },
    config: { rateLimit: { max: deps.config.authRateLimitPerMinute, timeWindow: '1 minute' } },
    handler: async (request, reply) => {
      const persona = DEMO_PERSONAS.find((p) => p.as === request.body.as);
      if (!persona) throw notFound(COPY.server.signIn.unknownPersona);
      const response = await devSignInResponse(deps.auth, deps.config, persona.id);
      if (!response.ok) return sendFetchResponse(reply, response);
      reply.header('set-cookie', response.headers.getSetCookie());
      return { user: presentMe(await loadCurrentUser(deps.db, persona.id)) };
    },
  });
}
