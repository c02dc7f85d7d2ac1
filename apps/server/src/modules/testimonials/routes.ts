import { COPY, isValidRating, LIMITS } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import { insertTestimonial, listApproved, listByAuthor, type TestimonialRow } from './repo';

export const REVIEW_MAX_CHARS = 1000;
const REVIEWS_PER_HOUR = 5;

const publicTestimonial = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  rating: z.number(),
});
const ownTestimonial = publicTestimonial.extend({ display: z.boolean(), createdAt: z.string() });

const presentOwn = (row: TestimonialRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  rating: row.rating,
  display: row.display,
  createdAt: row.createdAt.toISOString(),
});

export function registerTestimonialRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = createRouteGuards(deps);

  routes.get('/api/testimonials', {
    schema: {
      tags: ['content'],
      summary: 'Approved testimonials for the landing page (at most 4)',
      response: { 200: z.object({ testimonials: z.array(publicTestimonial) }) },
    },
    handler: async () => ({
      testimonials: (await listApproved(deps.db, LIMITS.landingTestimonials)).map(
        ({ id, name, description, rating }) => ({
          id,
          name,
          description,
          rating,
        }),
      ),
    }),
  });

  routes.get('/api/testimonials/mine', {
    schema: {
      tags: ['content'],
      summary: "The signed-in member's own reviews, with their approval state",
      response: {
        200: z.object({ testimonials: z.array(ownTestimonial) }),
        ...errorResponses(401),
      },
    },
    ...signedIn,
    handler: async (request) => ({
      testimonials: (await listByAuthor(deps.db, request.actor.id)).map(presentOwn),
    }),
  });

  routes.post('/api/testimonials', {
    schema: {
      tags: ['content'],
      summary: 'Send a review; it shows on the landing page once a founder or admin approves it',
      body: z
        .object({
          rating: z
            .number({ error: COPY.review.ratingRequired })
            .refine(isValidRating, COPY.review.ratingRange),
          description: z
            .string({ error: COPY.review.textRequired })
            .trim()
            .min(1, COPY.review.textRequired)
            .max(REVIEW_MAX_CHARS, `A review is at most ${REVIEW_MAX_CHARS} characters`),
        })
        .strict(),
      response: {
        201: z.object({ message: z.string(), testimonial: ownTestimonial }),
        ...errorResponses(400, 401, 429),
      },
    },
    config: { rateLimit: { max: REVIEWS_PER_HOUR, timeWindow: '1 hour' } },
    ...signedIn,
    handler: async (request, reply) => {
      const { actor } = request;
      const row = await insertTestimonial(deps.db, {
        userId: actor.id,
        name: actor.name,
        ...request.body,
      });
      return reply.status(201).send({ message: COPY.review.sent, testimonial: presentOwn(row) });
    },
  });
}
