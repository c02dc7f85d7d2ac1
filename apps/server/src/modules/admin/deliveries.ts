import { PRODUCT_FILES } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { errorResponses } from '../../http';
import type { FileStorage } from '../../plugins/storage';
import {
  completeHandStep,
  findProductFile,
  pendingHandSteps,
  presentProductFile,
  storeProductFile,
} from '../delivery';
import type { MailOutbox } from '../mail';
import { readUploadedFile } from '../uploads';
import { consoleRoutes, type AdminDeps } from './guard';

const productFileSchema = z.object({
  file: z.enum(PRODUCT_FILES),
  title: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  bytes: z.number().nullable().describe('Null until a file is uploaded'),
  updatedAt: z.string().nullable(),
});

/**
 * The console's side of digital delivery (decision 0045): the products' files, replaced by
 * upload, and the queue of TradingView invites to send by hand.
 */
export function registerAdminDeliveryRoutes(
  app: FastifyInstance,
  deps: AdminDeps & { storage: FileStorage; outbox: MailOutbox; publicUrl: string },
) {
  const { routes, adminOnly } = consoleRoutes(app, deps);
  const { db } = deps;

  routes.get('/api/admin/product-files', {
    schema: {
      tags: ['admin'],
      summary: "The products' downloadable files: the trading manual and the indicator package",
      response: {
        200: z.object({ files: z.array(productFileSchema) }),
        ...errorResponses(401, 403),
      },
    },
    ...adminOnly,
    handler: async () => ({
      files: await Promise.all(
        PRODUCT_FILES.map(async (file) =>
          presentProductFile(file, await findProductFile(db, file)),
        ),
      ),
    }),
  });

  routes.post('/api/admin/product-files/:file', {
    schema: {
      tags: ['admin'],
      summary:
        "Replace a product's file (multipart field `file`: a PDF for the manual, a zip for the package; 8 MB at most)",
      consumes: ['multipart/form-data'],
      params: z.object({ file: z.enum(PRODUCT_FILES) }),
      response: {
        200: z.object({ file: productFileSchema }),
        ...errorResponses(400, 401, 403, 413, 415),
      },
    },
    ...adminOnly,
    handler: async (request) => {
      const bytes = await readUploadedFile(request, 'the file');
      return {
        file: await storeProductFile(db, deps.storage, {
          file: request.params.file,
          bytes,
          updatedBy: request.actor.id,
        }),
      };
    },
  });

  routes.get('/api/admin/fulfilments', {
    schema: {
      tags: ['admin'],
      summary: 'Paid orders whose TradingView invite is still to be sent, oldest first',
      response: {
        200: z.object({
          pending: z.array(
            z.object({
              orderId: z.string(),
              paidAt: z.string(),
              tradingViewUsername: z.string(),
              buyer: z.object({ name: z.string(), email: z.string() }),
            }),
          ),
        }),
        ...errorResponses(401, 403),
      },
    },
    ...adminOnly,
    handler: async () => ({ pending: await pendingHandSteps(db) }),
  });

  routes.post('/api/admin/fulfilments/:orderId/done', {
    schema: {
      tags: ['admin'],
      summary:
        'The TradingView invite was sent: the order leaves the queue and its buyer is mailed',
      params: z.object({ orderId: z.string().min(1).max(100) }),
      response: { 204: z.null(), ...errorResponses(400, 401, 403, 409) },
    },
    ...adminOnly,
    handler: async (request, reply) => {
      await completeHandStep(db, deps.outbox, {
        orderId: request.params.orderId,
        staffId: request.actor.id,
        publicUrl: deps.publicUrl,
      });
      return reply.status(204).send(null);
    },
  });
}
