import multipart from '@fastify/multipart';
import { COPY, LIMITS } from '@bbt/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { badRequest } from '../../errors';
import { errorResponses, fileResponse, readMultipart, storableParts } from '../../http';
import { createRouteGuards } from '../../plugins/authorize';
import type { SessionReader } from '../../plugins/session';
import type { FileStorage } from '../../plugins/storage';
import { channelRules } from '../chat';
import {
  fileTooLarge,
  readChannelImage,
  removeWithdrawnImages,
  storeChannelImage,
} from './service';

const UPLOADS_PER_MINUTE = 20;
/**
 * How often the files of withdrawn images are removed. A deletion can't do it itself: the
 * message paths don't hold the storage, and the file must outlive the transaction that withdraws
 * it. Until then the image is already served to no one.
 */
const WITHDRAWN_REMOVAL_EVERY_MS = 30_000;

/**
 * The form the upload route reads, for the OpenAPI document. The handler streams the parts itself
 * (so an oversized file is cut off, not buffered), and the multipart parser leaves no body
 * (null): nullish, so that validation lets the stream through to the handler.
 */
const uploadForm = z
  .object({
    channel: z.string().describe('The channel the image is for; sent before the file'),
    file: z.file().describe('The image: JPEG, PNG, WebP, GIF or AVIF, 8 MB at most'),
  })
  .nullish()
  .describe('multipart/form-data with the fields `channel`, then `file`');

export async function registerUploadRoutes(
  app: FastifyInstance,
  deps: { db: Database; session: SessionReader; storage: FileStorage },
) {
  scheduleWithdrawnImageRemoval(app, deps);
  await app.register(multipart, {
    limits: { fileSize: LIMITS.uploadMaxBytes, files: 1, fields: 2, fieldSize: 200 },
  });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { signedIn } = createRouteGuards(deps);
  const rules = channelRules(deps.db);

  routes.post('/api/uploads', {
    schema: {
      tags: ['chat'],
      summary: 'Upload an image to a channel (multipart: `channel`, then `file`; 8 MB at most)',
      consumes: ['multipart/form-data'],
      body: uploadForm,
      response: {
        201: z.object({
          upload: z.object({
            id: z.string(),
            url: z.string(),
            width: z.number(),
            height: z.number(),
          }),
        }),
        ...errorResponses(400, 401, 403, 404, 413, 415, 429),
      },
    },
    config: { rateLimit: { max: UPLOADS_PER_MINUTE, timeWindow: '1 minute' } },
    ...signedIn,
    handler: async (request, reply) => {
      const member = request.actor;
      if (!request.isMultipart())
        throw badRequest(COPY.server.uploads.notMultipart('the image'), 'not_multipart');
      let channel: string | undefined;
      let bytes: Buffer | undefined;
      await readMultipart(async () => {
        for await (const part of storableParts(request)) {
          if (part.type === 'field' && part.fieldname === 'channel') channel = String(part.value);
          else if (part.type === 'file') {
            bytes = await part.toBuffer();
            if (part.file.truncated) throw fileTooLarge();
          }
        }
      });
      if (!channel) throw badRequest(COPY.server.uploads.channelRequired, 'channel_required');
      if (!bytes) throw badRequest(COPY.server.uploads.fileRequired('the image'), 'file_required');
      const upload = await storeChannelImage(deps.db, deps.storage, rules, member, {
        channel,
        bytes,
      });
      return reply.status(201).send({ upload });
    },
  });

  routes.get('/api/uploads/:id', {
    schema: {
      tags: ['chat'],
      summary: 'An uploaded image, for members who may read its channel',
      params: z.object({ id: z.uuid() }),
      response: {
        200: fileResponse('image/webp', 'The image, re-encoded as WebP'),
        ...errorResponses(400, 401, 403, 404),
      },
    },
    ...signedIn,
    handler: async (request, reply) => {
      const member = request.actor;
      const image = await readChannelImage(deps.db, deps.storage, rules, member, request.params.id);
      return (
        reply
          .type(image.contentType)
          .header('cache-control', 'private, max-age=31536000, immutable')
          // Fastify sends a Buffer as it is; the cast is only for the type provider, which types a
          // 200 from its documented schema (a binary string).
          .send(image.body as unknown as string)
      );
    },
  });
}

/**
 * Removes withdrawn images' files at start (what a crash left behind) and then periodically; one
 * run at a time, and the last one finishes before the app (and its database) closes.
 */
function scheduleWithdrawnImageRemoval(
  app: FastifyInstance,
  deps: { db: Database; storage: FileStorage },
) {
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const run = () => {
    running = running.then(() =>
      removeWithdrawnImages(deps.db, deps.storage).catch((err: unknown) =>
        app.log.warn({ err }, 'files of withdrawn images not removed yet; retrying later'),
      ),
    );
  };
  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, WITHDRAWN_REMOVAL_EVERY_MS).unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
