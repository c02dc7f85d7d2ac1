/**
 * `node --import tsx apps/server/bench/search.ts`: message search latency (decision 0031) at
 * 100,000 and 1,000,000 messages, through the real route (`GET /api/messages/search`, by
 * `app.inject`, signed in), on embedded PGlite (on disk) and, with BENCH_DATABASE_URL (a
 * PostgreSQL server: the script creates and drops a database of its own on it), on PostgreSQL.
 *
 * The messages are believable chat lines made by the database itself from a word list (one
 * INSERT ... SELECT over generate_series per batch, not a round trip per message), spread over
 * a year, the channels and the seeded members; a rare word is in about one message in 10,000.
 * Target: p99 under 100 ms on PostgreSQL at 1M. BENCH_SEARCH_SIZES (default 100000,1000000)
 * and BENCH_SEARCH_RUNS (default 40) change the work; BENCH_SEARCH_PGLITE=0 skips PGlite.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { users as usersTable } from '../src/db/schema';
import { seedDatabase } from '../src/db/seed';
import { freshClientAddress } from '../src/test/client-address';
import { demoPersona, signInAs } from '../src/test/test-app';
import { textArrayLiteral, WEIGHTED_CHANNELS, withAdmin } from './generated-history';
import { percentile, table } from './lib';

const SIZES = (process.env.BENCH_SEARCH_SIZES ?? '100000,1000000').split(',').map(Number);
const RUNS = Number(process.env.BENCH_SEARCH_RUNS ?? 40);
const WARMUP = 3;
const postgresUrl = process.env.BENCH_DATABASE_URL;

const RARE = 'vortexium';
/** Weighted by repetition: the first words are the common ones of a trading room. */
const WORDS = [
  ...Array<string>(12).fill('btc'),
  ...Array<string>(8).fill('the'),
  ...Array<string>(6).fill('gold'),
  ...Array<string>(5).fill('long'),
  ...Array<string>(5).fill('short'),
  ...Array<string>(4).fill('entry'),
  ...Array<string>(4).fill('stop'),
  ...'eth sol aapl tsla nvda spy qqq eurusd gbpusd usdjpy xauusd oil silver nasdaq dow'.split(' '),
  ...'buy sell hold dip rip pump dump breakout breakdown support resistance trend range'.split(' '),
  ...'chart candle wick volume rsi macd ema sma fib retrace target profit loss risk'.split(' '),
  ...'reward ratio position size leverage margin spot futures options call put strike'.split(' '),
  ...'expiry earnings report fed cpi rates inflation jobs data week today tomorrow'.split(' '),
  ...'morning close open gap fill green red bullish bearish neutral patience plan'.split(' '),
  ...'journal lesson mistake win streak account funded challenge prop firm payout'.split(' '),
  ...'anyone think looks nice great thanks question help newbie learning strategy'.split(' '),
  ...'setup scalp swing intraday daily weekly monthly higher lower break above below'.split(' '),
  ...'and a to is it on for of in my we this that what just now still again'.split(' '),
];
const BATCH = 100_000;

/**
 * Adds messages `from`..`to` (1-based positions): 6-17 words each, a rare word in ~1/10,000,
 * one in 50 with an image-like upload left out (has:image is measured on the ones with one).
 */
async function fill(handle: DatabaseHandle, from: number, to: number, total: number) {
  const { db } = handle;
  const users = await db.select({ id: usersTable.id }).from(usersTable);
  const userIds = textArrayLiteral(users.map((u) => u.id));
  const words = textArrayLiteral(WORDS);
  const channels = textArrayLiteral(WEIGHTED_CHANNELS);
  for (let start = from; start <= to; start += BATCH) {
    const end = Math.min(to, start + BATCH - 1);
    await db.execute(sql`
      insert into messages (channel, user_id, text, created_at)
      select
        (${channels})[1 + floor(random() * ${WEIGHTED_CHANNELS.length})::int],
        (${userIds})[1 + floor(random() * ${users.length})::int],
        (select string_agg((${words})[1 + floor(random() * ${WORDS.length})::int], ' ')
           from generate_series(1, 6 + (i % 12)))
          || case when random() < 0.0001 then ${` ${RARE}`} else '' end,
        now() - ((${total} - i) * interval '30 seconds')
      from generate_series(${start}::int, ${end}::int) as i`);
  }
}

interface Case {
  name: string;
  as: 'founder' | 'free';
  q: string;
}

