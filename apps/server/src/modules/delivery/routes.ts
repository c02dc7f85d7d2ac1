import { PRODUCT_FILES } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { errorResponses, fileResponse } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import type { FileStorage } from '../../plugins/storage';
import { readDownload } from './files';
import { verifyLicenseKey } from './licenses';

/**
 * The indicator asks on each start from the trader's machine; a guesser is stopped long before
 * a key's 100 bits are at risk, and the counters are shared through Redis when it is set.
 */
export const LICENSE_CHECKS_PER_MINUTE = 30;

export function registerDeliveryRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader; storage: FileStorage; secret: string },
) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = createRouteGuards(deps);

  routes.get('/api/downloads/:file', {
    schema: {
      tags: ['orders'],
      summary:
        'A product file, through the signed link /api/orders gives its owner (expires in minutes)',
      params: z.object({ file: z.enum(PRODUCT_FILES) }),
      querystring: z.object({ token: z.string().min(1).max(1000) }),
      response: {
        200: fileResponse('application/octet-stream', 'The file (a PDF or a zip)'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    ...signedIn,
    handler: async (request, reply) => {
      const download = await readDownload(
        deps.db,
        deps.storage,
        deps.secret,
        { member: request.actor, file: request.params.file, token: request.query.token },
        new Date(),
      );
      return (
        reply
          .type(download.contentType)
          .header('content-disposition', `attachment; filename="${download.fileName}"`)
          .header('cache-control', 'private, no-store')
          // A Buffer is sent as it is; the cast is only for the type provider (see uploads).
          .send(download.body as unknown as string)
      );
    },
  });

  routes.post('/api/licenses/verify', {
    schema: {
      tags: ['orders'],
      summary:
        "The indicator checks its license key: valid or not, and the product's name; nothing about who holds it",
      body: z.object({ key: z.string().trim().min(1).max(64) }).strict(),
      response: {
        200: z.object({ valid: z.boolean(), product: z.string().nullable() }),
        ...errorResponses(400, 429),
      },
    },
    config: { rateLimit: { max: LICENSE_CHECKS_PER_MINUTE, timeWindow: '1 minute' } },
    handler: async (request) => verifyLicenseKey(deps.db, request.body.key),
  });
}
