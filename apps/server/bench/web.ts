/**
 * Web performance: builds the web app (into a temp folder, so a build other work relies on in
 * apps/web/dist is left alone), serves it from the real server, and runs Lighthouse
 * (performance category; the mobile default and the desktop preset) in Debian's Chromium on
 * /, /products and /products/badge. The baseline is the floor: a minimal static HTML page
 * served by the same server setup. Also prints the JavaScript each page loads on first visit,
 * raw and gzipped (each script the page requested, gzipped here at level 6).
 *
 * BENCH_WEB_DIST: use this built dist folder instead of building. BENCH_CHROMIUM (default
 * /usr/bin/chromium). BENCH_WEB_RUNS (default 1): Lighthouse runs per page and form factor,
 * the median score is kept. BENCH_WEB_REPORTS: a folder to write the Lighthouse JSON reports to.
 * Target: performance >= 95 on the three pages.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { desktopConfig, type Config, type Result } from 'lighthouse';
import { CHROMIUM_FLAGS } from '../src/test/chromium-flags';
import {
  buildWebApp,
  exited,
  freePort,
  kib,
  startAppServer,
  stopProcess,
  table,
  waitUntil,
  type RunningServer,
} from './lib';

const TARGET_SCORE = 95;
const MAX_RETRIES = 2;
const FLOOR_PAGE = '/bench-floor.html';
const PAGES = [FLOOR_PAGE, '/', '/products', '/products/badge'];
const chromiumPath = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS ?? 1));
const reportsDir = process.env.BENCH_WEB_REPORTS;

/** The floor: what the same server answers for a page with no script, font or image. */
const FLOOR_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="A static page: the floor for the web benchmark." />
    <title>Blue Badge benchmark floor</title>
  </head>
  <body>
    <h1>Blue Badge</h1>
    <p>A bare static page served by the same server, to show the floor.</p>
  </body>
</html>
`;

interface PageResult {
  page: string;
  formFactor: 'mobile' | 'desktop';
  lhr: Result;
  js: { files: number; raw: number; gzip: number; transferred: number };
}

interface NetworkRequest {
  url: string;
  resourceType?: string;
  transferSize?: number;
  resourceSize?: number;
}

async function startChromium() {
  const port = await freePort();
  const profile = await mkdtemp(path.join(tmpdir(), 'bbt-bench-chromium-'));
  const child = spawn(
    chromiumPath,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    { stdio: 'ignore' },
  );
  await waitUntil(
    async () => (await fetch(`http://127.0.0.1:${port}/json/version`)).ok,
    'Chromium',
    30_000,
    () => child.exitCode !== null,
  );
  const version = (
    (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
      Browser: string;
    }
  ).Browser;
  return {
    port,
    version,
    stop: async () => {
      await stopProcess(child, 5_000);
      await exited(child);
      await rm(profile, { recursive: true, force: true });
    },
  };
}

const gzipCache = new Map<string, { raw: number; gzip: number }>();
async function scriptSizes(url: string) {
  let sizes = gzipCache.get(url);
  if (!sizes) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    sizes = { raw: body.length, gzip: gzipSync(body, { level: 6 }).length };
    gzipCache.set(url, sizes);
  }
  return sizes;
}

async function javascriptOf(lhr: Result) {
  const details = lhr.audits['network-requests']?.details as { items?: NetworkRequest[] };
  const scripts = (details?.items ?? []).filter(
    (item) => item.resourceType === 'Script' && item.url.startsWith('http'),
  );
  let raw = 0;
  let gzip = 0;
  let transferred = 0;
  for (const script of scripts) {
    const sizes = await scriptSizes(script.url);
    raw += sizes.raw;
    gzip += sizes.gzip;
    transferred += script.transferSize ?? 0;
  }
  return { files: scripts.length, raw, gzip, transferred };
}

const score = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);
const metric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const ms = (value: number) => `${Math.round(value)}`;

async function audit(url: string, port: number, formFactor: 'mobile' | 'desktop'): Promise<Result> {
  const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
  const results: Result[] = [];
  for (let attempt = 1; results.length < runs; attempt++) {
    const result = await lighthouse(
      url,
      { port, logLevel: 'error', onlyCategories: ['performance'], output: 'json' },
      config,
    );
    const error = result ? result.lhr.runtimeError : { message: 'no result' };
    if (!error) results.push(result!.lhr);
    // A trace is sometimes lost on a busy machine (NO_NAVSTART): run that page again.
    else if (attempt >= runs + MAX_RETRIES)
      throw new Error(`Lighthouse failed on ${url}: ${error.message}`);
    else
      console.warn(
        `Lighthouse failed on ${url} (${formFactor}), running it again: ${error.message}`,
      );
  }
  results.sort((a, b) => score(a) - score(b));
  return results[Math.floor(results.length / 2)]!;
}

/** Finds the first `node` description in an audit's details (the LCP element's). */
function findNode(value: unknown): { snippet?: string; selector?: string } | undefined {
  if (!value || typeof value !== 'object') return undefined;
  const record = value as Record<string, unknown>;
  if (record.type === 'node') return record as { snippet?: string; selector?: string };
  for (const child of Object.values(record)) {
    const found = findNode(child);
    if (found) return found;
  }
  return undefined;
}

