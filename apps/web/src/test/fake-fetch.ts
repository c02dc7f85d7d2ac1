import { vi } from 'vitest';

/** One request the app made, as the fake server saw it. */
export interface SeenRequest {
  method: string;
  /** Path and query, e.g. `/api/channels/general/messages?after=3`. */
  url: string;
  body: unknown;
}

type Reply = { status?: number; body?: unknown } | Promise<{ status?: number; body?: unknown }>;
type Handler = (request: SeenRequest) => Reply;

/**
 * The network edge for HTTP: `fetch` is replaced by a small server whose routes each test
 * declares (`api.on('GET', '/api/cart', () => ({ body: { cart } }))`). The app's own client
 * (lib/api-client.ts) runs as it does in the browser. An unknown route answers 404, so a
 * request nobody expected shows up as a failure, not as a hang.
 */
export function installFakeFetch() {
  const routes: Array<{ method: string; path: string; handler: Handler }> = [];
  const requests: SeenRequest[] = [];

  const fetchStub = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    const request = { method, url, body };
    requests.push(request);
    const path = url.split('?')[0];
    const route = routes.find((r) => r.method === method && r.path === path);
    const reply = route
      ? await route.handler(request)
      : { status: 404, body: { error: { code: 'not_found', message: `No route ${url}` } } };
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);

  return {
    requests,
    on(method: string, path: string, handler: Handler) {
      routes.unshift({ method, path, handler });
    },
    /** The requests made to one method and path. */
    calls(method: string, path: string) {
      return requests.filter((r) => r.method === method && r.url.split('?')[0] === path);
    },
  };
}

export type FakeApi = ReturnType<typeof installFakeFetch>;

/** A reply the test answers later: for looking at the state while a request is on its way. */
export function deferredReply() {
  let answer!: (reply: { status?: number; body?: unknown }) => void;
  const reply = new Promise<{ status?: number; body?: unknown }>((resolve) => {
    answer = resolve;
  });
  return { reply, answer };
}