async function measure(handle: DatabaseHandle, label: string, size: number) {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
  });
  const { app } = await buildApp({ config, database: handle, logger: false });
  await app.ready();
  const cookies = { founder: await signInAs(app, 'founder'), free: await signInAs(app, 'free') };
  const someone = demoPersona('analyst').name.replace(/\s+/g, '');
  const cases: Case[] = [
    { name: `rare word (${RARE})`, as: 'free', q: RARE },
    { name: 'common word (btc)', as: 'free', q: 'btc' },
    { name: 'common word, founder (all rooms)', as: 'founder', q: 'btc' },
    { name: 'phrase "buy the dip"', as: 'free', q: '"buy the dip"' },
    { name: 'two words (gold breakout)', as: 'free', q: 'gold breakout' },
    {
      name: 'filters: from: in: after: + word',
      as: 'founder',
      q: `gold from:${someone} in:#general after:${new Date(Date.now() - 90 * 86_400_000).toISOString().slice(0, 10)}`,
    },
    { name: 'filters only: from: in:', as: 'founder', q: `from:${someone} in:#results` },
  ];
  const rows: (string | number)[][] = [];
  for (const c of cases) {
    const times: number[] = [];
    let count = 0;
    for (let run = 0; run < WARMUP + RUNS; run++) {
      const started = performance.now();
      const response = await app.inject({
        method: 'GET',
        url: `/api/messages/search?q=${encodeURIComponent(c.q)}`,
        headers: { cookie: cookies[c.as] },
        remoteAddress: freshClientAddress(),
      });
      const ms = performance.now() - started;
      if (response.statusCode !== 200) throw new Error(`${c.name}: ${response.body}`);
      count = response.json<{ results: unknown[] }>().results.length;
      if (run >= WARMUP) times.push(ms);
    }
    times.sort((a, b) => a - b);
    rows.push([
      `${label}, ${size.toLocaleString('en')}`,
      c.name,
      count,
      percentile(times, 0.5).toFixed(1),
      percentile(times, 0.99).toFixed(1),
    ]);
  }
  await app.close();
  return rows;
}

async function prepared(handle: DatabaseHandle) {
  await handle.migrate();
  await seedDatabase(handle.db, { demoUsers: true });
}

async function run(
  label: string,
  open: () => Promise<{ handle: DatabaseHandle; done(): Promise<void> }>,
) {
  const { handle, done } = await open();
  const rows: (string | number)[][] = [];
  try {
    await prepared(handle);
    let held = 0;
    const largest = Math.max(...SIZES);
    for (const size of SIZES) {
      const started = Date.now();
      // Building the search index once after a bulk load is much faster than row by row.
      await handle.db.execute(sql`drop index if exists messages_search_idx`);
      await fill(handle, held + 1, size, largest);
      await handle.db.execute(
        sql`create index messages_search_idx on messages using gin (search_vector)`,
      );
      await handle.db.execute(sql`analyze messages`);
      held = size;
      console.log(
        `${label}: ${size.toLocaleString('en')} messages ready in ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${loadavg()[0]?.toFixed(2)}`,
      );
      rows.push(...(await measure(handle, label, size)));
    }
  } finally {
    await done();
  }
  return rows;
}

const rows: (string | number)[][] = [];
if (process.env.BENCH_SEARCH_PGLITE !== '0') {
  rows.push(
    ...(await run('PGlite', async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'bbt-search-bench-'));
      const handle = await openDatabase({ dataDir: dir });
      return {
        handle,
        done: async () => {
          await handle.close();
          await rm(dir, { recursive: true, force: true });
        },
      };
    })),
  );
}
if (postgresUrl) {
  rows.push(
    ...(await run('PostgreSQL', async () => {
      const name = `bbt_bench_search_${randomBytes(4).toString('hex')}`;
      await withAdmin(postgresUrl, (c) => c.query(`create database ${name}`));
      const url = new URL(postgresUrl);
      url.pathname = `/${name}`;
      const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: null });
      return {
        handle,
        done: async () => {
          await handle.close();
          await withAdmin(postgresUrl, (c) =>
            c.query(`drop database if exists ${name} with (force)`),
          );
        },
      };
    })),
  );
} else {
  console.log('search: PostgreSQL skipped; set BENCH_DATABASE_URL (a server URL) to measure it');
}
console.log(
  `\nSearch through GET /api/messages/search, ${RUNS} runs each after ${WARMUP} warm-up runs (ms)`,
);
console.log(table(['database, messages', 'search', 'results', 'p50', 'p99'], rows, 2));
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
