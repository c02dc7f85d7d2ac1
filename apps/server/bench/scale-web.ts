/**
 * `node --import tsx apps/server/bench/scale-web.ts`: the chat in a browser at a community's
 * real size. For each database: the time from navigating to `/app/general` to its first
 * message drawn (the page's own clock, from the navigation's start), and the elements in the
 * page after scrolling back 2,000 messages (or to the channel's start, if it has fewer).
 * The baseline, measured in the same run, is a freshly seeded database with the demo's chat; the large one is a
 * database the `scale` benchmark kept (run it with BENCH_SCALE_KEEP_DATABASE=1; it prints the
 * name). Both on BENCH_DATABASE_URL's PostgreSQL server, signed in as the premium persona,
 * each page opened in a fresh browser context (nothing cached), after one unmeasured opening.
 *
 * BENCH_SCALE_WEB_DATABASE (the kept database's name; without it only the baseline runs),
 * BENCH_SCALE_WEB_RUNS (5: openings per database; the median and the worst are printed),
 * BENCH_WEB_DIST (a built web app; otherwise one is built), BENCH_CHROMIUM.
 * Targets: first message <= 1 s seeded and <= 1.5 s at 50k / 2M; fewer than 3,000
 * elements after scrolling back 2,000 messages.
 */
import { randomBytes } from 'node:crypto';
import { loadavg } from 'node:os';
import { chromium, type Browser, type Page } from 'playwright-core';
import { withAdmin } from './generated-history';
import { CHROMIUM_FLAGS } from '../src/test/chromium-flags';
import { buildWebApp, startAppServer, table, type RunningServer } from './lib';

const postgresUrl = process.env.BENCH_DATABASE_URL;
if (!postgresUrl) {
  console.log('scale-web: skipped; set BENCH_DATABASE_URL (a PostgreSQL server URL) to run it');
  process.exit(0);
}
const keptDatabase = process.env.BENCH_SCALE_WEB_DATABASE;
const RUNS = Math.max(1, Number(process.env.BENCH_SCALE_WEB_RUNS ?? 5));
const SCROLL_BACK = 2_000;
const CHANNEL = 'general';
const chromiumPath = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

interface Measured {
  label: string;
  firstMessageMs: number[];
  scrolledBack: number;
  elements: number;
}

function databaseUrl(name: string): string {
  const url = new URL(postgresUrl!);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A page signed in as the premium persona, in a context of its own. */
async function signedInPage(browser: Browser, baseURL: string): Promise<Page> {
  const context = await browser.newContext({ baseURL, viewport: { width: 1440, height: 900 } });
  // Written as text: the server's TypeScript has no DOM types. When the first message row is
  // drawn, by the page's clock (0 = the navigation's start).
  await context.addInitScript({
    content: `
      for (const key of ['noFirstVisit', 'firstChatVisit']) localStorage.setItem(key, 'true');
      new MutationObserver((_, observer) => {
        if (!document.querySelector('li[id^="message-"]')) return;
        window.firstMessageAt = performance.now();
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    `,
  });
  const response = await context.request.post('/api/dev/sign-in', { data: { as: 'premium' } });
  if (!response.ok()) throw new Error(`dev sign-in answered ${response.status()}`);
  return context.newPage();
}

async function firstMessageMs(browser: Browser, baseURL: string): Promise<number> {
  const page = await signedInPage(browser, baseURL);
  try {
    await page.goto(`/app/${CHANNEL}`);
    const handle = await page.waitForFunction(
      () => (globalThis as { firstMessageAt?: number }).firstMessageAt,
      undefined,
      { timeout: 60_000 },
    );
    return (await handle.jsonValue()) as number;
  } finally {
    await page.context().close();
  }
}

/** Scrolls the history up a screen at a time until SCROLL_BACK older messages have loaded. */
async function scrollBack(browser: Browser, baseURL: string) {
  const page = await signedInPage(browser, baseURL);
  try {
    let loaded = 0;
    let atStart = false;
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (!url.pathname.endsWith(`/channels/${CHANNEL}/messages`)) return;
      const body = (await response.json().catch(() => null)) as {
        messages: unknown[];
        hasMore: boolean;
      } | null;
      if (!body) return;
      if (url.searchParams.has('before')) loaded += body.messages.length;
      // The newest page too says whether there is anything before it.
      if (!body.hasMore) atStart = true;
    });
    await page.goto(`/app/${CHANNEL}`);
    const history = page.locator('[role="region"]:has(li[id^="message-"])').first();
    await history.waitFor();
    // Up a screen at a time; the channel's start is reached when its oldest page has come (the
    // first page may come with the app, unseen here) or the view stays at the top with nothing
    // more loading for three rounds.
    let stillAtTop = 0;
    for (
      let round = 0;
      loaded < SCROLL_BACK && !atStart && stillAtTop < 3 && round < 300;
      round++
    ) {
      const loadedBefore = loaded;
      const atTop = await history.evaluate(async (el) => {
        for (let step = 0; step < 20; step += 1) {
          el.scrollBy({ top: -el.clientHeight });
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        return el.scrollTop === 0;
      });
      stillAtTop = atTop && loaded === loadedBefore ? stillAtTop + 1 : 0;
    }
    const elements = await page.locator('*').count();
    return { scrolledBack: loaded, elements };
  } finally {
    await page.context().close();
  }
}

async function measure(
  label: string,
  database: string,
  dist: string,
  env: Record<string, string> = {},
): Promise<Measured> {
  let server: RunningServer | undefined;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_FLAGS });
  try {
    server = await startAppServer({
      env: { WEB_DIST_DIR: dist, DATABASE_URL: databaseUrl(database), ...env },
    });
    await firstMessageMs(browser, server.url);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) times.push(await firstMessageMs(browser, server.url));
    const scrolled = await scrollBack(browser, server.url);
    console.log(`scale-web: ${label} measured; load average ${loadavg()[0]?.toFixed(2)}`);
    return { label, firstMessageMs: times, ...scrolled };
  } finally {
    await browser.close();
    await server?.stop();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

const seededName = `bbt_scale_web_${randomBytes(4).toString('hex')}`;
const { dist, cleanup } = await buildWebApp();
const results: Measured[] = [];
try {
  await withAdmin(postgresUrl, (c) => c.query(`create database ${seededName}`));
  // The server migrates and seeds an empty database as it starts, with the demo's chat.
  results.push(await measure('seeded', seededName, dist, { DEMO_CONTENT: 'true' }));
  if (keptDatabase) results.push(await measure(keptDatabase, keptDatabase, dist));
  else console.log('scale-web: no BENCH_SCALE_WEB_DATABASE: the baseline only');
} finally {
  await withAdmin(postgresUrl, (c) =>
    c.query(`drop database if exists ${seededName} with (force)`),
  );
  await cleanup();
}

console.log(
  `\n/app/${CHANNEL} in Chromium (1440x900), signed in as the premium persona; ${RUNS} openings per database`,
);
console.log(
  table(
    ['database', 'first message p50 ms', 'worst ms', 'older messages loaded', 'elements after'],
    results.map((r) => [
      r.label,
      Math.round(median(r.firstMessageMs)),
      Math.round(Math.max(...r.firstMessageMs)),
      r.scrolledBack,
      r.elements,
    ]),
  ),
);
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
