import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../errors';
import { loadServerRenderer } from './server-render';

const API_PREFIXES = ['/api/', '/healthz', '/readyz', '/socket.io/'];

/** SHA-256 sources for the inline scripts of index.html (the theme is applied before first paint). */
export function inlineScriptHashes(webDistDir: string): string[] {
  const indexFile = path.join(webDistDir, 'index.html');
  if (!existsSync(indexFile)) return [];
  const html = readFileSync(indexFile, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, code]) =>
    scriptHash(code ?? ''),
  );
}

/** A Content-Security-Policy source allowing exactly this inline script. */
export function scriptHash(code: string): string {
  return `'sha256-${createHash('sha256').update(code).digest('base64')}'`;
}

/** Vite's hashed assets never change; the page itself must be revalidated to pick up a release. */
function cacheControlFor(filePath: string): string {
  // A precompressed copy (index.html.br) is cached like the file it stands for.
  const name = path.basename(filePath).replace(/\.(br|gz)$/, '');
  // The service worker and its manifest too: a release must reach the browser's update check.
  if (name === 'index.html' || name === 'sw.js' || name === 'manifest.webmanifest')
    return 'no-cache';
  if (filePath.includes(`${path.sep}assets${path.sep}`))
    return 'public, max-age=31536000, immutable';
  return 'public, max-age=3600';
}

/**
 * Serves the built single-page app: hashed assets cached for a year; the storefront pages
 * rendered on the server (server-render.ts); every other page path answered with index.html so
 * the client router can take it. Unknown API paths stay JSON 404s.
 */
export async function registerWebApp(app: FastifyInstance, webDistDir: string) {
  const built = existsSync(path.join(webDistDir, 'index.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: webDistDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text asset (apps/web/precompress.ts).
      preCompressed: true,
      setHeaders: (res, filePath) => res.header('cache-control', cacheControlFor(filePath)),
    });
  }
  const renderer = built ? await loadServerRenderer(app, webDistDir) : null;
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
    if (request.method === 'GET' && !isApi) {
      if (!built) {
        return reply
          .status(503)
          .type('text/plain')
          .send('The web app is not built yet: run `npm run build` (npm start does it for you).');
      }
      if (await renderer?.send(request, reply)) return reply;
      // An unknown page shows the app's not-found page, with the status that says so.
      return reply.status(renderer?.statusOf(request.url) ?? 200).sendFile('index.html');
    }
    return reply
      .status(404)
      .send(errorBody('not_found', `No route for ${request.method} ${request.url.split('?')[0]}`));
  });
}
