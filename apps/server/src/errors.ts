import { COPY } from '@bbt/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error we mean to show: it carries its status, a stable code and a readable message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'bad_request') =>
  new AppError(400, code, message);
export const unauthenticated = (message = 'Sign in required') =>
  new AppError(401, 'unauthenticated', message);
export const forbidden = (message = "You don't have permission to do that") =>
  new AppError(403, 'forbidden', message);
export const notFound = (message = 'Not found') => new AppError(404, 'not_found', message);
export const conflict = (message: string, code = 'conflict') => new AppError(409, code, message);

export interface ErrorBody {
  error: { code: string; message: string };
}

export const errorBody = (code: string, message: string): ErrorBody => ({
  error: { code, message },
});
const body = errorBody;

/** Fastify's own client errors, with messages a person can act on. */
const FRAMEWORK_MESSAGES: Record<string, [code: string, message: string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: ['invalid_json', 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: ['invalid_json', 'The request body is empty but JSON was declared.'],
  FST_ERR_CTP_BODY_TOO_LARGE: ['payload_too_large', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    'unsupported_media_type',
    'This content type is not accepted here.',
  ],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [
    'bad_request',
    'The content length does not match the body.',
  ],
  FST_REQ_FILE_TOO_LARGE: ['file_too_large', COPY.chat.fileTooLarge],
  FST_INVALID_MULTIPART_CONTENT_TYPE: ['not_multipart', 'Send the file as multipart/form-data.'],
  FST_FILES_LIMIT: ['too_many_files', 'Send one file at a time.'],
};

/** PostgreSQL's error behind a failed query, through Drizzle's wrapper when there is one. */
function databaseError(error: unknown): { code: string; constraint?: unknown } | undefined {
  for (let e = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code))
      return e as { code: string; constraint?: unknown };
  }
  return undefined;
}

/**
 * Unique constraints whose violation says what is taken, by constraint name: the database is
 * the one check, so two writers racing get the same answer as one writer.
 */
const UNIQUE_CONFLICTS: Record<string, [code: string, message: string]> = {
  faqs_header_unique: ['duplicate_faq', 'A question with this text already exists'],
  // Two products made at once with one key or URL name (decision 0059): the second's insert.
  products_key_unique: ['product_exists', 'There is already a product with this key'],
  products_name_in_url_unique: ['product_exists', 'There is already a product at this URL name'],
};

/**
 * One error shape for every route: `{error: {code, message}}`. Client mistakes keep their 4xx
 * status; anything unexpected is logged with its stack and answered as a plain 500.
 */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .map((issue) => {
          const where = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
          return where ? `${where}: ${issue.message}` : issue.message;
        })
        .join('; ');
      return reply
        .status(400)
        .send(body('validation_failed', COPY.server.errors.invalidRequest(details)));
    }
    // A unique constraint refused the write (or two writers raced past a check): a conflict.
    const database = databaseError(error);
    if (database?.code === '23505') {
      const known = UNIQUE_CONFLICTS[String(database.constraint)];
      return reply.status(409).send(body(...(known ?? ['conflict', 'That already exists.'])));
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    const status = error.statusCode ?? 500;
    if (known) return reply.status(status).send(body(...known));
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body('bad_request', error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('internal', COPY.server.errors.internal));
  });
}
