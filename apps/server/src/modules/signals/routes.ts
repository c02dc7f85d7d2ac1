import {
  analystStats,
  canManageSignals,
  canReadActiveSignals,
  signalLevelProblem,
} from '@bbt/domain';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { signals, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../errors';
import { errorResponses, idParams } from '../../http';
import type { SessionReader } from '../../plugins/session';
import type { ChatEvents } from '../chat';
import { recordAudit } from '../moderation';
import { loadCurrentUser, roleFlagsOf } from '../users';

const HISTORY_SHOWN = 200;
const signalSchema = z.object({
  id: z.number(),
  name: z.string(),
  entry: z.number(),
  exit: z.number(),
  profit: z.string(),
  createdAt: z.string(),
  analyst: z.object({ id: z.string(), name: z.string() }),
  active: z.boolean(),
  position: z.string().nullable(),
  pl: z.string().nullable(),
  closedAt: z.string().nullable(),
});
const text = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`);
/** An entry or exit level the signals table stores exactly (the domain's numeric(18,8) rule). */
const level = (label: string) =>
  z.number({ error: `${label} must be a number` }).superRefine((value, ctx) => {
    const problem = signalLevelProblem(label, value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

type SignalRow = typeof signals.$inferSelect;
const present = (row: SignalRow, analystName: string) => ({
  id: row.id,
  name: row.name,
  entry: row.entry,
  exit: row.exit,
  profit: row.profit,
  createdAt: row.createdAt.toISOString(),
  analyst: { id: row.analystId, name: analystName },
  active: row.active,
  position: row.position,
  pl: row.pl,
  closedAt: row.closedAt?.toISOString() ?? null,
});

export function registerSignalRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader; events: ChatEvents },
) {
  const { db, session, events } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const rolesOf = async (request: FastifyRequest) => {
    const user = await loadCurrentUser(db, await session.requireUserId(request));
    return { user, roles: roleFlagsOf(user) };
  };
  const manager = async (request: FastifyRequest) => {
    const who = await rolesOf(request);
    if (!canManageSignals(who.roles)) throw forbidden('Only a founder or an analyst can do this');
    return who.user;
  };
  const findLive = async (id: number) => {
    const [row] = await db
      .select()
      .from(signals)
      .where(and(eq(signals.id, id), isNull(signals.deletedAt)));
    if (!row) throw notFound('No such signal');
    return row;
  };

  routes.get('/api/signals', {
    schema: {
      tags: ['signals'],
      summary:
        'Active signals (premium signals, staff and analysts), the trade history and per-analyst figures',
      response: {
        200: z.object({
          canRead: z.boolean(),
          canManage: z.boolean(),
          active: z.array(signalSchema),
          history: z.array(signalSchema),
          analysts: z.array(
            z.object({
              analystId: z.string(),
              analystName: z.string(),
              trades: z.number(),
              wins: z.number(),
              winRate: z.number(),
              cumulativePl: z.number(),
              series: z.array(z.object({ at: z.string(), cumulativePl: z.number() })),
            }),
          ),
        }),
        ...errorResponses(401),
      },
    },
    preValidation: session.requireSignedIn,
    handler: async (request) => {
      const { roles } = await rolesOf(request);
      const rows = await db
        .select({ signal: signals, analystName: users.name })
        .from(signals)
        .innerJoin(users, eq(users.id, signals.analystId))
        .where(isNull(signals.deletedAt))
        .orderBy(desc(signals.createdAt), desc(signals.id))
        .limit(HISTORY_SHOWN);
      const canRead = canReadActiveSignals(roles);
      const closed = rows.filter((r) => !r.signal.active);
      return {
        canRead,
        canManage: canManageSignals(roles),
        active: canRead
          ? rows.filter((r) => r.signal.active).map((r) => present(r.signal, r.analystName))
          : [],
        history: closed.map((r) => present(r.signal, r.analystName)),
        analysts: analystStats(
          closed.map((r) => ({
            analystId: r.signal.analystId,
            analystName: r.analystName,
            pl: r.signal.pl ?? '',
            closedAt: r.signal.closedAt ?? r.signal.createdAt,
          })),
        ),
      };
    },
  });

  routes.post('/api/signals', {
    schema: {
      tags: ['signals'],
      summary: 'Post a signal (founder or analyst)',
      body: z
        .object({
          name: text('Name', 80),
          entry: level('Entry'),
          exit: level('Exit'),
          profit: text('Profit', 40),
        })
        .strict(),
      response: { 201: z.object({ signal: signalSchema }), ...errorResponses(400, 401, 403) },
    },
    preValidation: session.requireSignedIn,
    handler: async (request, reply) => {
      const analyst = await manager(request);
      const [row] = await db
        .insert(signals)
        .values({ ...request.body, analystId: analyst.id })
        .returning();
      events.signalsChanged();
      return reply.status(201).send({ signal: present(row!, analyst.name) });
    },
  });

  routes.post('/api/signals/:id/close', {
    schema: {
      tags: ['signals'],
      summary: 'Close an active signal with its position and P&L; it moves to the history',
      params: idParams,
      body: z.object({ position: text('Position', 40), pl: text('P&L', 40) }).strict(),
      response: {
        200: z.object({ signal: signalSchema }),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    preValidation: session.requireSignedIn,
    handler: async (request) => {
      await manager(request);
      const existing = await findLive(request.params.id);
      const [row] = await db
        .update(signals)
        .set({
          active: false,
          position: request.body.position,
          pl: request.body.pl,
          closedAt: new Date(),
        })
        .where(and(eq(signals.id, existing.id), eq(signals.active, true)))
        .returning();
      if (!row) throw conflict('This signal is already closed');
      events.signalsChanged();
      const [analyst] = await db
        .select({ name: users.name })
        .from(users)
        .where(eq(users.id, row.analystId));
      return { signal: present(row, analyst?.name ?? '') };
    },
  });

  routes.delete('/api/signals/:id', {
    schema: {
      tags: ['signals'],
      summary: 'Delete a signal (founder or analyst; ruling 7)',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    },
    preValidation: session.requireSignedIn,
    handler: async (request, reply) => {
      const actor = await manager(request);
      const existing = await findLive(request.params.id);
      await db.transaction(async (tx) => {
        await tx.update(signals).set({ deletedAt: new Date() }).where(eq(signals.id, existing.id));
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'delete-signal',
          details: { signalId: existing.id, name: existing.name },
        });
      });
      events.signalsChanged();
      return reply.status(204).send(null);
    },
  });
}
