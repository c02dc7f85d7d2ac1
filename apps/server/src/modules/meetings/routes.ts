import { canManageMeetings, COPY, mayJoinMeeting, nextMeetingStatus } from '@bbt/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { meetings } from '../../db/schema';
import { AppError, conflict, forbidden, notFound } from '../../errors';
import { errorResponses, idParams } from '../../http';
import type { SessionReader } from '../../plugins/session';
import type { ChatEvents } from '../chat';
import { loadCurrentUser, roleFlagsOf } from '../users';

const meetingSchema = z.object({
  id: z.number(),
  title: z.string(),
  provider: z.string(),
  exclusive: z.boolean(),
  status: z.enum(['scheduled', 'live', 'ended']),
  canJoin: z.boolean(),
  createdAt: z.string(),
});
const required = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);

/** Learn section meetings (spec screen 11, ruling 19). The link is only ever sent to who may join. */
export function registerMeetingRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader; events: ChatEvents },
) {
  const { db, session, events } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rolesOf = async (request: FastifyRequest) =>
    roleFlagsOf(await loadCurrentUser(db, await session.requireUserId(request)));
  const manager = async (request: FastifyRequest) => {
    if (!canManageMeetings(await rolesOf(request)))
      throw forbidden('Only a founder or an admin can do this');
    return session.requireUserId(request);
  };
  const find = async (id: number) => {
    const [row] = await db
      .select()
      .from(meetings)
      .where(and(eq(meetings.id, id), isNull(meetings.deletedAt)));
    if (!row) throw notFound('No such meeting');
    return row;
  };

  routes.get('/api/meetings', {
    schema: {
      tags: ['learn'],
      summary: 'Meetings, newest first, with whether the member may join (links are never listed)',
      response: {
        200: z.object({ canManage: z.boolean(), meetings: z.array(meetingSchema) }),
        ...errorResponses(401),
      },
    },
    preValidation: session.requireSignedIn,
    handler: async (request) => {
      const roles = await rolesOf(request);
      const rows = await db
        .select()
        .from(meetings)
        .where(isNull(meetings.deletedAt))
        .orderBy(desc(meetings.createdAt));
      return {
        canManage: canManageMeetings(roles),
        meetings: rows.map((row) => ({
          id: row.id,
          title: row.title,
          provider: row.provider,
          exclusive: row.exclusive,
          status: row.status,
          canJoin: row.status === 'live' && mayJoinMeeting(roles, row),
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },
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
        })
        .strict(),
      response: { 201: z.object({ id: z.number() }), ...errorResponses(400, 401, 403) },
    },
    preValidation: session.requireSignedIn,
    handler: async (request, reply) => {
      const createdBy = await manager(request);
      const [row] = await db
        .insert(meetings)
        .values({ ...request.body, createdBy })
        .returning({ id: meetings.id });
      events.meetingsChanged();
      return reply.status(201).send({ id: row!.id });
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
      preValidation: session.requireSignedIn,
      handler: async (request) => {
        await manager(request);
        const meeting = await find(request.params.id);
        const next = nextMeetingStatus(meeting.status, action);
        if (!next)
          throw conflict(
            `A ${meeting.status} meeting can't be ${action === 'start' ? 'started' : 'ended'}`,
          );
        const [row] = await db
          .update(meetings)
          .set({
            status: next,
            ...(action === 'start' ? { startedAt: new Date() } : { endedAt: new Date() }),
          })
          .where(and(eq(meetings.id, meeting.id), eq(meetings.status, meeting.status)))
          .returning({ status: meetings.status });
        if (!row) throw conflict('The meeting changed meanwhile; try again');
        events.meetingsChanged();
        return { status: row.status };
      },
    });
  }

  routes.delete('/api/meetings/:id', {
    schema: {
      tags: ['learn'],
      summary: 'Delete a meeting (founder or admin)',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    },
    preValidation: session.requireSignedIn,
    handler: async (request, reply) => {
      await manager(request);
      const meeting = await find(request.params.id);
      await db.update(meetings).set({ deletedAt: new Date() }).where(eq(meetings.id, meeting.id));
      events.meetingsChanged();
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
    preValidation: session.requireSignedIn,
    handler: async (request) => {
      const roles = await rolesOf(request);
      const meeting = await find(request.params.id);
      if (!mayJoinMeeting(roles, meeting))
        throw new AppError(403, 'blue_badge_required', COPY.meetings.needBadge);
      if (meeting.status !== 'live')
        throw conflict(
          meeting.status === 'ended' ? 'This meeting has ended' : "This meeting hasn't started yet",
        );
      return { link: meeting.link };
    },
  });
}
