/**
 * HTTP benchmark (`npm run bench`, `http`): the reads a page load makes, on the real server,
 * each beside a bare Fastify route returning the same response (JSON and headers, captured from
 * the real route) in the same run, measured with autocannon (the same connections and duration
 * for every target, each after a warm-up of its own). Besides requests/s, the server's CPU time
 * per request: on two cores autocannon can be the bottleneck, and then only the CPU figure
 * says what a request costs the server.
 * - `GET /api/products` signed out (the storefront) and signed in;
 * - signed in as the founder, what the members' workspace asks for when /chat opens:
 *   `GET /api/me`, `GET /api/channels`, `GET /api/members`;
 * - `GET /healthz`, the cost of the app's global hooks (no database, no session).
 * On the embedded PGlite database, and with BENCH_DATABASE_URL on PostgreSQL too (a database of
 * its own: the server migrates and seeds it; e.g. `createdb -h 127.0.0.1 -U postgres bbt_bench`).
 *
 * Options: BENCH_HTTP_CONNECTIONS (default 10), BENCH_HTTP_SECONDS (8), BENCH_HTTP_WARMUP_SECONDS
 * (2), BENCH_HTTP_ROUTES (some of the paths below, comma-separated: `/api/me` alone for an A/B
 * of the signed-in path), BENCH_DATABASE_URL, BENCH_SERVER_DIR (lib.ts). Target: the signed-out
 * product list >= 70% of the bare route's requests/s.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import {
  announceServerUnderTest,
  readCpuMs,
  signIn,
  startAppServer,
  startBareServer,
  table,
  type RunningServer,
} from './lib';

const connections = Number(process.env.BENCH_HTTP_CONNECTIONS ?? 10);
// Fifteen targets with PostgreSQL: short enough for http, chat and cluster to take < 10 min.
const seconds = Number(process.env.BENCH_HTTP_SECONDS ?? 8);
const warmupSeconds = Number(process.env.BENCH_HTTP_WARMUP_SECONDS ?? 2);
const TARGET_RATIO = 0.7;
const postgresUrl = process.env.BENCH_DATABASE_URL;

interface Route {
  path: string;
  /** The bare server's route serving the same payload. */
  bare: string;
  /** Measured signed out as well (the storefront's read). */
  public?: boolean;
}

const ALL_ROUTES: Route[] = [
  { path: '/api/products', bare: '/products', public: true },
  { path: '/api/me', bare: '/me' },
  { path: '/api/channels', bare: '/channels' },
  { path: '/api/members', bare: '/members' },
];
const picked = (process.env.BENCH_HTTP_ROUTES ?? '')
  .split(',')
  .map((path) => path.trim())
  .filter(Boolean);
const unknownRoutes = picked.filter((path) => !ALL_ROUTES.some((route) => route.path === path));
if (unknownRoutes.length > 0) {
  throw new Error(
    `BENCH_HTTP_ROUTES: unknown ${unknownRoutes.join(', ')}; pick from ${ALL_ROUTES.map((route) => route.path).join(', ')}`,
  );
}
const ROUTES =
  picked.length === 0 ? ALL_ROUTES : ALL_ROUTES.filter((route) => picked.includes(route.path));

interface Figures {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  bytes: number;
  /** The server's CPU time (user + system) per request. */
  cpuMicrosPerRequest: number;
  /** Share of one core the server used while measured. */
  busyPercent: number;
}

interface Row {
  /** Its place in ROUTES (ROUTES.length for /healthz), to print each route's rows together. */
  route: number;
  target: string;
  database: string;
  figures: Figures;
  /** What the ratio is to; none for a bare row. */
  base?: Figures;
}

async function cannon(url: string, headers: Record<string, string>, duration: number) {
  const result = await autocannon({ url, connections, duration, headers });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0)
    throw new Error(`${url}: ${failed} failed requests (errors, timeouts or non-2xx)`);
  return result;
}

async function measure(
  server: RunningServer,
  url: string,
  headers: Record<string, string> = {},
): Promise<Figures> {
  await cannon(url, headers, warmupSeconds);
  const cpuBefore = readCpuMs(server.pid);
  const result = await cannon(url, headers, seconds);
  const cpuMs = readCpuMs(server.pid) - cpuBefore;
  const requests = Math.max(1, result.requests.total);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    bytes: Math.round(result.throughput.total / requests),
    cpuMicrosPerRequest: (cpuMs * 1000) / requests,
    busyPercent: (100 * cpuMs) / (result.duration * 1000),
  };
}

/** Set per connection or per response by the HTTP layer, not by the route. */
const TRANSPORT_HEADERS = new Set([
  'connection',
  'content-length',
  'date',
  'keep-alive',
  'transfer-encoding',
]);

