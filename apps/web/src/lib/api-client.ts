/**
 * The one way the web app talks to the API: same-origin fetch with JSON in and out, each call
 * typed by its path in the generated OpenAPI types (api-types.ts).
 * Every non-2xx answer becomes an ApiError carrying the server's `{ error: { code, message } }`.
 */
import type {
  ApiInit,
  ApiInitArgs,
  ApiPath,
  ApiRequestBody,
  ApiSuccess,
  HttpMethod,
  RequestOptions,
} from './api-types';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

/** Network failures (server down, offline) carry status 0. */
export const NETWORK_ERROR_CODE = 'network_error';

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';
const NETWORK_MESSAGE = 'Could not reach the server. Check your connection and try again.';

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The server answered and refused (4xx): asking again the same way gets the same answer. */
export function isClientError(error: unknown): boolean {
  return isApiError(error) && error.status >= 400 && error.status < 500;
}

export function isUnauthorized(error: unknown): boolean {
  return isApiError(error) && error.status === 401;
}

/** A message fit to show a person, whatever was thrown. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.message;
  return FALLBACK_MESSAGE;
}

/** A request as it goes out: a method, and a JSON body or a form. */
export interface RawRequest extends RequestOptions {
  method?: Uppercase<HttpMethod>;
  body?: unknown;
}

function readErrorBody(body: unknown): { code: string; message: string } | null {
  if (typeof body !== 'object' || body === null || !('error' in body)) return null;
  const error = (body as { error: unknown }).error;
  if (typeof error !== 'object' || error === null) return null;
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return null;
  return { code, message };
}

async function parseJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** How a request reaches the API: the browser's fetch, or the server's own while rendering. */
export type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (path, init) => fetch(path, init);

/** Server rendering answers the app's requests in-process (see entry-server.tsx). */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

/**
 * One request to a URL as it is. The typed `api` below goes through here; only routes the
 * OpenAPI document does not describe (better-auth's own) call it directly.
 */
export async function request<T>(path: string, options: RawRequest = {}): Promise<T> {
  const { method = 'GET', body, signal, headers } = options;
  // Multipart bodies (uploads) go as they are; the browser sets their boundary header.
  const isForm = body instanceof FormData;
  const init: RequestInit = {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
      ...headers,
    },
    signal,
  };
  if (body !== undefined) init.body = isForm ? body : JSON.stringify(body);

  let response: Response;
  try {
    response = await transport(path, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, NETWORK_MESSAGE);
  }

  const data = await parseJson(response);
  if (!response.ok) {
    const error = readErrorBody(data);
    throw new ApiError(
      response.status,
      error?.code ?? `http_${response.status}`,
      error?.message ?? FALLBACK_MESSAGE,
    );
  }
  return data as T;
}

/** A query object as the client sends it: its entries in order, undefined ones left out. */
export function queryString(query: object): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined) params.set(name, String(value));
  }
  return params.toString();
}

/** A path template's URL: its `{name}` segments filled in (encoded), then its query. */
export function apiUrl(template: string, params: object = {}, query: object = {}): string {
  const values = params as Record<string, string | number>;
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const search = queryString(query);
  return search === '' ? path : `${path}?${search}`;
}

/** What every call takes, whatever its path (the types per path are ApiInit's). */
interface AnyInit extends RequestOptions {
  params?: object;
  query?: object;
  body?: unknown;
}

function send<T>(method: HttpMethod, path: string, init: AnyInit = {}): Promise<T> {
  const { params, query, body, ...options } = init;
  const write = method === 'post' || method === 'put' || method === 'patch';
  return request<T>(apiUrl(path, params, query), {
    ...options,
    method: method.toUpperCase() as Uppercase<HttpMethod>,
    // A write without a body still sends an empty JSON object.
    body: write ? (body ?? {}) : undefined,
  });
}

/** A method's call: the path is a template of the document; the rest is typed by it. */
const call =
  <M extends HttpMethod>(method: M) =>
  <P extends ApiPath<M>>(path: P, ...[init]: ApiInitArgs<ApiInit<P, M>>) =>
    send<ApiSuccess<P, M>>(method, path, init as AnyInit | undefined);

/** POST paths that take no JSON body: where a multipart form (an upload) goes. */
type FormPath = {
  [P in ApiPath<'post'>]: [ApiRequestBody<P, 'post'>] extends [never] ? P : never;
}[ApiPath<'post'>];

/**
 * The web's API calls, each typed by its OpenAPI path template:
 * `api.post('/api/polls/{id}/vote', { params: { id }, body: { option } })` answers the
 * route's 200/201 body; a path, param, query or body the document does not have fails to
 * compile. Non-2xx answers throw ApiError.
 */
export const api = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  patch: call('patch'),
  delete: call('delete'),
  /** POST a multipart form (file uploads). */
  postForm: <P extends FormPath>(
    path: P,
    form: FormData,
    ...[init]: ApiInitArgs<Omit<ApiInit<P, 'post'>, 'body'>>
  ) => {
    const { params, query, ...options } = (init ?? {}) as AnyInit;
    return request<ApiSuccess<P, 'post'>>(apiUrl(path, params, query), {
      ...options,
      method: 'POST',
      body: form,
    });
  },
};
