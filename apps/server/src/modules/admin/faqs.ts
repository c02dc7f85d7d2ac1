import { ADMIN_LIMITS } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses, idParams, MAX_SERIAL_ID } from '../../http';
import { consoleRoutes, textField, type AdminDeps } from './guard';
import { addFaq, changeFaq, listFaqs, removeFaq, reorderFaqs } from './faqs-service';

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

/** FAQ editing; the public /api/faqs (the landing shows the first 4) follows `position`. */
export function registerAdminFaqRoutes(app: FastifyInstance, deps: AdminDeps) {
  const { routes, adminOnly } = consoleRoutes(app, deps);
  const { db } = deps;

  routes.get('/api/admin/faqs', {
    schema: {
      tags: ['admin'],
      summary: 'The FAQ in display order',
      response: { 200: z.object({ faqs: z.array(faqSchema) }), ...errorResponses(401, 403) },
    },
    ...adminOnly,
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
    ...adminOnly,
    handler: async (request, reply) => {
      const { actor } = request;
      const faq = await addFaq(db, actor.id, request.body);
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
    ...adminOnly,
    handler: async (request) => {
      const { actor } = request;
      const faq = await changeFaq(db, actor.id, request.params.id, request.body);
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
    ...adminOnly,
    handler: async (request) => {
      const { actor } = request;
      return { faqs: await reorderFaqs(db, actor.id, request.body.ids) };
    },
  });

  routes.delete('/api/admin/faqs/:id', {
    schema: {
      tags: ['admin'],
      summary: 'Delete a question',
      params: idParams,
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
    },
    ...adminOnly,
    handler: async (request, reply) => {
      const { actor } = request;
      await removeFaq(db, actor.id, request.params.id);
      return reply.status(204).send(null);
    },
  });
}