/** Why a page misses the target: the audits that cost it most. */
function explain(result: PageResult) {
  const { lhr } = result;
  const lines: string[] = [];
  const lcpNode = findNode(lhr.audits['largest-contentful-paint-element']?.details);
  if (lcpNode) lines.push(`LCP element: ${lcpNode.snippet ?? lcpNode.selector}`);
  const opportunities = Object.values(lhr.audits)
    .map((a) => ({
      title: a.title,
      savingsMs: (a.details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0,
      savingsBytes:
        (a.details as { overallSavingsBytes?: number } | undefined)?.overallSavingsBytes ?? 0,
    }))
    .filter((o) => o.savingsMs > 0 || o.savingsBytes > 0)
    .sort((a, b) => b.savingsMs - a.savingsMs || b.savingsBytes - a.savingsBytes)
    .slice(0, 5);
  for (const o of opportunities) {
    lines.push(
      `opportunity: ${o.title} (~${Math.round(o.savingsMs)} ms, ${kib(o.savingsBytes)} KiB)`,
    );
  }
  const blocking = lhr.audits['render-blocking-resources']?.details as
    { items?: { url: string; wastedMs?: number }[] } | undefined;
  for (const item of blocking?.items ?? []) {
    lines.push(
      `render-blocking: ${new URL(item.url).pathname} (~${Math.round(item.wastedMs ?? 0)} ms)`,
    );
  }
  const bootup = lhr.audits['bootup-time'];
  if (bootup?.displayValue) lines.push(`JavaScript execution time: ${bootup.displayValue}`);
  const chains = lhr.audits['critical-request-chains']?.displayValue;
  if (chains) lines.push(`critical request chains: ${chains}`);
  return lines;
}

async function main() {
  const { dist, cleanup } = await buildWebApp();
  let server: RunningServer | undefined;
  let chromium: Awaited<ReturnType<typeof startChromium>> | undefined;
  const results: PageResult[] = [];
  try {
    await writeFile(path.join(dist, FLOOR_PAGE.slice(1)), FLOOR_HTML);
    server = await startAppServer({ env: { WEB_DIST_DIR: dist } });
    chromium = await startChromium();
    if (reportsDir) await mkdir(reportsDir, { recursive: true });
    // Unmeasured first visit: the server's and the browser's first-request costs.
    await audit(`${server.url}/`, chromium.port, 'mobile');
    for (const formFactor of ['mobile', 'desktop'] as const) {
      for (const page of PAGES) {
        const lhr = await audit(`${server.url}${page}`, chromium.port, formFactor);
        results.push({ page, formFactor, lhr, js: await javascriptOf(lhr) });
        if (reportsDir) {
          const name = `${formFactor}${page.replaceAll(/[^a-z0-9]+/gi, '-')}.json`;
          await writeFile(path.join(reportsDir, name), JSON.stringify(lhr));
        }
      }
    }
  } finally {
    await chromium?.stop();
    await server?.stop();
    // Written into the dist folder, which may be the caller's own (BENCH_WEB_DIST).
    await rm(path.join(dist, FLOOR_PAGE.slice(1)), { force: true });
    await cleanup();
  }

  const lhr0 = results[0]!.lhr;
  console.log(
    `\nWeb: Lighthouse ${lhr0.lighthouseVersion}, performance category, ${chromium?.version}, benchmark index ${lhr0.environment.benchmarkIndex}; ${runs} run(s) per row (median score)`,
  );
  console.log(
    table(
      [
        'page',
        'form',
        'score',
        'FCP ms',
        'LCP ms',
        'TBT ms',
        'CLS',
        'SI ms',
        'JS files',
        'JS KiB',
        'JS gzip KiB',
        'JS sent KiB',
      ],
      results.map(({ page, formFactor, lhr, js }) => [
        page === FLOOR_PAGE ? `floor (${page})` : page,
        formFactor,
        score(lhr),
        ms(metric(lhr, 'first-contentful-paint')),
        ms(metric(lhr, 'largest-contentful-paint')),
        ms(metric(lhr, 'total-blocking-time')),
        metric(lhr, 'cumulative-layout-shift').toFixed(3),
        ms(metric(lhr, 'speed-index')),
        js.files,
        kib(js.raw),
        kib(js.gzip),
        kib(js.transferred),
      ]),
    ),
  );
  console.log('(JS sent: bytes on the wire as Lighthouse saw them; gzip: what gzip -6 would send)');
  const misses = results.filter((r) => r.page !== FLOOR_PAGE && score(r.lhr) < TARGET_SCORE);
  console.log(
    `target: performance >= ${TARGET_SCORE} on ${PAGES.filter((p) => p !== FLOOR_PAGE).join(', ')}: ${
      misses.length === 0 ? 'MET' : `MISSED on ${misses.length} of ${results.length - 2}`
    }`,
  );
  for (const miss of misses) {
    console.log(`\n${miss.page} (${miss.formFactor}) scored ${score(miss.lhr)}:`);
    for (const line of explain(miss)) console.log(`  ${line}`);
  }
}

await main();
