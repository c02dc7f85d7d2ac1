import { count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { testimonials } from '../../db/schema';
import { notFound } from '../../errors';
import { errorResponses, idParams } from '../../http';
import { recordAudit } from '../moderation/repo';
import type { TestimonialRow } from '../testimonials/repo';
import { adminOnly, type AdminDeps } from './guard';

const testimonialSchema = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  rating: z.number(),
  display: z.boolean(),
  createdAt: z.string(),
  userId: z.string().nullable(),
});

const present = (row: TestimonialRow): z.infer<typeof testimonialSchema> => ({
  id: row.id,
  name: row.name,
  description: row.description,
  rating: row.rating,
  display: row.display,
  createdAt: row.createdAt.toISOString(),
  userId: row.userId,
});

/** The approval queue of ruling 16: reviews arrive hidden and show once approved here. */
export function registerAdminTestimonialRoutes(app: FastifyInstance, deps: AdminDeps) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db, session } = deps;

  routes.get('/api/admin/testimonials', {
    schema: {
      tags: ['admin'],
      summary: 'Testimonials waiting for approval, shown, or all, newest first',
      querystring: z
        .object({ status: z.enum(['pending', 'shown', 'all']).default('all') })
        .strict(),
      response: {
        200: z.object({
          testimonials: z.array(testimonialSchema),
          counts: z.object({ pending: z.number(), shown: z.number() }),
        }),
        ...errorResponses(400, 401, 403),
      },
    },
    preValidation: session.requireSignedIn,
    preHandler: adminOnly(deps),
    handler: async (request) => {
      const { status } = request.query;
      const rows = await db
        .select()
        .from(testimonials)
        .where(status === 'all' ? undefined : eq(testimonials.display, status === 'shown'))
        .orderBy(desc(testimonials.createdAt), desc(testimonials.id));
      const totals = await db
        .select({ display: testimonials.display, n: count() })
        .from(testimonials)
        .groupBy(testimonials.display);
      const countOf = (display: boolean) => totals.find((t) => t.display === display)?.n ?? 0;
      return {
        testimonials: rows.map(present),
        counts: { pending: countOf(false), shown: countOf(true) },
      };
    },
  });

  routes.patch('/api/admin/testimonials/:id', {
    schema: {
      tags: ['admin'],
      summary: 'Approve (display true) or hide (display false) a testimonial',
      params: idParams,
      body: z.object({ display: z.boolean() }).strict(),
      response: {
        200: z.object({ testimonial: testimonialSchema }),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    preValidation: session.requireSignedIn,
    preHandler: adminOnly(deps),
    handler: async (request) => {
      const { actor } = request;
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(testimonials)
          .set({ display: request.body.display })
          .where(eq(testimonials.id, request.params.id))
          .returning();
        if (!updated) throw notFound('No such testimonial');
        await recordAudit(tx, {
          actorId: actor.id,
          action: request.body.display ? 'testimonial-approve' : 'testimonial-hide',
          targetId: updated.userId,
          details: { testimonial: updated.id, name: updated.name },
        });
        return updated;
      });
      return { testimonial: present(row) };
    },
  });

  routes.delete('/api/admin/testimonials/:id', {
    schema: {
      tags: ['admin'],
      summary: 'Delete a testimonial',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    preValidation: session.requireSignedIn,
    preHandler: adminOnly(deps),
    handler: async (request, reply) => {
      const { actor } = request;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .delete(testimonials)
          .where(eq(testimonials.id, request.params.id))
          .returning();
        if (!row) throw notFound('No such testimonial');
        await recordAudit(tx, {
          actorId: actor.id,
          action: 'testimonial-delete',
          targetId: row.userId,
          details: { testimonial: row.id, name: row.name },
        });
      });
      return reply.status(204).send(null);
    },
  });
}
