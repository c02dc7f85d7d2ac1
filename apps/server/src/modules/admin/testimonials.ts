import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses, idParams } from '../../http';
import type { TestimonialRow } from '../testimonials';
import { consoleRoutes, type AdminDeps } from './guard';
import {
  countTestimonials,
  listTestimonials,
  removeTestimonial,
  setDisplay,
} from './testimonials-service';

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
  const { routes, adminOnly } = consoleRoutes(app, deps);
  const { db } = deps;

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
    ...adminOnly,
    handler: async (request) => {
      const { status } = request.query;
      return {
        testimonials: (await listTestimonials(db, status)).map(present),
        counts: await countTestimonials(db),
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
    ...adminOnly,
    handler: async (request) => {
      const { actor } = request;
      const row = await setDisplay(db, actor.id, request.params.id, request.body.display);
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
    ...adminOnly,
    handler: async (request, reply) => {
      const { actor } = request;
      await removeTestimonial(db, actor.id, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
