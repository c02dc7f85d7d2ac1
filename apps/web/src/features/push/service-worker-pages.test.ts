import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';

// The workspace's page carries the signed-in member's session, channels and messages (decision
// 0046): the app's service worker (decision 0062) must never keep a page in its cache, where
// the next person on the device, signed in as someone else, would be given it.

const source = readFileSync(new URL('../../../service-worker/sw.js', import.meta.url), 'utf8');
const ORIGIN = 'https://bbt.test';

interface Answer {
  ok: boolean;
  type: string;
  body: string;
  clone(): Answer;
}

const answer = (body: string): Answer => ({
  ok: true,
  type: 'basic',
  body,
  clone() {
    return answer(body);
  },
});

/** sw.js run in a scope of its own, the network answering with `network(url)`. */
function loadWorker(network: (url: string) => string) {
  const handlers = new Map<string, (event: unknown) => void>();
  const stored = new Map<string, Answer>();
  const keyOf = (request: string | { url: string }) =>
    typeof request === 'string' ? new URL(request, ORIGIN).href : request.url;
  const cache = {
    match: async (request: { url: string }) => stored.get(keyOf(request)),
    put: async (request: { url: string }, response: Answer) => {
      stored.set(keyOf(request), response);
    },
    addAll: async (urls: string[]) => {
      for (const url of urls) stored.set(keyOf(url), answer(url));
    },
  };
  runInNewContext(source, {
    self: {
      location: { origin: ORIGIN },
      addEventListener: (type: string, handler: (event: unknown) => void) =>
        handlers.set(type, handler),
    },
    caches: {
      open: async () => cache,
      match: async (request: { url: string }) => stored.get(keyOf(request)),
      keys: async () => [],
    },
    fetch: async (request: { url: string }) => answer(network(request.url)),
    URL,
  });
  const request = async (path: string, mode: 'navigate' | 'cors') => {
    let responded: Promise<Answer> | undefined;
    handlers.get('fetch')!({
      request: { method: 'GET', url: `${ORIGIN}${path}`, mode },
      respondWith: (promise: Promise<Answer>) => {
        responded = promise;
      },
    });
    return (await responded)?.body;
  };
  return { request, stored };
}

describe("the service worker and a member's page", () => {
  it('takes every page from the network and keeps none, while it keeps the built assets', async () => {
    let member = 'ana';
    const worker = loadWorker((url) => `${url} for ${member}`);

    expect(await worker.request('/app/general', 'navigate')).toBe(`${ORIGIN}/app/general for ana`);
    member = 'bruno';
    expect(await worker.request('/app/general', 'navigate')).toBe(
      `${ORIGIN}/app/general for bruno`,
    );
    expect(worker.stored.has(`${ORIGIN}/app/general`), 'the page kept').toBe(false);

    // The same worker does keep what is public and never changes.
    await worker.request('/assets/channel-1.js', 'cors');
    expect(worker.stored.has(`${ORIGIN}/assets/channel-1.js`)).toBe(true);
  });
});
