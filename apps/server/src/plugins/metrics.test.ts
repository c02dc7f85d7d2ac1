import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInAs, type TestApp } from '../test/test-app';
import { connectAs, eventually, listen } from '../test/test-sockets';
import { routeLabel } from './metrics';

/** The value of one series in a Prometheus text exposition, or 0 when absent. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('routeLabel', () => {
  it('keeps route patterns and folds every static file into one label', () => {
    expect(routeLabel('/api/products/:nameInUrl')).toBe('/api/products/:nameInUrl');
    expect(routeLabel('/')).toBe('/');
    expect(routeLabel('/api/openapi.json')).toBe('/api/openapi.json');
    expect(routeLabel(undefined)).toBe('unmatched');
    for (const file of ['/assets/index-3f9a.js', '/assets/index-3f9a.js.br', '/favicon.ico'])
      expect(routeLabel(file)).toBe('static');
  });
});

describe('GET /metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const response = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    return response.body;
  };

  it('counts requests per route pattern and status, with latencies', async () => {
    const before = await scrape();
    await t.app.inject({ method: 'GET', url: '/api/products' });
    await t.app.inject({ method: 'GET', url: '/api/products/badge' });
    await t.app.inject({ method: 'GET', url: '/api/products/nope' });
    const after = await scrape();
    const series = (route: string, status: number) =>
      `http_requests_total{method="GET",route="${route}",status_code="${status}"}`;
    expect(
      sample(after, series('/api/products', 200)) - sample(before, series('/api/products', 200)),
    ).toBe(1);
    expect(sample(after, series('/api/products/:nameInUrl', 200))).toBeGreaterThanOrEqual(1);
    expect(sample(after, series('/api/products/:nameInUrl', 404))).toBeGreaterThanOrEqual(1);
    expect(after).not.toContain('route="/api/products/badge"');
    expect(
      sample(after, 'http_request_duration_seconds_count{method="GET",route="/api/products"}'),
    ).toBeGreaterThanOrEqual(1);
    expect(after).toContain('process_resident_memory_bytes');
  });

  it('counts each request once, between scrapes and across them, matched or not', async () => {
    const series = (method: string, route: string, status: number) =>
      `http_requests_total{method="${method}",route="${route}",status_code="${status}"}`;
    const counted = [
      series('GET', '/api/faqs', 200),
      series('HEAD', '/api/faqs', 200),
      series('GET', 'unmatched', 404),
    ];
    const counts = (text: string) => counted.map((name) => sample(text, name));
    const before = counts(await scrape());
    const ask = async (times: number) => {
      for (let i = 0; i < times; i++) {
        await t.app.inject({ method: 'GET', url: '/api/faqs' });
        await t.app.inject({ method: 'HEAD', url: '/api/faqs' });
        await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
      }
    };
    await ask(2);
    const between = counts(await scrape());
    expect(between.map((n, i) => n - before[i]!)).toEqual([2, 2, 2]);
    await ask(3);
    const after = await scrape();
    expect(counts(after).map((n, i) => n - before[i]!)).toEqual([5, 5, 5]);
    expect(
      sample(after, 'http_request_duration_seconds_count{method="HEAD",route="/api/faqs"}'),
    ).toBeGreaterThanOrEqual(5);
    expect(after).not.toContain('route="/api/no-such-route"');
    expect(after).not.toContain('route="/metrics"');
  });

  it('counts open sockets and chat messages', async () => {
    const url = await listen(t.app);
    const { socket } = await connectAs(t.app, url, 'free');
    try {
      const before = sample(await scrape(), 'chat_messages_total');
      const text = await scrape();
      expect(sample(text, 'socket_connections')).toBe(1);
      const ack = await socket
        .timeout(5_000)
        .emitWithAck('message:send', { clientId: randomUUID(), channel: 'general', text: 'hi' });
      expect(ack.ok).toBe(true);
      expect(sample(await scrape(), 'chat_messages_total')).toBe(before + 1);
    } finally {
      socket.disconnect();
    }
    await eventually(async () => expect(sample(await scrape(), 'socket_connections')).toBe(0));
  });

  it('counts payment captures by outcome', async () => {
    const cookie = await signInAs(t.app, 'free');
    await t.app.inject({
      method: 'POST',
      url: '/api/checkout/orders/NO-SUCH-ORDER/capture',
      headers: { cookie },
    });
    expect(sample(await scrape(), 'payment_captures_total{outcome="not_found"}')).toBe(1);
  });

  it('counts a paid order once, and a retried capture of it apart', async () => {
    const cookie = await signInAs(t.app, 'free');
    const cart = await t.app.inject({
      method: 'PUT',
      url: '/api/cart',
      headers: { cookie },
      payload: { items: [{ product: 'indicator' }] },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/checkout/orders',
      headers: { cookie },
      payload: { tradingViewUsername: 'test_trader' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const capture = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/checkout/orders/${created.json().orderId}/capture`,
        headers: { cookie },
      });
    expect((await capture()).statusCode).toBe(200);
    expect((await capture()).statusCode).toBe(200);
    const text = await scrape();
    expect(sample(text, 'payment_captures_total{outcome="completed"}')).toBe(1);
    expect(sample(text, 'payment_captures_total{outcome="already_completed"}')).toBe(1);
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ METRICS_TOKEN: 'scrape-secret' });
  });
  afterAll(() => t.close());

  it('asks for the token, in the error shape', async () => {
    for (const authorization of [undefined, 'Bearer wrong', 'scrape-secret']) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('unauthenticated');
    }
    const allowed = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scrape-secret' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('http_requests_total');
  });
});
