import type { FastifyReply } from 'fastify';
import { AppError, badRequest } from './errors';
import { z } from 'zod';

/** The one error shape every route answers with, for the OpenAPI document. */
export const errorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .describe('Error');

export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof errorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorSchema])) as Record<S, typeof errorSchema>;
}

/**
 * Sends a body that is already JSON text. Fastify passes a string with a JSON content type
 * through untouched, so the route's response serializer (zod) doesn't run again over a body
 * that was built from the same schema; the cast is only for the typed reply.
 */
export function sendJsonText(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json as never);
}

/** The largest value of a PostgreSQL `integer` (the `serial` ids of most tables). */
export const MAX_SERIAL_ID = 2_147_483_647;

/**
 * A path or query id of a table with a `serial` key. A larger number can't name a row, so it
 * is refused as bad input instead of reaching the database, which would fail on it.
 */
export const serialId = () =>
  z.coerce.number().int().positive().max(MAX_SERIAL_ID, `An id is at most ${MAX_SERIAL_ID}`);

/** The params of a route addressing one row by its serial id: `/:id`. */
export const idParams = z.object({ id: serialId() });

/**
 * Reads a multipart body. The parser (busboy) reports a malformed body, such as a boundary
 * that doesn't match or a body cut short, as a plain Error; that is the client's mistake, so it
 * is answered as bad input rather than a 500. Errors with a status keep their own.
 */
export async function readMultipart<T>(read: () => Promise<T>): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof AppError || (error as { statusCode?: number }).statusCode) throw error;
    throw badRequest('The multipart body is malformed.', 'malformed_multipart');
  }
}
