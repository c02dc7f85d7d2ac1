/**
 * HTTP benchmark: GET /api/products (signed out) and GET /api/me (signed in) on the real
 * server against a bare Fastify route returning the same JSON, measured with autocannon:
 * the same connections and duration for every target, each after a warm-up.
 * Diagnostic rows: /api/products signed in, and /healthz (the cost of the app's global hooks).
 *
 * BENCH_HTTP_CONNECTIONS (default 10), BENCH_HTTP_SECONDS (default 10),
 * BENCH_HTTP_WARMUP_SECONDS (default 3). BENCH_DATABASE_URL: also measure both routes on a
 * server using this PostgreSQL database (migrated and seeded by the server; use a database of
 * its own) instead of the embedded PGlite. Target: product list >= 70% of the bare route's req/s.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { signIn, startAppServer, startBareServer, table, type RunningServer } from './lib';

const connections = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 10);
const seconds = Number(process.env.BENCH_HTTP_SECONDS ?? 10);
const warmupSeconds = Number(process.env.BENCH_HTTP_WARMUP_SECONDS ?? 3);
const TARGET_RATIO = 0.7;
const postgresUrl = process.env.BENCH_DATABASE_URL;

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytes: number;
}

async function cannon(url: string, headers: Record<string, string>, duration: number) {
  const result = await autocannon({ url, connections, duration, headers });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0)
    throw new Error(`${url}: ${failed} failed requests (errors, timeouts or non-2xx)`);
  return result;
}

async function measure(url: string, headers: Record<string, string> = {}): Promise<Figures> {
  await cannon(url, headers, warmupSeconds);
  const result = await cannon(url, headers, seconds);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.total / Math.max(1, result.requests.total)),
  };
}

const ratio = (figures: Figures, base: Figures) =>
  (figures.requestsPerSecond / base.requestsPerSecond).toFixed(2);

async function main() {
  let app: RunningServer | undefined;
  let bare: RunningServer | undefined;
  let onPostgres: RunningServer | undefined;
  const payloadDir = await mkdtemp(path.join(tmpdir(), 'bbt-bench-http-'));
  try {
    app = await startAppServer();
    const cookie = await signIn(app.url, 'founder');
    const products = await (await fetch(`${app.url}/api/products`)).json();
    const me = await (await fetch(`${app.url}/api/me`, { headers: { cookie } })).json();
    const payloadFile = path.join(payloadDir, 'payloads.json');
    await writeFile(payloadFile, JSON.stringify({ '/products': products, '/me': me }));
    bare = await startBareServer('bare-http-server.ts', [payloadFile]);

    const signedIn = { cookie };
    const rows: [string, Figures][] = [];
    const run = async (name: string, url: string, headers: Record<string, string> = {}) => {
      const figures = await measure(url, headers);
      rows.push([name, figures]);
      return figures;
    };
    const bareProducts = await run('bare GET /products', `${bare.url}/products`);
    const appProducts = await run('GET /api/products (signed out)', `${app.url}/api/products`);
    const bareMe = await run('bare GET /me (same cookie)', `${bare.url}/me`, signedIn);
    const appMe = await run('GET /api/me (signed in)', `${app.url}/api/me`, signedIn);
    const productsSignedIn = await run(
      'GET /api/products (signed in)',
      `${app.url}/api/products`,
      signedIn,
    );
    const health = await run('GET /healthz', `${app.url}/healthz`);
    await app.stop();
    const ratios = new Map<Figures, string>();
    if (postgresUrl) {
      onPostgres = await startAppServer({ env: { DATABASE_URL: postgresUrl } });
      const pgCookie = await signIn(onPostgres.url, 'founder');
      const pgProducts = await run(
        'PostgreSQL: GET /api/products',
        `${onPostgres.url}/api/products`,
      );
      const pgMe = await run('PostgreSQL: GET /api/me', `${onPostgres.url}/api/me`, {
        cookie: pgCookie,
      });
      ratios.set(pgProducts, ratio(pgProducts, bareProducts)).set(pgMe, ratio(pgMe, bareMe));
    }

    ratios
      .set(appProducts, ratio(appProducts, bareProducts))
      .set(productsSignedIn, ratio(productsSignedIn, bareProducts))
      .set(appMe, ratio(appMe, bareMe))
      .set(health, ratio(health, bareProducts));
    console.log(
      `\nHTTP: autocannon, ${connections} connections, ${seconds} s per target after a ${warmupSeconds} s warm-up`,
    );
    console.log(
      table(
        ['target', 'req/s', 'p50 ms', 'p99 ms', 'bytes/resp', 'ratio to bare'],
        rows.map(([name, f]) => [
          name,
          Math.round(f.requestsPerSecond),
          f.p50.toFixed(1),
          f.p99.toFixed(1),
          f.bytes,
          ratios.get(f) ?? '1.00',
        ]),
      ),
    );
    const productRatio = appProducts.requestsPerSecond / bareProducts.requestsPerSecond;
    console.log(
      `target: product list >= ${TARGET_RATIO * 100}% of the bare route: ${(productRatio * 100).toFixed(0)}% ${
        productRatio >= TARGET_RATIO ? 'MET' : 'MISSED'
      }`,
    );
    console.log(
      '(ratios: /api/me to bare /me; the others to bare /products; the bare routes serve the payloads captured from the real ones)',
    );
  } finally {
    await Promise.all([app?.stop(), bare?.stop(), onPostgres?.stop()]);
    await rm(payloadDir, { recursive: true, force: true });
  }
}

await main();
