import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { installFakeFetch } from '../test/fake-fetch';
import { api, ApiError } from './api-client';
import type { ApiResponse } from './api-types';

describe('api', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('fills the path template, encoded, and sends the query in order without undefined', async () => {
    const fake = installFakeFetch();
    fake.on('GET', '/api/channels/a%20b%2Fc/messages', () => ({
      body: { messages: [], hasMore: false },
    }));
    const page = await api.get('/api/channels/{slug}/messages', {
      params: { slug: 'a b/c' },
      query: { limit: 100, before: undefined, after: 3 },
    });
    expect(page).toEqual({ messages: [], hasMore: false });
    expect(fake.requests.map((r) => r.url)).toEqual([
      '/api/channels/a%20b%2Fc/messages?limit=100&after=3',
    ]);
  });

  it('sends a write without a body as {} and a delete with none', async () => {
    const fake = installFakeFetch();
    fake.on('POST', '/api/meetings/7/start', () => ({ body: { meeting: {} } }));
    fake.on('DELETE', '/api/meetings/7', () => ({ status: 204 }));
    await api.post('/api/meetings/{id}/start', { params: { id: 7 } });
    await api.delete('/api/meetings/{id}', { params: { id: 7 } });
    expect(fake.requests).toEqual([
      { method: 'POST', url: '/api/meetings/7/start', body: {} },
      { method: 'DELETE', url: '/api/meetings/7', body: undefined },
    ]);
  });

  it('posts a form as it is', async () => {
    const fake = installFakeFetch();
    fake.on('POST', '/api/admin/product-images', () => ({ status: 201, body: { url: '/x.png' } }));
    const form = new FormData();
    expect(await api.postForm('/api/admin/product-images', form)).toEqual({ url: '/x.png' });
    expect(fake.requests[0]?.body).toBe(form);
  });

  it("throws the server's error as an ApiError", async () => {
    const fake = installFakeFetch();
    fake.on('PUT', '/api/cart/discount', () => ({
      status: 410,
      body: { error: { code: 'code_expired', message: 'That code has expired.' } },
    }));
    const failure = api.put('/api/cart/discount', { body: { code: 'OLD' } });
    await expect(failure).rejects.toEqual(
      new ApiError(410, 'code_expired', 'That code has expired.'),
    );
    await expect(failure).rejects.toMatchObject({ status: 410, code: 'code_expired' });
  });
});

/**
 * Compiled by `tsc -p apps/web`, never run: each `@ts-expect-error` fails the typecheck if the
 * line below it compiles, so these show what the path types refuse.
 */
export function typeChecks() {
  // The answer is the route's success body, inferred from the path and method.
  expectTypeOf(
    api.get('/api/channels/{slug}/messages', { params: { slug: 'x' } }),
  ).resolves.toEqualTypeOf<ApiResponse<'/api/channels/{slug}/messages', 'get'>>();
  expectTypeOf(api.post('/api/tickets')).resolves.toEqualTypeOf<
    ApiResponse<'/api/tickets', 'post', 201>
  >();

  // @ts-expect-error an unknown path
  void api.get('/api/no-such-route', {});
  // @ts-expect-error a path this method does not answer
  void api.delete('/api/auth-options', {});
  // @ts-expect-error a missing path param
  void api.post('/api/polls/{id}/vote', { body: { option: 0 } });
  // @ts-expect-error a param the template does not have
  void api.post('/api/polls/{id}/vote', { params: { id: 1, slug: 'x' }, body: { option: 0 } });
  // @ts-expect-error a missing body
  void api.post('/api/polls/{id}/vote', { params: { id: 1 } });
  // @ts-expect-error a body of the wrong type
  void api.post('/api/polls/{id}/vote', { params: { id: 1 }, body: { option: 'first' } });
  // @ts-expect-error a body with a field the route does not take
  void api.put('/api/cart/discount', { body: { code: 'A', amount: 5 } });
  // @ts-expect-error a body for a route that takes none
  void api.get('/api/me', { body: {} });
  // @ts-expect-error a missing required query
  void api.get('/api/mailing-list/unsubscribe', {});
  // @ts-expect-error a query value of the wrong type
  void api.get('/api/admin/mail', { query: { offset: 'first' } });
  // @ts-expect-error a query the route does not read
  void api.get('/api/admin/mail', { query: { search: 'x' } });
  // @ts-expect-error a form for a route that takes JSON
  void api.postForm('/api/polls/{id}/vote', new FormData(), { params: { id: 1 } });
}
