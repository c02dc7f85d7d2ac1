// The generated API types (api-schema.gen.ts, from the server's OpenAPI document) read per
// path and method. The client (api-client.ts) takes its path, params, query, body and answer
// types from here, so a server schema change that breaks the web fails its typecheck; features
// alias these names only where they need to name a shape.
import type { paths } from './api-schema.gen';

export type HttpMethod = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** Every documented path template that answers `M`, e.g. `'/api/polls/{id}/vote'`. */
export type ApiPath<M extends HttpMethod> = {
  [P in keyof paths]: paths[P][M] extends { responses: object } ? P : never;
}[keyof paths];

type Operation<Path extends keyof paths, M extends HttpMethod> = NonNullable<paths[Path][M]>;

type JsonContent<Part> = Part extends { content: { 'application/json': infer Body } }
  ? Body
  : never;

type Responses<Path extends keyof paths, M extends HttpMethod> =
  Operation<Path, M> extends { responses: infer R } ? R : never;

/** The JSON body `method path` answers with `status` (200 unless given). */
export type ApiResponse<
  Path extends keyof paths,
  M extends HttpMethod,
  Status extends keyof Responses<Path, M> = 200 & keyof Responses<Path, M>,
> = JsonContent<Responses<Path, M>[Status]>;

/** The JSON body of the success (200, 201 or 204) that `method path` answers with. */
export type ApiSuccess<Path extends keyof paths, M extends HttpMethod> = JsonContent<
  Responses<Path, M>[(200 | 201 | 204) & keyof Responses<Path, M>]
>;

/** The JSON body `method path` takes (never when it takes none, or a form). */
export type ApiRequestBody<Path extends keyof paths, M extends HttpMethod> =
  Operation<Path, M> extends { requestBody?: infer Body } ? JsonContent<NonNullable<Body>> : never;

/** The query string `method path` takes, as an object (never when it takes none). */
export type ApiQuery<Path extends keyof paths, M extends HttpMethod> =
  Operation<Path, M> extends { parameters: { query?: infer Query } } ? NonNullable<Query> : never;

/** The `{name}` segments of a path template, by name. */
export type ApiPathParams<Path extends keyof paths, M extends HttpMethod> =
  Operation<Path, M> extends { parameters: { path?: infer Params } } ? NonNullable<Params> : never;

/** Sent with a request as they are. */
export interface RequestOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

/**
 * What a call of `method path` takes besides the path: `params` when the template has
 * `{name}` segments, `query` when the route reads one (required when the document says so),
 * `body` when it takes a JSON body. Whatever the route does not take is refused.
 */
export type ApiInit<Path extends keyof paths, M extends HttpMethod> = RequestOptions &
  Slot<'params', ApiPathParams<Path, M>, true> &
  Slot<
    'query',
    ApiQuery<Path, M>,
    Operation<Path, M> extends { parameters: { query: object } } ? true : false
  > &
  Slot<
    'body',
    ApiRequestBody<Path, M>,
    Operation<Path, M> extends { requestBody: object } ? true : false
  >;

type Slot<Name extends string, Value, Required extends boolean> = [Value] extends [never]
  ? { [K in Name]?: never }
  : Required extends true
    ? { [K in Name]: Value }
    : { [K in Name]?: Value };

/** The init argument: optional when nothing in it is required. */
export type ApiInitArgs<Init> = Partial<Init> extends Init ? [init?: Init] : [init: Init];

/**
 * The products the shop sells. The server keeps a product's key as text (the catalogue is
 * data), so the document says string; this is the one place the web names them.
 */
export const PRODUCT_KEYS = ['indicator', 'badge', 'signals'] as const;

export type ProductKey = (typeof PRODUCT_KEYS)[number];
