import { canManageMeetings, MANAGE_MEETINGS_REFUSAL } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses, idParams } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import type { ChatEvents } from '../chat';
import { advanceMeeting, createMeeting, deleteMeeting, meetingLink, meetingsFor } from './service';

const meetingSchema = z.object({
  id: z.number(),
  title: z.string(),
  provider: z.string(),
  exclusive: z.boolean(),
  status: z.enum(['scheduled', 'live', 'ended']),
  canJoin: z.boolean(),
  startsAt: z
    .string()
    .nullable()
    .describe('When it is planned to start; null for meetings made before they had one'),
  createdAt: z.string(),
});
const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

/**
 * The planned start, as an ISO 8601 moment with its offset ('2026-12-01T18:00:00Z' or
 * '...T19:00:00+01:00'): the web turns the creator's local time into one, so every viewer can
 * be shown it in their own zone.
 */
const startTime = z.iso
  .datetime({
    offset: true,
    error: (issue) =>
      issue.input === undefined
        ? 'Start time is required'
        : 'Start time must be a date and time such as 2026-12-01T18:00:00Z',
  })
  .transform((iso) => new Date(iso));

/** Learn section meetings (spec screen 11, ruling 19). The link is only ever sent to who may join. */
export function registerMeetingRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader; events: ChatEvents },
) {
  const { db, events } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn, authorize } = createRouteGuards(deps);
  const managers = authorize(canManageMeetings, MANAGE_MEETINGS_REFUSAL);

  routes.get('/api/meetings', {
    schema: {
      tags: ['learn'],
      summary:
        'Meetings: live, then upcoming soonest first, then ended; with whether the member may join (links are never listed)',
      response: {
        200: z.object({ canManage: z.boolean(), meetings: z.array(meetingSchema) }),
        ...errorResponses(401),
      },
    },
    ...signedIn,
    handler: async (request) => ({
      canManage: canManageMeetings(request.actor),
      meetings: (await meetingsFor(db, request.actor)).map(({ meeting, canJoin }) => ({
        id: meeting.id,
        title: meeting.title,
        provider: meeting.provider,
        exclusive: meeting.exclusive,
        status: meeting.status,
        canJoin,
        startsAt: meeting.startsAt?.toISOString() ?? null,
        createdAt: meeting.createdAt.toISOString(),
      })),
    }),
  });

  routes.post('/api/meetings', {
    schema: {
      tags: ['learn'],
      summary: 'Create a meeting (founder or admin); exclusive unless said otherwise',
      body: z
        .object({
          title: required('Title', 120),
          provider: required('Provider', 60),
          link: required('Link', 500).pipe(
            z.url({ protocol: /^https?$/, error: 'The link must be an http(s) address' }),
          ),
          exclusive: z.boolean().default(true),
          startsAt: startTime,
        })
        .strict(),
      response: { 201: z.object({ id: z.number() }), ...errorResponses(400, 401, 403) },
    },
    ...managers,
    handler: async (request, reply) => {
      const id = await createMeeting(db, events, request.actor, request.body);
      return reply.status(201).send({ id });
    },
  });

  for (const action of ['start', 'end'] as const) {
    routes.post(`/api/meetings/:id/${action}`, {
      schema: {
        tags: ['learn'],
        summary: action === 'start' ? 'Start a scheduled meeting (Join opens)' : 'End a meeting',
        params: idParams,
        response: {
          200: z.object({ status: z.enum(['scheduled', 'live', 'ended']) }),
          ...errorResponses(401, 403, 404, 409),
        },
      },
      ...managers,
      handler: async (request) => ({
        status: await advanceMeeting(db, events, request.params.id, action),
      }),
    });
  }

  routes.delete('/api/meetings/:id', {
    schema: {
      tags: ['learn'],
      summary: 'Delete a meeting (founder or admin)',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    },
    ...managers,
    handler: async (request, reply) => {
      await deleteMeeting(db, events, request.params.id);
      return reply.status(204).send(null);
    },
  });

  routes.post('/api/meetings/:id/join', {
    schema: {
      tags: ['learn'],
      summary: 'The link of a live meeting, for members who may join it',
      params: idParams,
      response: { 200: z.object({ link: z.string() }), ...errorResponses(401, 403, 404, 409) },
    },
    ...signedIn,
    handler: async (request) => ({
      link: await meetingLink(db, request.actor, request.params.id),
    }),
  });
}
