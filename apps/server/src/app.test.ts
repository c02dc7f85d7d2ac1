import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, writeFile } from 'node:fs/promises';
import { gunzipSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/test-app';

const THEME_SCRIPT = "document.documentElement.dataset.theme='dark'";
let t: TestApp;

beforeAll(async () => {
  const webDist = await mkdtemp(path.join(tmpdir(), 'bbt-web-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(
    path.join(webDist, 'index.html'),
    `<!doctype html><html><head><script>${THEME_SCRIPT}</script></head><body><div id="root"></div></body></html>`,
  );
  await writeFile(path.join(webDist, 'assets', 'app-1234.js'), 'console.log(1)');
  // What the build's precompress step writes beside each text file.
  for (const file of ['index.html', path.join('assets', 'app-1234.js')]) {
    const full = path.join(webDist, file);
    await writeFile(`${full}.gz`, gzipSync(await readFile(full)));
  }
  t = await createTestApp({ WEB_DIST_DIR: webDist });
});
afterAll(() => t.close());

describe('API basics', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({
      status: 'ok',
    });
    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      database: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('publishes an OpenAPI document covering the routes, and a browsable UI', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/me',
        '/api/dev/sign-in',
        '/api/auth-options',
        '/api/mailing-list',
        '/healthz',
        '/readyz',
      ]),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toContain('text/html');
  });

  it('sends security headers, with the inline theme script allowed by hash only', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    const hash = createHash('sha256').update(THEME_SCRIPT).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin-allow-popups',
      'x-frame-options': 'SAMEORIGIN',
    });
    // HSTS only in production (config.ts), and never a framework banner.
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it('lets pages connect and load images only where the product needs to', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const directives = new Map(
      String(response.headers['content-security-policy'])
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources.join(' ')]),
    );
    // This test app has neither PayPal nor sign-in providers configured.
    expect(directives.get('connect-src')).toBe("'self' ws://localhost:3000");
    expect(directives.get('img-src')).toBe("'self' data: blob:");
  });

  it('tags every response with a request id, keeping a well-formed one given by the caller', async () => {
    const generated = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': 'lb-abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('lb-abc-123');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'x-request-id': '<script>' },
    });
    expect(hostile.headers['x-request-id']).not.toBe('<script>');
  });

  it('answers unknown API routes with a JSON 404 in the error shape', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      error: { code: 'not_found', message: 'No route for GET /api/nothing-here' },
    });
  });

  it('serves the web app for page routes and caches hashed assets for good', async () => {
    for (const url of ['/', '/products/badge', '/app/general', '/no-such-page']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<div id="root">');
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed copy to browsers that accept it, cached like the original', async () => {
    for (const [url, cacheControl] of [
      ['/products', 'no-cache'],
      ['/assets/app-1234.js', 'public, max-age=31536000, immutable'],
    ] as const) {
      const plain = await t.app.inject({ method: 'GET', url });
      const compressed = await t.app.inject({
        method: 'GET',
        url,
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.headers.vary).toContain('accept-encoding');
      expect(compressed.headers['cache-control']).toBe(cacheControl);
      expect(gunzipSync(compressed.rawPayload).toString()).toBe(plain.body);
    }
  });
});
