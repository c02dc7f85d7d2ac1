import { ADMIN_LIMITS } from '@bbt/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Tx } from '../../db/client';
import { faqs } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { errorResponses, idParams, MAX_SERIAL_ID } from '../../http';
import { recordAudit } from '../moderation/repo';
import { adminOnly, textField, type AdminDeps } from './guard';

const faqSchema = z.object({
  id: z.number(),
  header: z.string(),
  description: z.string(),
  position: z.number(),
});
const faqFields = {
  header: textField('Question', ADMIN_LIMITS.faq.header),
  description: textField('Answer', ADMIN_LIMITS.faq.description),
};

const listFaqs = (tx: Tx) =>
  tx
    .select({
      id: faqs.id,
      header: faqs.header,
      description: faqs.description,
      position: faqs.position,
    })
    .from(faqs)
    .orderBy(asc(faqs.position), asc(faqs.id));

/** FAQ editing; the public /api/faqs (the landing shows the first 4) follows `position`. */
export function registerAdminFaqRoutes(app: FastifyInstance, deps: AdminDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, session } = deps;

  routes.get('/api/admin/faqs', {
    schema: {
      tags: ['admin'],
      summary: 'The FAQ in display order',
      response: { 200: z.object({ faqs: z.array(faqSchema) }), ...errorResponses(401, 403) },
    },
    preValidation: session.requireSignedIn,
    preHandler: adminOnly(deps),
    handler: async () => {
      return { faqs: await listFaqs(db) };
    },
  });

  routes.post('/api/admin/faqs', {
    schema: {
      tags: ['admin'],
      summary: 'Add a question at the end of the FAQ',
      body: z.object(faqFields).strict(),
      response: { 201: z.object({ faq: faqSchema }), ...errorResponses(400, 401, 403, 409) },
    },
    preValidation: session.requireSignedIn,
    preHandler: adminOnly(deps),
    handler: async (request, reply) => {
      const { actor } = request;
      const faq = await db.transaction(async (tx) => {
        // One writer at a time, so two new questions never share a position.
        await tx.execute(sql`lock table ${faqs} in share row exclusive mode`);
        const [row] = await tx
          .insert(faqs)
          .values({
            ...request.body,
            position: sql`coalesce((select max(${faqs.position}) from ${faqs}), -1) + 1`,
          })
          .returning();
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'faq-create',
          details: { header: row!.header },
        });
        return row!;
      });
      return reply.status(201).send({ faq });
    },
  });

  routes.patch('/api/admin/faqs/:id', {
    schema: {
      tags: ['admin'],
      summary: 'Change a question or its answer',
      params: idParams,
      body: z
        .object(faqFields)
        .partial()
        .strict()
        .refine((patch) => Object.keys(patch).length > 0, 'Say what to change'),
      response: { 200: z.object({ faq: faqSchema }), ...errorResponses(400, 401, 403, 404, 409) },
    },
    preValidation: session.requireSignedIn,
    preHandler: adminOnly(deps),
    handler: async (request) => {
      const { actor } = request;
      const faq = await db.transaction(async (tx) => {
        const [row] = await tx
          .update(faqs)
          .set(request.body)
          .where(eq(faqs.id, request.params.id))
          .returning();
        if (!row) throw notFound('No such question');
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'faq-update',
          details: { header: row.header },
        });
        return row;
      });
      return { faq };
    },
  });

  routes.put('/api/admin/faqs/order', {
    schema: {
      tags: ['admin'],
      summary: 'Put the FAQ in a new order (every id once)',
      body: z
        .object({ ids: z.array(z.number().int().positive().max(MAX_SERIAL_ID)).max(500) })
        .strict(),
      response: { 200: z.object({ faqs: z.array(faqSchema) }), ...errorResponses(400, 401, 403) },
    },
    preValidation: session.requireSignedIn,
    preHandler: adminOnly(deps),
    handler: async (request) => {
      const { actor } = request;
      const { ids } = request.body;
      const reordered = await db.transaction(async (tx) => {
        await tx.execute(sql`lock table ${faqs} in share row exclusive mode`);
        const current = (await listFaqs(tx)).map((f) => f.id);
        const sameSet =
          new Set(ids).size === ids.length &&
          ids.length === current.length &&
          ids.every((id) => current.includes(id));
        if (!sameSet) throw badRequest('Give every question exactly once', 'order_mismatch');
        if (ids.length > 0) {
          // Every row at once: its position is its index in `ids` (each id is there, once).
          const order = sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          );
          await tx
            .update(faqs)
            .set({ position: sql`array_position(array[${order}]::int[], ${faqs.id}) - 1` });
        }
        await recordAudit(tx, { actorId: actor.id, action: 'faq-reorder', details: { ids } });
        return listFaqs(tx);
      });
      return { faqs: reordered };
    },
  });

  routes.delete('/api/admin/faqs/:id', {
    schema: {
      tags: ['admin'],
      summary: 'Delete a question',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    preValidation: session.requireSignedIn,
    preHandler: adminOnly(deps),
    handler: async (request, reply) => {
      const { actor } = request;
      await db.transaction(async (tx) => {
        const [row] = await tx.delete(faqs).where(eq(faqs.id, request.params.id)).returning();
        if (!row) throw notFound('No such question');
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'faq-delete',
          details: { header: row.header },
        });
      });
      return reply.status(204).send(null);
    },
  });
}
