import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses, fileResponse, idParams } from '../../http';
import { toCsv } from './csv';
import { paging, consoleRoutes, type AdminDeps } from './guard';
import { countSubscribers, listSubscribers, removeSubscriber } from './mailing-list-service';

const search = z.string().trim().max(200).default('');

export function registerAdminMailingListRoutes(app: FastifyInstance, deps: AdminDeps) {
  const { routes, adminOnly } = consoleRoutes(app, deps);
  const { db } = deps;

  routes.get('/api/admin/mailing-list', {
    schema: {
      tags: ['admin'],
      summary: 'Mailing list subscribers, newest first, with a search on the email',
      querystring: z.object({ search, ...paging }).strict(),
      response: {
        200: z.object({
          entries: z.array(z.object({ id: z.number(), email: z.string(), createdAt: z.string() })),
          total: z.number(),
        }),
        ...errorResponses(400, 401, 403),
      },
    },
    ...adminOnly,
    handler: async (request) => {
      const { search: text, offset, limit } = request.query;
      const rows = await listSubscribers(db, text, { offset, limit });
      return {
        entries: rows.map((r) => ({
          id: r.id,
          email: r.email,
          createdAt: r.createdAt.toISOString(),
        })),
        total: await countSubscribers(db, text),
      };
    },
  });

  routes.delete('/api/admin/mailing-list/:id', {
    schema: {
      tags: ['admin'],
      summary: 'Remove an address from the mailing list (its discount code stays as it is)',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    ...adminOnly,
    handler: async (request, reply) => {
      await removeSubscriber(db, request.params.id);
      return reply.status(204).send(null);
    },
  });

  routes.get('/api/admin/mailing-list/export.csv', {
    schema: {
      tags: ['admin'],
      summary: 'The mailing list (or the searched part of it) as a CSV file',
      querystring: z.object({ search }).strict(),
      response: {
        200: fileResponse('text/csv', 'One row per address: email, subscribed_at'),
        ...errorResponses(401, 403),
      },
    },
    ...adminOnly,
    handler: async (request, reply) => {
      const rows = await listSubscribers(db, request.query.search);
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="mailing-list-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(
          toCsv(
            ['email', 'subscribed_at'],
            rows.map((r) => [r.email, r.createdAt.toISOString()]),
          ),
        );
    },
  });
}
