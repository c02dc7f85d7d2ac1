import { COPY, pushEndpointProblem } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError, badRequest, notFound } from '../../errors';
import { errorResponses, idParams } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import {
  deleteOwnSubscription,
  listSubscriptionsOf,
  upsertSubscription,
  type SubscriptionRow,
} from './repo';

/** A member's device subscriptions: enough for every browser they use, few enough to fan out. */
const SUBSCRIBES_PER_MINUTE = 10;

/** A base64url key of exactly `bytes` bytes, as PushSubscription.toJSON() gives it. */
const key = (label: string, bytes: number) =>
  z
    .string({ error: `${label} is required` })
    .max(200, `${label} is too long`)
    .refine(
      (value) =>
        /^[A-Za-z0-9_-]+=*$/.test(value) && Buffer.from(value, 'base64url').length === bytes,
      `${label} must be ${bytes} bytes in base64url, as the browser's subscription gives it`,
    );

const deviceSchema = z.object({
  id: z.number(),
  label: z.string(),
  endpoint: z.string().describe('The push service address: the web marks this device with it'),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});

const presentDevice = (row: SubscriptionRow) => ({
  id: row.id,
  label: row.label,
  endpoint: row.endpoint,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
});

/**
 * Each member's push devices (decision 0055): the server's VAPID public key to subscribe with,
 * then subscribe, list and remove their own devices. In production an endpoint must be a known
 * push service's, so a subscription can't make the server call an address of its choosing.
 */
export function registerPushRoutes(
  app: FastifyInstance,
  deps: {
    db: Database;
    session: SessionReader;
    publicKey: string | undefined;
    endpointRules: { production: boolean; extraHosts: string[] };
  },
) {
  const { db } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = createRouteGuards(deps);

  routes.get('/api/push/key', {
    schema: {
      tags: ['push'],
      summary: "The server's VAPID public key to subscribe a device with; null when push is off",
      response: { 200: z.object({ publicKey: z.string().nullable() }), ...errorResponses(401) },
    },
    ...signedIn,
    handler: async () => ({ publicKey: deps.publicKey ?? null }),
  });

  routes.post('/api/push/subscriptions', {
    schema: {
      tags: ['push'],
      summary: "Subscribe this device to the member's pushes (the browser's PushSubscription)",
      body: z
        .object({
          endpoint: z
            .string({ error: 'endpoint is required' })
            .max(2048, 'The endpoint is too long'),
          keys: z.object({ p256dh: key('keys.p256dh', 65), auth: key('keys.auth', 16) }).strip(),
          label: z.string().trim().min(1, 'Name the device').max(80, 'The device name is too long'),
        })
        .strip(),
      response: { 201: z.object({ device: deviceSchema }), ...errorResponses(400, 401, 503) },
    },
    config: { rateLimit: { max: SUBSCRIBES_PER_MINUTE, timeWindow: '1 minute' } },
    ...signedIn,
    handler: async (request, reply) => {
      if (!deps.publicKey) throw new AppError(503, 'push_off', COPY.server.push.notSetUp);
      const { endpoint, keys, label } = request.body;
      const problem = pushEndpointProblem(endpoint, deps.endpointRules);
      if (problem) throw badRequest(problem, 'push_endpoint_refused');
      const row = await upsertSubscription(db, {
        userId: request.actor.id,
        endpoint,
        p256dh: keys.p256dh,
        auth: keys.auth,
        label,
      });
      return reply.status(201).send({ device: presentDevice(row) });
    },
  });

  routes.get('/api/push/subscriptions', {
    schema: {
      tags: ['push'],
      summary: "The member's own push devices",
      response: { 200: z.object({ devices: z.array(deviceSchema) }), ...errorResponses(401) },
    },
    ...signedIn,
    handler: async (request) => ({
      devices: (await listSubscriptionsOf(db, request.actor.id)).map(presentDevice),
    }),
  });

  routes.delete('/api/push/subscriptions/:id', {
    schema: {
      tags: ['push'],
      summary: "Remove one of the member's own push devices; its waiting pushes go with it",
      params: idParams,
      response: { 204: z.null(), ...errorResponses(401, 404) },
    },
    ...signedIn,
    handler: async (request, reply) => {
      if (!(await deleteOwnSubscription(db, request.actor.id, request.params.id)))
        throw notFound(COPY.server.push.noSuchDevice);
      return reply.status(204).send(null);
    },
  });
}