/** The responses of the real routes, signed in, for the bare server to serve. */
async function captureResponses(app: RunningServer, cookie: string, dir: string) {
  const responses: Record<string, { body: unknown; headers: Record<string, string> }> = {};
  for (const route of ROUTES) {
    const response = await fetch(`${app.url}${route.path}`, { headers: { cookie } });
    if (!response.ok) throw new Error(`${route.path} answered ${response.status}`);
    const headers = Object.fromEntries(
      [...response.headers].filter(([name]) => !TRANSPORT_HEADERS.has(name)),
    );
    responses[route.bare] = { body: await response.json(), headers };
  }
  const file = path.join(dir, 'responses.json');
  await writeFile(file, JSON.stringify(responses));
  return file;
}

/** One route of the real server, signed in (and signed out too if it is public). */
async function measureRoute(
  app: RunningServer,
  cookie: string,
  route: Route,
  row: Omit<Row, 'target' | 'figures'>,
): Promise<Row[]> {
  const url = `${app.url}${route.path}`;
  const rows: Row[] = [];
  if (route.public) {
    const figures = await measure(app, url);
    rows.push({ ...row, target: `GET ${route.path}, signed out`, figures });
  }
  const figures = await measure(app, url, { cookie });
  rows.push({ ...row, target: `GET ${route.path}, signed in`, figures });
  return rows;
}

async function main() {
  announceServerUnderTest();
  const rows: Row[] = [];
  const payloadDir = await mkdtemp(path.join(tmpdir(), 'bbt-bench-http-'));
  const running: RunningServer[] = [];
  const start = async (server: Promise<RunningServer>) => {
    running.push(await server);
    return running.at(-1)!;
  };
  try {
    const app = await start(startAppServer());
    const cookie = await signIn(app.url, 'founder');
    const bare = await start(
      startBareServer('bare-http-server.ts', [await captureResponses(app, cookie, payloadDir)]),
    );
    const databases = [{ name: 'PGlite', server: app, cookie }];
    if (postgresUrl) {
      const onPostgres = await start(startAppServer({ env: { DATABASE_URL: postgresUrl } }));
      const pgCookie = await signIn(onPostgres.url, 'founder');
      databases.push({ name: 'PostgreSQL', server: onPostgres, cookie: pgCookie });
    }
    // Every server stays up, idle while another is measured, so that each bare route and the
    // real one on each database follow one another and see the same machine.
    const bares: Figures[] = [];
    for (const [route, spec] of ROUTES.entries()) {
      const base = await measure(bare, `${bare.url}${spec.bare}`, spec.public ? {} : { cookie });
      bares.push(base);
      rows.push({ route, target: `bare GET ${spec.bare}`, database: '-', figures: base });
      for (const database of databases) {
        const row = { route, database: database.name, base };
        rows.push(...(await measureRoute(database.server, database.cookie, spec, row)));
      }
    }
    // Beside bare /products, so only with the product list.
    if (ROUTES[0] === ALL_ROUTES[0]) {
      rows.push({
        route: ROUTES.length,
        target: 'GET /healthz',
        database: '-',
        figures: await measure(app, `${app.url}/healthz`),
        base: bares[0],
      });
    }
    printRows(rows);
  } finally {
    await Promise.all(running.map((server) => server.stop()));
    await rm(payloadDir, { recursive: true, force: true });
  }
}

function printRows(rows: Row[]) {
  // Grouped by route (a stable sort): the bare row, then the real route on each database.
  const sorted = [...rows].sort((a, b) => a.route - b.route);
  console.log(
    `\nHTTP: autocannon, ${connections} connections, ${seconds} s per target after a ${warmupSeconds} s warm-up; signed in as the founder`,
  );
  console.log(
    table(
      [
        'target',
        'database',
        'req/s',
        'p50 ms',
        'p99 ms',
        'bytes/resp',
        'server µs/req',
        'server CPU %',
        'ratio to bare',
        'bare CPU / ours',
      ],
      sorted.map(({ target, database, figures: f, base }) => [
        target,
        database,
        Math.round(f.requestsPerSecond),
        f.p50.toFixed(1),
        f.p99.toFixed(1),
        f.bytes,
        f.cpuMicrosPerRequest.toFixed(1),
        Math.round(f.busyPercent),
        base ? (f.requestsPerSecond / base.requestsPerSecond).toFixed(2) : '1.00',
        base ? (base.cpuMicrosPerRequest / f.cpuMicrosPerRequest).toFixed(2) : '1.00',
      ]),
      2,
    ),
  );
  console.log(
    '(ratios: each route to the bare route above it, which serves the response captured from the real one; /healthz to bare /products. "bare CPU / ours": what share of our CPU per request the bare route needs, the ratio that holds when the load generator is the bottleneck)',
  );
  const products = rows.find(
    (r) => r.target === 'GET /api/products, signed out' && r.database === 'PGlite',
  );
  if (!products?.base) return;
  const ratio = products.figures.requestsPerSecond / products.base.requestsPerSecond;
  console.log(
    `target: product list >= ${TARGET_RATIO * 100}% of the bare route: ${(ratio * 100).toFixed(0)}% ${
      ratio >= TARGET_RATIO ? 'MET' : 'MISSED'
    }`,
  );
}

await main();
