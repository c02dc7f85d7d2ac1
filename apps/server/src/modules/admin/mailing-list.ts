import { count, desc, eq, ilike } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailingList } from '../../db/schema';
import { notFound } from '../../errors';
import { errorResponses, fileResponse, idParams } from '../../http';
import { toCsv } from './csv';
import { paging, requireAdmin, type AdminDeps } from './guard';

const search = z.string().trim().max(200).default('');

/** `%` and `_` typed in a search box are letters, not wildcards. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

export function registerAdminMailingListRoutes(app: FastifyInstance, deps: AdminDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, session } = deps;
  const matching = (text: string) =>
    text ? ilike(mailingList.email, containing(text)) : undefined;

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
    preValidation: session.requireSignedIn,
    handler: async (request) => {
      await requireAdmin(deps, request);
      const { search: text, offset, limit } = request.query;
      const where = matching(text);
      const rows = await db
        .select()
        .from(mailingList)
        .where(where)
        .orderBy(desc(mailingList.createdAt), desc(mailingList.id))
        .offset(offset)
        .limit(limit);
      const [total] = await db.select({ n: count() }).from(mailingList).where(where);
      return {
        entries: rows.map((r) => ({
          id: r.id,
          email: r.email,
          createdAt: r.createdAt.toISOString(),
        })),
        total: total?.n ?? 0,
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
    preValidation: session.requireSignedIn,
    handler: async (request, reply) => {
      await requireAdmin(deps, request);
      const removed = await db
        .delete(mailingList)
        .where(eq(mailingList.id, request.params.id))
        .returning({ id: mailingList.id });
      if (removed.length === 0) throw notFound('No such address on the mailing list');
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
    preValidation: session.requireSignedIn,
    handler: async (request, reply) => {
      await requireAdmin(deps, request);
      const rows = await db
        .select()
        .from(mailingList)
        .where(matching(request.query.search))
        .orderBy(desc(mailingList.createdAt), desc(mailingList.id));
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
