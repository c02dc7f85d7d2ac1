import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import {
  cancelCheckoutOrder,
  listMemberOrders,
  orderSchema,
  presentMemberOrderRow,
  presentMemberOrders,
} from '../checkout';

const ORDERS_SHOWN = 100;

export function registerOrderRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader; secret: string },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = createRouteGuards(deps);

  routes.get('/api/orders', {
    schema: {
      tags: ['orders'],
      summary:
        "The signed-in member's own orders, newest first, with their license keys and signed download links",
      response: { 200: z.object({ orders: z.array(orderSchema) }), ...errorResponses(401) },
    },
    ...signedIn,
    handler: async (request) => {
      const held = await listMemberOrders(deps.db, request.actor.id, ORDERS_SHOWN);
      return {
        orders: await presentMemberOrders(deps.db, deps.secret, request.actor, held),
      };
    },
  });

  routes.post('/api/orders/:id/cancel', {
    schema: {
      tags: ['orders'],
      summary: "Cancel one of the member's own orders while it is still awaiting payment",
      params: z.object({ id: z.string().min(1).max(100) }),
      response: {
        200: z.object({ order: orderSchema }),
        ...errorResponses(401, 404, 409),
      },
    },
    ...signedIn,
    handler: async (request) => {
      const order = await cancelCheckoutOrder(deps.db, {
        userId: request.actor.id,
        id: request.params.id,
      });
      return { order: await presentMemberOrderRow(deps.db, deps.secret, request.actor, order) };
    },
  });
}
