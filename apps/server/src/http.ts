import { isStorableText } from '@bbt/domain';
import type { Multipart } from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import { AppError, badRequest } from './errors';
import type { OriginCheck } from './plugins/origins';
import { z } from 'zod';

/** The one error shape every route answers with, for the OpenAPI document. */
export const errorSchema = z
  .object({ error: z.object({ code: z.string(), message: z.string() }) })
  .meta({ id: 'Error' });

export function errorResponses<const S extends number>(
  ...statuses: S[]
): Record<S, typeof errorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, errorSchema])) as Record<S, typeof errorSchema>;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Statuses a route can answer before its handler runs, whatever the route: a malformed URL or
 * a NUL character in its input (400), an unexpected failure (500); for writes a cross-site
 * request (403), a body too large (413) or of a type nobody parses (415); a rate limit (429).
 */
function sharedErrorStatuses(route: RouteOptions): number[] {
  const methods = [route.method].flat();
  const writes = methods.some((method) => !SAFE_METHODS.has(method));
  return [400, 500, ...(writes ? [403, 413, 415] : []), ...(route.config?.rateLimit ? [429] : [])];
}

/**
 * Adds the shared error statuses to every documented route's responses, so the OpenAPI
 * document and the response check see every status a route can answer without each route
 * listing them. Register before the routes: it only sees routes added after it.
 */
export function declareSharedErrorResponses(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    if (!route.schema || !response || route.schema.hide) return;
    // A new schema object: routes may share one, and a write's statuses are not a read's.
    route.schema = {
      ...route.schema,
      response: { ...errorResponses(...sharedErrorStatuses(route)), ...response },
    };
  });
}

/**
 * A response whose body is a file of one content type rather than JSON, for the OpenAPI
 * document. Its handler sends a Buffer, which Fastify passes through; the document calls it a
 * binary string, so the schema's type admits both for the type provider.
 */
export function fileResponse(contentType: string, description: string) {
  const file = z.string().meta({ format: 'binary' }) as z.ZodType<string | Uint8Array>;
  return { description, content: { [contentType]: { schema: file } } };
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

/**
 * The refusal of input holding text PostgreSQL can't store (a NUL character): the query would
 * fail, and a client's bad input would be answered as a server error. One code wherever the
 * input comes in: a request's params, query or body, a multipart field, a socket event.
 */
export const unstorableText = () =>
  badRequest(
    'The request holds a NUL character (U+0000), which text here cannot contain.',
    'invalid_text',
  );

/** Whether a parsed value holds text the database can't store, in a string or in a key. */
export function holdsUnstorableText(value: unknown): boolean {
  // A loop, not recursion: a JSON body nested ten thousand deep must not overflow the stack.
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (!isStorableText(next)) return true;
    } else if (Array.isArray(next)) {
      pending.push(...next);
    } else if (isPlainObject(next)) {
      for (const [key, child] of Object.entries(next)) {
        if (!isStorableText(key)) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * Parsed JSON objects, and the params and query objects Fastify's parsers build from a class
 * whose prototype has no prototype; not buffers, streams or other objects with behaviour.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return (
    prototype === null ||
    prototype === Object.prototype ||
    Object.getPrototypeOf(prototype) === null
  );
}

/**
 * Refuses a request whose path parameters, query string or parsed body hold text PostgreSQL
 * can't store, before any handler runs. Multipart bodies are streamed to the routes that read
 * them, after this hook: those read their parts through `storableParts`.
 */
export function refuseUnstorableText(app: FastifyInstance): void {
  app.addHook('preValidation', (request, _reply, done) => {
    const unstorable =
      holdsUnstorableText(request.params) ||
      holdsUnstorableText(request.query) ||
      holdsUnstorableText(request.body);
    done(unstorable ? unstorableText() : undefined);
  });
}

/**
 * The parts of a multipart body, as `request.parts()` streams them, refused like any other
 * body (`unstorableText`) at the first field name, field value or file name holding text
 * PostgreSQL can't store, before the route sees it.
 */
export async function* storableParts(request: FastifyRequest): AsyncGenerator<Multipart> {
  for await (const part of request.parts()) {
    const text = [part.fieldname, part.type === 'field' ? part.value : part.filename];
    if (holdsUnstorableText(text)) throw unstorableText();
    yield part;
  }
}

/**
 * Refuses state-changing requests that a browser says come from another site: an `Origin`
 * header that is not one of ours (createOriginCheck), or `Sec-Fetch-Site: cross-site`. A form
 * on any site can post to us with the member's cookies, JSON or not, and routes without a body
 * take any content type. Requests without these headers (curl, servers, tests) are not a browser's and pass.
 * Routes under `selfCheckedPrefix` check origins themselves (better-auth, whose Apple
 * callback is a cross-site form post) and are left to it.
 */
export function refuseCrossSiteWrites(
  app: FastifyInstance,
  options: { originAllowed: OriginCheck; selfCheckedPrefix: string },
): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const { origin, host, 'sec-fetch-site': fetchSite } = request.headers;
    const crossSite =
      !SAFE_METHODS.has(request.method) &&
      (!options.originAllowed(origin, host) || fetchSite === 'cross-site') &&
      !request.routeOptions.url?.startsWith(options.selfCheckedPrefix);
    done(
      crossSite
        ? new AppError(
            403,
            'cross_origin',
            'This request came from another site and was refused. Use the site itself to do this.',
          )
        : undefined,
    );
  });
}
