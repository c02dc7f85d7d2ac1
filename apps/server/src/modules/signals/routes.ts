import {
  canManageSignals,
  MANAGE_SIGNALS_REFUSAL,
  readSignalLevel,
  SIGNAL_TEXT_LIMITS,
  signalLevelText,
} from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses, idParams } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import type { ChatEvents } from '../chat';
import type { PushQueue } from '../push';
import { closeSignal, deleteSignal, postSignal, signalsBoard, type PostedSignal } from './service';

const signalSchema = z.object({
  id: z.number(),
  name: z.string(),
  entry: z.string().describe("The level as the analyst typed it, decimals kept: '1.0920'"),
  exit: z.string().describe("The level as the analyst typed it, decimals kept: '1.0920'"),
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
/**
 * An entry or exit level the signals table stores exactly (the domain's numeric(18,8) rule):
 * decimal text as typed, whose decimals are kept ('1.0920'), or a number.
 */
const level = (label: string) =>
  z
    .union([z.string(), z.number()], { error: `${label} must be a number` })
    .superRefine((value, ctx) => {
      const { problem } = readSignalLevel(label, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    });

const present = ({ signal: row, analystName }: PostedSignal) => ({
  id: row.id,
  name: row.name,
  entry: signalLevelText(row.entry, row.entryDecimals),
  exit: signalLevelText(row.exit, row.exitDecimals),
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
  deps: { db: Database; session: SessionReader; events: ChatEvents; pushes: PushQueue },
) {
  const { db, events, pushes } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn, authorize } = createRouteGuards(deps);
  const managers = authorize(canManageSignals, MANAGE_SIGNALS_REFUSAL);

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
    ...signedIn,
    handler: async (request) => {
      const board = await signalsBoard(db, request.actor);
      return {
        ...board,
        active: board.active.map(present),
        history: board.history.map(present),
      };
    },
  });

  routes.post('/api/signals', {
    schema: {
      tags: ['signals'],
      summary: 'Post a signal (founder or analyst)',
      body: z
        .object({
          name: text('Name', SIGNAL_TEXT_LIMITS.name),
          entry: level('Entry'),
          exit: level('Exit'),
          profit: text('Profit', SIGNAL_TEXT_LIMITS.profit),
        })
        .strict(),
      response: { 201: z.object({ signal: signalSchema }), ...errorResponses(400, 401, 403) },
    },
    ...managers,
    handler: async (request, reply) => {
      const posted = await postSignal(db, { events, pushes }, request.actor, request.body);
      return reply.status(201).send({ signal: present(posted) });
    },
  });

  routes.post('/api/signals/:id/close', {
    schema: {
      tags: ['signals'],
      summary: 'Close an active signal with its position and P&L; it moves to the history',
      params: idParams,
      body: z
        .object({
          position: text('Position', SIGNAL_TEXT_LIMITS.position),
          pl: text('P&L', SIGNAL_TEXT_LIMITS.pl),
        })
        .strict(),
      response: {
        200: z.object({ signal: signalSchema }),
        ...errorResponses(400, 401, 403, 404, 409),
      },
    },
    ...managers,
    handler: async (request) => ({
      signal: present(await closeSignal(db, events, request.params.id, request.body)),
    }),
  });

  routes.delete('/api/signals/:id', {
    schema: {
      tags: ['signals'],
      summary: 'Delete a signal (founder or analyst; ruling 7)',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(401, 403, 404) },
    },
    ...managers,
    handler: async (request, reply) => {
      await deleteSignal(db, events, request.actor, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
