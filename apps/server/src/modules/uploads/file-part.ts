import { COPY } from '@bbt/domain';
import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../errors';
import { readMultipart, storableParts } from '../../http';
import { fileTooLarge } from './service';

/**
 * The bytes of the one file of a multipart upload (field `file`), for the console's uploads:
 * 400 when the body is not multipart or holds no file, 413 when the file is cut off at the
 * size limit. `what` names the file in the messages ("the picture").
 */
export async function readUploadedFile(request: FastifyRequest, what: string): Promise<Buffer> {
  if (!request.isMultipart())
    throw badRequest(COPY.server.uploads.notMultipart(what), 'not_multipart');
  let bytes: Buffer | undefined;
  await readMultipart(async () => {
    for await (const part of storableParts(request)) {
      if (part.type !== 'file') continue;
      bytes = await part.toBuffer();
      if (part.file.truncated) throw fileTooLarge();
    }
  });
  if (!bytes) throw badRequest(COPY.server.uploads.fileRequired(what), 'file_required');
  return bytes;
}
