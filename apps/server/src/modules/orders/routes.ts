import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http';
import type { SessionReader } from '../../plugins/session';
import {
  cancelCheckoutOrder,
  listMemberOrders,
  listOrderLines,
  orderSchema,
  presentOrder,
} from '../checkout';

const ORDERS_SHOWN = 100;

export function registerOrderRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get('/api/orders', {
    schema: {
      tags: ['orders'],
      summary: "The signed-in member's own orders, newest first",
      response: { 200: z.object({ orders: z.array(orderSchema) }), ...errorResponses(401) },
    },
    preValidation: deps.session.requireSignedIn,
    handler: async (request) => {
      const userId = await deps.session.requireUserId(request);
      const held = await listMemberOrders(deps.db, userId, ORDERS_SHOWN);
      return { orders: held.map(({ order, lines }) => presentOrder(order, lines)) };
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
    preValidation: deps.session.requireSignedIn,
    handler: async (request) => {
      const userId = await deps.session.requireUserId(request);
      const order = await cancelCheckoutOrder(deps.db, { userId, id: request.params.id });
      return { order: presentOrder(order, await listOrderLines(deps.db, order.id)) };
    },
  });
}
