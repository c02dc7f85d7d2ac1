/**
 * `node --import tsx apps/server/bench/scale.ts`: what a member's first requests cost as the
 * community grows, on PostgreSQL (BENCH_DATABASE_URL, a server URL: the script creates and
 * drops a database of its own) and on PGlite (on disk, in a temporary folder): the seeded
 * community, then 10,000 members and 200,000 messages, then (PostgreSQL) 50,000 members and
 * 2,000,000 messages, built by the database itself (one INSERT ... SELECT over generate_series
 * per batch).
 *
 * Each request goes through the real route (`app.inject`, signed in) or, for sends, a real
 * Socket.IO client waiting for its ack, as the Jamal Carter persona (premium) with his read
 * positions caught up, weeks behind, or absent (a member who joined today); a send with a
 * mention (by Nina Okafor, free) and one without (by Jamal) take turns in blocks of 25, each
 * block's CPU its own. For each it prints the CPU
 * per request (on PostgreSQL its backends' for the database, from /proc/<pid>/schedstat in
 * nanoseconds; on PGlite this process's, the server and the database together), over every run
 * of the row, the latency p50 and p99, and each row's growth from the smallest size to the
 * largest. Then, on PostgreSQL, EXPLAIN (ANALYZE, BUFFERS) of the counts' query at the largest
 * size.
 *
 * BENCH_SCALE_SIZES (PostgreSQL, `seeded,10000:200000,50000:2000000`: members:messages,
 * "seeded" for the seed alone; e.g. `seeded,2000:20000` for a quick run),
 * BENCH_SCALE_PGLITE_SIZES (`seeded,10000:200000`; `0` skips PGlite), BENCH_SCALE_SECONDS (2:
 * each row runs for this long, at least 5 and at most 300 times, after 2 warm-up runs),
 * BENCH_SCALE_ROUNDS (3: the seeded and the largest size are measured this many times, taking
 * turns once the largest is built, the seeded size again on a database of its own; each row's
 * figure at those sizes is the median of its rounds, so a drift of the machine over the run's
 * minutes does not make a growth of its own; 1: each size once, as the community grows),
 * BENCH_SCALE_KEEP_DATABASE=1 (leaves the databases behind, named in the output, for EXPLAIN), BENCH_SCALE_DATABASE=<a kept database's name> (migrates it and measures it as it
 * stands without building or dropping anything, beside a freshly seeded database of its
 * own for the growth, taking turns as above, and skips PGlite: a change measured again in minutes).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { AddressInfo } from 'node:net';
import { heldRoles, MEMBER_LIST, type Ack } from '@bbt/domain';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { io, type Socket } from 'socket.io-client';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, type DatabaseHandle } from '../src/db/client';
import { noteWrite, writeTopics } from '../src/db/committed-writes';
import { seedDatabase } from '../src/db/seed';
import { freshClientAddress } from '../src/test/client-address';
import { demoPersona, signInAs } from '../src/test/test-app';
import {
  createDatabaseOn,
  textArrayLiteral,
  WEIGHTED_CHANNELS,
  withAdmin,
} from './generated-history';
import { percentile, readRunTimeMs, table } from './lib';
import { countUnreadQuery } from '../src/modules/chat/repo';
import { readableChannelSlugs } from '../src/modules/chat/service';
import { loadMember } from '../src/modules/users';

const postgresUrl = process.env.BENCH_DATABASE_URL;
interface Size {
  label: string;
  members: number;
  messages: number;
}

const SEEDED: Size = { label: 'seeded', members: 0, messages: 0 };

function sizes(variable: string, fallback: string): Size[] {
  const list = process.env[variable] ?? fallback;
  if (list === '' || list === '0') return [];
  return list.split(',').map((size) => {
    if (size === 'seeded') return SEEDED;
    const [members, messages] = size.split(':').map(Number);
    if (!members || !messages) throw new Error(`${variable}: ${size} is not members:messages`);
    return { label: `${members / 1000}k / ${messages / 1000}k`, members, messages };
  });
}
const POSTGRES_SIZES = postgresUrl
  ? sizes('BENCH_SCALE_SIZES', 'seeded,10000:200000,50000:2000000')
  : [];
const PGLITE_SIZES = sizes('BENCH_SCALE_PGLITE_SIZES', 'seeded,10000:200000');
const SECONDS = Number(process.env.BENCH_SCALE_SECONDS ?? 2);
/**
 * How many times the smallest and the largest size are measured, taking turns once the largest
 * is built (the smallest again on a database of its own): a drift of the machine's speed over a
 * run's minutes falls on both, and each row's figure is the median of its rounds.
 */
const ROUNDS = Math.max(1, Number(process.env.BENCH_SCALE_ROUNDS ?? 3));
/** How long the app is left alone after it starts at a size, before the first row. */
const SETTLE_MS = 2_000;
const WARMUP = 2;
const MIN_RUNS = 5;
const MAX_RUNS = 300;
const BATCH = 100_000;
const READER = demoPersona('premium');
/** Who sends the mentions, while the reader sends without (measurePair). */
const SECOND_SENDER = demoPersona('free');

const WORDS = (
  'btc eth gold long short entry stop the a to buy sell dip rip breakout support resistance ' +
  'chart candle volume rsi fed cpi week today morning close open green red plan risk target'
).split(' ');
/** Weighted by repetition, as the search benchmark spreads them. */
const FIRST_NAMES =
  'Ava Ben Chloe Dev Emma Farid Grace Hugo Iris Jon Kira Leo Maya Nico Omar'.split(' ');
const LAST_NAMES = 'Stone Patel Moreau Kim Silva Novak Reyes Okafor Berg Tanaka Haddad Quinn'.split(
  ' ',
);

/** Members up to `total`, joined over the history, named "First Last N" (mentionable). */
async function fillMembers(handle: DatabaseHandle, from: number, to: number) {
  if (to < from) return;
  await handle.db.execute(sql`
    insert into users (id, name, email, created_at)
    select 'scale-' || i,
      (${textArrayLiteral(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}] || ' '
        || (${textArrayLiteral(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}] || ' ' || i,
      'scale-' || i || '@members.example',
      now() - (random() * interval '730 days')
    from generate_series(${from}::int, ${to}::int) as i`);
}

/**
 * One order for every second member from `from` to `to`, spread over the two years, each with
 * one line for a product of the catalogue: one in ten never paid, the rest paid. The unpaid are
 * expired already, as the app's sweep leaves them: orders awaiting payment for months would be
 * expired by the sweep while the rows are measured, its work counted in theirs.
 */
async function fillOrders(handle: DatabaseHandle, from: number, to: number) {
  if (to < from) return;
  await insertOrdersWithLines(
    handle,
    sql`select i as n, 'scale-order-' || i as id, 'scale-' || i as user_id,
        'scale-paypal-' || i as provider_order_id,
        case when i % 20 = 1 then 'expired' else 'completed' end as status,
        placed_at as created_at, case when i % 20 = 1 then null else placed_at end as completed_at
      from generate_series(${from}::int, ${to}::int, 2) as i,
        -- Spread over the two years (1,051,200 minutes) by the order's number: a lateral
        -- random() that names no column of i would be drawn once for every order.
        lateral (select now() - (i::bigint * 104729 % 1051200) * interval '1 minute'
          as placed_at) as times`,
  );
}

/**
 * Orders of one line each, paid through PayPal, for a product of the catalogue picked by each
 * order's number: `wanted` selects n, id, user_id, provider_order_id, status, created_at and
 * completed_at. Written in the order they were placed, as a shop writes them: a month's orders
 * and their lines lie together in the tables, not spread over every page of two years.
 */
async function insertOrdersWithLines(handle: DatabaseHandle, wanted: SQL) {
  await handle.db.execute(sql`
    with catalogue as (
      select array_agg(id order by id) as ids, array_agg(key order by id) as keys,
        array_agg(title order by id) as titles,
        array_agg(coalesce(sale_price, original_price) order by id) as prices
      from products
    ),
    wanted as (${wanted}),
    picked as (
      select wanted.*, 1 + wanted.n % array_length(catalogue.ids, 1) as product
      from wanted, catalogue
    ),
    placed as (
      insert into orders (id, user_id, provider, provider_order_id, status, amount, currency,
        created_at, completed_at)
      select picked.id, picked.user_id, 'paypal', picked.provider_order_id, picked.status,
        catalogue.prices[picked.product], 'USD', picked.created_at, picked.completed_at
      from picked, catalogue
      order by picked.created_at
      returning id
    )
    insert into order_lines (order_id, product_id, product_key, title, unit_price)
    select placed.id, catalogue.ids[picked.product], catalogue.keys[picked.product],
      catalogue.titles[picked.product], catalogue.prices[picked.product]
    from placed join picked on picked.id = placed.id, catalogue
    order by picked.created_at`);
}

/**
 * Messages `from`..`to` (1-based positions in the history), ids given explicitly so a thread
 * reply can name its root: each position divisible by 100 starts a thread of 5 replies in its
 * channel; one in 5,000 names the reader, one in 20,000 is @everyone, one in 3,000 pings a role
 * the reader holds.
 */
async function fillMessages(
  handle: DatabaseHandle,
  range: { from: number; to: number; base: number; largest: number },
  members: number,
) {
  const { db } = handle;
  const { from, to, base, largest } = range;
  // The history spans two years at the largest size: a message every `spacing` seconds.
  const spacing = (2 * 365 * 86_400) / largest;
  const channelOf = (position: ReturnType<typeof sql>) =>
    sql`(${textArrayLiteral(WEIGHTED_CHANNELS)})[1 + ((${position})::bigint * 7919) % ${WEIGHTED_CHANNELS.length}]`;
  const authorCount = Math.max(members, 1);
  for (let start = from; start <= to; start += BATCH) {
    const end = Math.min(to, start + BATCH - 1);
    await db.execute(sql`
      insert into messages (id, channel, user_id, text, created_at, thread_root_id,
        mention_everyone, mention_roles, mentions_members)
      select
        ${base} + i,
        ${channelOf(sql`case when i % 100 between 1 and 5 then i - i % 100 else i end`)},
        case when ${members} = 0 then ${READER.id}
          else 'scale-' || (1 + (i::bigint * 104729) % ${authorCount}) end,
        (${textArrayLiteral(WORDS)})[1 + (i * 31) % ${WORDS.length}] || ' '
          || (${textArrayLiteral(WORDS)})[1 + (i * 17) % ${WORDS.length}] || ' '
          || (${textArrayLiteral(WORDS)})[1 + (i * 13) % ${WORDS.length}] || ' '
          || (${textArrayLiteral(WORDS)})[1 + (i * 7) % ${WORDS.length}],
        now() - ((${largest} - i) * ${spacing}::float8 * interval '1 second'),
        case when i % 100 between 1 and 5 and i - i % 100 >= ${from} then ${base} + i - i % 100 end,
        i % 20000 = 11,
        case when i % 3000 = 13 then '{premium_trader}'::text[] else '{}'::text[] end,
        i % 5000 = 7
      from generate_series(${start}::int, ${end}::int) as i`);
    await db.execute(sql`
      insert into message_mentions (message_id, user_id, channel)
      select m.id, ${READER.id}, m.channel from messages m
      where m.id between ${base + start} and ${base + end} and (m.id - ${base}) % 5000 = 7`);
  }
  await db.execute(sql`
    update messages set thread_reply_count = 5,
      thread_last_reply_at = created_at + interval '5 minutes'
    where id between ${base + from} and ${base + to} and (id - ${base}) % 100 = 0`);
  await db.execute(
    sql`select setval(pg_get_serial_sequence('messages', 'id'), (select max(id) from messages))`,
  );
}

/**
 * Runs a bulk load without the messages' secondary indexes (the full-text one above all, which
 * makes a row-by-row load several times slower), then builds them again from their definitions.
 */
async function withoutMessageIndexes(handle: DatabaseHandle, load: () => Promise<void>) {
  const indexes = await rowsOf<{ indexname: string; indexdef: string }>(
    handle,
    `select indexname, indexdef from pg_indexes where tablename = 'messages'
       and indexname <> 'messages_pkey'`,
  );
  for (const index of indexes) await handle.db.execute(sql.raw(`drop index ${index.indexname}`));
  await load();
  for (const index of indexes) await handle.db.execute(sql.raw(index.indexdef));
}

/** A query's rows, on either driver (both answer a raw query with its rows in `rows`). */
async function rowsOf<T>(handle: DatabaseHandle, query: string): Promise<T[]> {
  return ((await handle.db.execute(sql.raw(query))) as unknown as { rows: T[] }).rows;
}

/**
 * The reader takes part in the newest 20 threads of #general: a bounded set at every size, as a
 * real member follows a few.
 */
async function followSomeThreads(handle: DatabaseHandle) {
  await handle.db.execute(sql`
    update messages set user_id = ${READER.id}
    where id in (select id from messages where channel = 'general'
      and thread_root_id is not null order by id desc limit 20)`);
}

/** Read positions: caught up (the newest of each channel), weeks behind, or none. */
async function placeReader(handle: DatabaseHandle, state: 'caught up' | 'weeks behind' | 'new') {
  const { db } = handle;
  await db.execute(sql`delete from channel_reads where user_id = ${READER.id}`);
  await db.execute(
    sql`update users set created_at = ${
      state === 'new' ? sql`now()` : sql`now() - interval '800 days'`
    } where id = ${READER.id}`,
  );
  if (state === 'new') return;
  const upTo =
    state === 'caught up'
      ? sql`max(id)`
      : sql`coalesce(max(id) filter (where created_at < (select max(created_at) from messages) - interval '21 days'), 0)`;
  await db.execute(sql`
    insert into channel_reads (user_id, channel, last_read_id)
    select ${READER.id}, channel, ${upTo} from messages group by channel`);
}

/** Other members' read positions: half of them somewhere in #general. */
async function placeOthers(handle: DatabaseHandle, members: number) {
  if (members === 0) return;
  await handle.db.execute(sql`
    insert into channel_reads (user_id, channel, last_read_id)
    select 'scale-' || i, 'general', (select max(id) from messages) * random()
    from generate_series(1, ${members}::int, 2) as i
    on conflict do nothing`);
}

interface Measured {
  runs: number;
  /** PostgreSQL: its backends' CPU; PGlite: this process's (the server and its database). */
  cpuMs: number;
  p50: number;
  p99: number;
  /** Each round's CPU, in the order measured, where the figures are their medians. */
  roundsCpuMs?: number[];
}

/** A database at one size and what reads its CPU. */
interface Measurable {
  handle: DatabaseHandle;
  cpuMs: CpuReader;
}

/** The middle round's figure (nearest-rank: of an even number, the lower middle). */
const median = (values: number[]) =>
  percentile(
    [...values].sort((a, b) => a - b),
    0.5,
  );

/** Each row's median over rounds of the same size: its CPU, p50 and p99 each; its runs summed. */
function medianOfRounds(rounds: Map<string, Measured>[]): Map<string, Measured> {
  const names = [...(rounds[0]?.keys() ?? [])];
  return new Map(
    names.map((name) => {
      const each = rounds.flatMap((round) => round.get(name) ?? []);
      return [
        name,
        {
          runs: each.reduce((sum, m) => sum + m.runs, 0),
          cpuMs: median(each.map((m) => m.cpuMs)),
          p50: median(each.map((m) => m.p50)),
          p99: median(each.map((m) => m.p99)),
          roundsCpuMs: each.map((m) => m.cpuMs),
        },
      ];
    }),
  );
}

/**
 * The smallest size's rows and the largest's, each the median of ROUNDS rounds: the rounds
 * already measured are given, and the others are measured taking turns, the smallest's on
 * `aside`, a database of its own at that size.
 */
async function measureTakingTurns(
  rounds: { smallest: Map<string, Measured>[]; largest: Map<string, Measured>[] },
  largest: Measurable,
  aside: Measurable,
): Promise<{ smallest: Map<string, Measured>; largest: Map<string, Measured> }> {
  while (rounds.largest.length < ROUNDS || rounds.smallest.length < ROUNDS) {
    if (rounds.largest.length < ROUNDS) {
      console.log(`scale: ${largest.handle.kind}, round ${rounds.largest.length + 1} of ${ROUNDS}`);
      rounds.largest.push(await measureSize(largest.handle, largest.cpuMs));
    }
    if (rounds.smallest.length < ROUNDS)
      rounds.smallest.push(await measureSize(aside.handle, aside.cpuMs));
  }
  return { smallest: medianOfRounds(rounds.smallest), largest: medianOfRounds(rounds.largest) };
}

/** CPU used so far by what serves the requests, per process. */
type CpuReader = () => Promise<Map<number, number>>;

/** The backends serving the bench database, and their CPU so far. */
async function backendCpuMs(admin: pg.Client, database: string): Promise<Map<number, number>> {
  const { rows } = await admin.query<{ pid: number }>(
    // Client backends only: an autovacuum worker on the same database is not a request's cost.
    `select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
       and backend_type = 'client backend'`,
    [database],
  );
  const cpu = new Map<number, number>();
  for (const { pid } of rows) {
    try {
      cpu.set(pid, readRunTimeMs(pid));
    } catch {
      // A backend that ended between the two reads used no more CPU for us.
    }
  }
  return cpu;
}

/** PGlite runs in this process: its CPU is the server's and the database's together. */
const processCpuMs: CpuReader = async () => {
  const { user, system } = process.cpuUsage();
  return new Map([[process.pid, (user + system) / 1000]]);
};

async function measure(
  cpuMs: CpuReader,
  request: (run: number) => Promise<void>,
): Promise<Measured> {
  await warmUp(request);
  const before = await cpuMs();
  const times: number[] = [];
  const started = performance.now();
  while (
    times.length < MIN_RUNS ||
    (times.length < MAX_RUNS && performance.now() - started < SECONDS * 1000)
  )
    await timedRun(request, times);
  return measured(times, cpuUsedMs(before, await cpuMs()));
}

async function warmUp(request: (run: number) => Promise<void>): Promise<void> {
  for (let run = 0; run < WARMUP; run++) await request(-1 - run);
}

/** Runs the request once more and notes how long it took in `times`. */
async function timedRun(request: (run: number) => Promise<void>, times: number[]): Promise<void> {
  const at = performance.now();
  await request(times.length);
  times.push(performance.now() - at);
}

/** Runs of each request in a block of a pair's (measurePair). */
const PAIR_BLOCK_RUNS = 25;

/**
 * Two requests measured in blocks that take turns (PAIR_BLOCK_RUNS runs of one, then of the
 * other), each block's CPU its own: the machine's drift over the row's seconds (a core's speed,
 * its neighbours' load) falls on both alike, where two rows measured one after the other each
 * got a moment of their own. Each runs as often as a row does, over twice a row's time.
 */
async function measurePair(
  cpuMs: CpuReader,
  requests: readonly [(run: number) => Promise<void>, (run: number) => Promise<void>],
): Promise<[Measured, Measured]> {
  const sides = requests.map((request) => ({ request, cpu: 0, times: [] as number[] }));
  for (const { request } of sides) await warmUp(request);
  const started = performance.now();
  const runs = () => sides[0]?.times.length ?? 0;
  while (
    runs() < MIN_RUNS ||
    (runs() < MAX_RUNS && performance.now() - started < 2 * SECONDS * 1000)
  ) {
    for (const side of sides) {
      const before = await cpuMs();
      for (let block = 0; block < PAIR_BLOCK_RUNS; block++)
        await timedRun(side.request, side.times);
      side.cpu += cpuUsedMs(before, await cpuMs());
    }
  }
  const [first, second] = sides.map((side) => measured(side.times, side.cpu));
  return [first!, second!];
}

/** The CPU every process read used between two reads. */
function cpuUsedMs(before: Map<number, number>, after: Map<number, number>): number {
  let cpu = 0;
  for (const [pid, ms] of after) cpu += ms - (before.get(pid) ?? 0);
  return cpu;
}

function measured(times: number[], cpu: number): Measured {
  times.sort((a, b) => a - b);
  return {
    runs: times.length,
    cpuMs: cpu / times.length,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
  };
}

function openSocket(url: string, cookie: string): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: { cookie },
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function measureSize(
  handle: DatabaseHandle,
  cpuMs: CpuReader,
): Promise<Map<string, Measured>> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://localhost:3000',
    // The bench sends back to back from one member; the flood limit is not what it measures.
    CHAT_FLOOD_MESSAGES: '1000000',
  });
  const { app } = await buildApp({ config, database: handle, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const url = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
  const results = new Map<string, Measured>();
  try {
    const reader = await signInAs(app, 'premium');
    const founder = await signInAs(app, 'founder');
    const get = (cookie: string, path: string) => async () => {
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: { cookie },
        remoteAddress: freshClientAddress(),
      });
      if (response.statusCode !== 200)
        throw new Error(`${path}: ${response.statusCode} ${response.body}`);
    };
    const row = async (name: string, request: (run: number) => Promise<void>) => {
      results.set(name, await measure(cpuMs, request));
    };
    const newest = await rowsOf<{ id: string }>(
      handle,
      `select max(id) as id from messages where channel = 'general'`,
    );
    const someone = await rowsOf<{ name: string }>(
      handle,
      `select name from users where id like 'scale-%' order by id desc limit 1`,
    );
    const mentioned = (someone[0]?.name ?? demoPersona('analyst').name).replace(/\s+/g, '');
    const searched = (someone[0]?.name ?? demoPersona('analyst').name).split(' ')[1] ?? 'Carter';

    // The app's start (its jobs' first rounds) and the lookups above are no request's: let them
    // finish before the first row, which would otherwise carry them.
    await sleep(SETTLE_MS);
    await row('GET /api/me', get(reader, '/api/me'));
    // A sidebar is kept until something it was read from is written (decision 0079): each run
    // tells the app the reader's read positions changed, so each one costs a first read.
    const readAfresh = get(reader, '/api/channels');
    for (const state of ['caught up', 'weeks behind', 'new'] as const) {
      await placeReader(handle, state);
      await row(`GET /api/channels, ${state}`, () => {
        noteWrite(handle.db, writeTopics.reader(READER.id));
        return readAfresh();
      });
    }
    await placeReader(handle, 'caught up');
    await row('POST /api/channels/general/read', async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/channels/general/read',
        headers: { cookie: reader, origin: 'http://localhost:3000' },
        payload: { lastId: Number(newest[0]?.id ?? 1) },
        remoteAddress: freshClientAddress(),
      });
      if (response.statusCode !== 200) throw new Error(`read: ${response.body}`);
    });
    await row('GET /api/channels/general/threads', get(reader, '/api/channels/general/threads'));
    // The seeded community has fewer members than the member list's first screen and the
    // console list's page: members are added up to the larger of them, as #general's messages
    // below, so both lists show a full screen at every size (at the larger sizes nothing is added).
    await fillMembersToTheFirstScreens(handle);
    await row('GET /api/members', get(reader, '/api/members'));
    // The seeded #general holds no message: #general is filled to two pages of messages naming
    // btc by several members when it holds less (decision 0074; at the larger sizes it holds far
    // more and nothing is added), so each history and search row reads a page at every size.
    await fillGeneralToTwoPages(handle);
    const middle = await rowsOf<{ id: string }>(
      handle,
      `select percentile_disc(0.5) within group (order by id) as id from messages
         where channel = 'general' and thread_root_id is null`,
    );
    await row('history, newest page', get(reader, '/api/channels/general/messages?limit=50'));
    await row(
      'history, older page',
      get(reader, `/api/channels/general/messages?limit=50&before=${middle[0]?.id ?? 1}`),
    );
    // A jump to a message far back (a search result, a link): the page around it.
    await row(
      'history, around an old message',
      get(reader, `/api/channels/general/messages?limit=50&around=${middle[0]?.id ?? 1}`),
    );
    await row('search "btc"', get(reader, '/api/messages/search?q=btc'));
    // The seeded community has one member or none of that surname: members of it are added up
    // to a page, as for the lists above, so the search reads a full page at every size.
    await fillSurnameToAPage(handle, searched);
    await row(
      'console member search (a surname)',
      get(founder, `/api/admin/members?search=${encodeURIComponent(searched)}`),
    );
    // The console's first screens: every member by name, the orders of the last 30 days.
    await row('console member list', get(founder, '/api/admin/members'));
    // The seeded shop has a few orders: they are added up to a page in the last 30 days.
    await fillOrdersToAPage(handle);
    const today = new Date().toISOString().slice(0, 10);
    const monthAgo = new Date(Date.now() - 29 * 86_400_000).toISOString().slice(0, 10);
    await row(
      'console orders, last 30 days',
      get(founder, `/api/admin/orders?from=${monthAgo}&to=${today}`),
    );
    await row('console sales report, last 30 days', get(founder, '/api/admin/orders/report'));
    // A send with a mention against one without, taking turns (measurePair), each from a member
    // of their own: every send counts its sender's sends in the flood window (10 s), here
    // without the limit that bounds that count in use, so each kind counts only its own.
    const senders = [
      await openSocket(url, reader),
      await openSocket(url, await signInAs(app, SECOND_SENDER.as)),
    ] as const;
    const tag = randomBytes(4).toString('hex');
    const send = (socket: Socket, text: string) => (run: number) =>
      new Promise<void>((resolve, reject) => {
        socket.emit(
          'message:send',
          { channel: 'general', clientId: `${tag}-${text.length}-${run}`, text },
          (ack: Ack<unknown>) => (ack.ok ? resolve() : reject(new Error(JSON.stringify(ack)))),
        );
      });
    const [plain, mention] = await measurePair(cpuMs, [
      send(senders[0], 'gm, looking at gold today'),
      send(senders[1], `@${mentioned} gm, looking at gold today`),
    ]);
    results.set('send (ack)', plain);
    results.set('send with @mention (ack)', mention);
    for (const socket of senders) socket.close();
    // The sends leave #general as they found it: the next round (ROUNDS) would otherwise find
    // hundreds of the reader's own messages after the read positions it places, where a
    // member's own sends never are, and walk past them counting the unread.
    await handle.db.execute(
      sql`delete from messages where user_id in (${READER.id}, ${SECOND_SENDER.id})
        and client_id like ${`${tag}-%`}`,
    );
  } finally {
    await app.close();
  }
  return results;
}

/**
 * Adds orders of the last 30 days, one line each, by the members there are, until the
 * console's list of those days has a page of 50 and one more. Their ids carry the moment they
 * were added: a kept database measured again a month later (BENCH_SCALE_DATABASE) gets new ones.
 */
async function fillOrdersToAPage(handle: DatabaseHandle) {
  await insertOrdersWithLines(
    handle,
    sql`select n, 'page-order-' || added || '-' || n as id,
        buyers.ids[1 + n % array_length(buyers.ids, 1)] as user_id,
        'page-paypal-' || added || '-' || n as provider_order_id, 'completed' as status,
        now() - n * interval '10 hours' as created_at, now() - n * interval '10 hours' as completed_at
      from generate_series(1, 51 - (select count(*) from (select 1 from orders
          where created_at >= now() - interval '29 days' limit 51) as held)) as n,
        (select to_char(clock_timestamp(), 'YYYYMMDDHH24MISSUS') as added) as run,
        (select array_agg(id order by id) as ids from users where not is_bot) as buyers`,
  );
}

/** Adds members of `surname` until a search for it has a page of 50 and one more. */
async function fillSurnameToAPage(handle: DatabaseHandle, surname: string) {
  await handle.db.execute(sql`
    insert into users (id, name, email)
    select 'page-surname-' || n, 'Page Member ' || n || ' ' || ${surname}::text,
      'page-surname-' || n || '@members.example'
    from generate_series(1, 51 - (select count(*) from (select 1 from users
      where not is_bot and strpos(lower(name), lower(${surname}::text)) > 0 limit 51) as held)) as n`);
}

/**
 * Adds members until the chat's member list has a first screen (MEMBER_LIST.rangeSize) and one
 * more, which is more than the console list's page of 50 and one more.
 */
async function fillMembersToTheFirstScreens(handle: DatabaseHandle) {
  const wanted = MEMBER_LIST.rangeSize + 1;
  await handle.db.execute(sql`
    insert into users (id, name, email)
    select 'page-' || n, 'Page Member ' || n, 'page-' || n || '@members.example'
    from generate_series(1, ${wanted}::integer - (select count(*) from (select 1 from users
      where not is_bot limit ${wanted}::integer) as held)::integer) as n`);
}

/**
 * Adds messages to #general's main line until it holds two pages and one more, so the page
 * before its middle message is a full one too.
 */
async function fillGeneralToTwoPages(handle: DatabaseHandle) {
  await rowsOf(
    handle,
    `insert into messages (channel, user_id, text, created_at)
     select 'general', authors.ids[1 + n % array_length(authors.ids, 1)],
       'btc breakout above resistance, entry ' || n, now() - (110 - n) * interval '1 minute'
     from generate_series(1, 101 - (select count(*) from (select 1 from messages
       where channel = 'general' and thread_root_id is null limit 101) as held)) as n,
       (select array_agg(id order by id) as ids from users where not is_bot) as authors
     returning id`,
  );
}

/**
 * The plan of the sidebar's counts (the very query `GET /api/channels` runs) for the reader,
 * weeks behind, over every channel he reads, with its buffer counts.
 */
async function explainCounts(handle: DatabaseHandle) {
  await placeReader(handle, 'weeks behind');
  const member = await loadMember(handle.db, READER.id);
  const query = countUnreadQuery({
    userId: member.id,
    roles: heldRoles(member.roles),
    channels: await readableChannelSlugs(handle.db, member),
  });
  const { rows } = (await handle.db.execute(
    sql`explain (analyze, buffers, costs off, timing off) ${query}`,
  )) as unknown as { rows: { 'QUERY PLAN': string }[] };
  return rows.map((r) => r['QUERY PLAN']).join('\n');
}

/**
 * Builds the community on one database size after size and measures each; the rows of every
 * size, in order. `reused` names a kept PostgreSQL database to measure once as it stands.
 */
async function buildAndMeasure(
  handle: DatabaseHandle,
  cpuMs: CpuReader,
  sizeList: Size[],
): Promise<Map<string, Measured>[]> {
  const bySize: Map<string, Measured>[] = [];
  const largest = Math.max(...sizeList.map((s) => s.messages), 1);
  await seedDatabase(handle.db, { demoUsers: true });
  let members = 0;
  let messages = 0;
  for (const size of sizeList) {
    const started = Date.now();
    // Generated message N has id base + N, so a thread reply can name its root's id; the sends
    // measured at the size before took the ids after the previous history.
    const [newest] = await rowsOf<{ max: string | null }>(
      handle,
      'select max(id) as max from messages',
    );
    const base = Number(newest?.max ?? 0) - messages;
    // The foreign-key checks on users plan once per connection and keep their plan: planned
    // while users held the seed's few rows (the seed's orders, the members added to fill the
    // console's page), each check scans every member, and a load of thousands then takes
    // minutes, not seconds. Analysing users makes the next check plan again, at the size of
    // the moment: the members' search words' checks (a trigger, after the members' insert),
    // the orders' and the messages'.
    await handle.db.execute(sql`analyze users`);
    await fillMembers(handle, members + 1, size.members);
    await handle.db.execute(sql`analyze users`);
    await fillOrders(handle, members + 1, size.members);
    await withoutMessageIndexes(handle, () =>
      fillMessages(handle, { from: messages + 1, to: size.messages, base, largest }, size.members),
    );
    members = Math.max(members, size.members);
    messages = Math.max(messages, size.messages);
    await followSomeThreads(handle);
    await placeOthers(handle, size.members);
    await handle.db.execute(sql`vacuum analyze`);
    console.log(
      `scale: ${handle.kind}, ${size.label} ready in ${((Date.now() - started) / 1000).toFixed(0)} s; load average ${loadavg()[0]?.toFixed(2)}`,
    );
    const measured = await measureSize(handle, cpuMs);
    bySize.push(measured);
    console.log(
      table(
        ['request', 'runs', 'cpu/req', 'p50', 'p99'],
        [...measured].map(([request, m]) => [
          request,
          m.runs,
          m.cpuMs.toFixed(2),
          m.p50.toFixed(2),
          m.p99.toFixed(2),
        ]),
      ),
    );
  }
  return bySize;
}

/** The table of one database: each row at every size, and its growth from the first to the last. */
function printGrowth(title: string, sizeList: Size[], bySize: Map<string, Measured>[]) {
  const names = [...(bySize[0]?.keys() ?? [])];
  const rows = names.flatMap((request) => {
    const first = bySize[0]?.get(request);
    const last = bySize.at(-1)?.get(request);
    return sizeList.map((size, i) => {
      const m = bySize[i]?.get(request);
      const growth =
        i === sizeList.length - 1 && i > 0 && first && last
          ? `${(Math.max(last.cpuMs, 0.1) / Math.max(first.cpuMs, 0.1)).toFixed(2)}x cpu, ${(last.p50 / first.p50).toFixed(2)}x p50`
          : '';
      return [
        i === 0 ? request : '',
        size.label,
        m?.runs ?? 0,
        (m?.cpuMs ?? 0).toFixed(2),
        (m?.p50 ?? 0).toFixed(2),
        (m?.p99 ?? 0).toFixed(2),
        growth,
        m?.roundsCpuMs?.map((ms) => ms.toFixed(2)).join(' ') ?? '',
      ];
    });
  });
  console.log(
    `\n${title} (ms; each row ${SECONDS} s, ${MIN_RUNS}-${MAX_RUNS} runs after ${WARMUP} warm-ups, the smallest and largest sizes the medians of ${ROUNDS} rounds taking turns; growth: largest size over smallest, CPU floored at 0.1 ms)`,
  );
  console.log(
    table(['request', 'size', 'runs', 'cpu/req', 'p50', 'p99', 'growth', 'cpu by round'], rows, 2),
  );
}

/** A database at the seeded size of its own, measured once, and how to close it. */
interface SeededAside {
  database: Measurable;
  measured: Map<string, Measured>;
  close(): Promise<void>;
}

/** The seeded size on a PostgreSQL database of its own, dropped when closed. */
async function seededAsideOn(url: string): Promise<SeededAside> {
  const database = await createDatabaseOn(url, 'bbt_bench_scale');
  const handle = await openDatabase({ databaseUrl: database.url, dataDir: null }).catch(
    async (error: unknown) => {
      await database.drop();
      throw error;
    },
  );
  const admin = new pg.Client({ connectionString: database.url });
  const dropAside = async () => {
    await handle.close();
    await database.drop();
  };
  await admin.connect().catch(async (error: unknown) => {
    await dropAside();
    throw error;
  });
  const close = async () => {
    await admin.end();
    await dropAside();
  };
  return seededAside({ handle, cpuMs: () => backendCpuMs(admin, database.name) }, close);
}

/** The seeded size on a PGlite database of its own, in a folder removed when closed. */
async function seededAsideOnPglite(): Promise<SeededAside> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bbt-scale-bench-seeded-'));
  const handle = await openDatabase({ dataDir: dir });
  const close = async () => {
    await handle.close();
    await rm(dir, { recursive: true, force: true });
  };
  return seededAside({ handle, cpuMs: processCpuMs }, close);
}

async function seededAside(aside: Measurable, close: () => Promise<void>): Promise<SeededAside> {
  try {
    await aside.handle.migrate();
    const [measured] = await buildAndMeasure(aside.handle, aside.cpuMs, [SEEDED]);
    if (!measured) throw new Error('the seeded size measured nothing');
    return { database: aside, measured, close };
  } catch (error) {
    await close();
    throw error;
  }
}

/**
 * Every size's rows as measured (`bySize`, in order), with the smallest and the largest
 * measured again taking turns when the smallest is the seeded size (measureTakingTurns): the
 * seeded size on a database of its own, `held` or else opened by `openAside` and left in `held`
 * for the caller to close.
 */
async function withTurns(
  bySize: Map<string, Measured>[],
  sizeList: Size[],
  largest: Measurable,
  openAside: () => Promise<SeededAside>,
  held: { aside?: SeededAside },
): Promise<Map<string, Measured>[]> {
  const smallest = bySize[0];
  const last = bySize.at(-1);
  const takesTurns = ROUNDS > 1 && sizeList.length >= 2 && sizeList[0]?.label === 'seeded';
  if (!takesTurns || !smallest || !last) return bySize;
  // A database held already (a kept database's run) measured the seeded size's first round;
  // one opened here measures its own as it is built, a round more.
  const smallestRounds = [smallest];
  if (!held.aside) {
    held.aside = await openAside();
    smallestRounds.push(held.aside.measured);
  }
  const turns = await measureTakingTurns(
    { smallest: smallestRounds, largest: [last] },
    largest,
    held.aside.database,
  );
  return [turns.smallest, ...bySize.slice(1, -1), turns.largest];
}

async function onPostgres(url: string) {
  /** A database a run kept (BENCH_SCALE_KEEP_DATABASE=1), measured again as it stands. */
  const reused = process.env.BENCH_SCALE_DATABASE;
  const name = reused ?? `bbt_bench_scale_${randomBytes(4).toString('hex')}`;
  if (!reused) await withAdmin(url, (c) => c.query(`create database ${name}`));
  const databaseUrl = new URL(url);
  databaseUrl.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: databaseUrl.toString(), dataDir: null });
  const admin = new pg.Client({ connectionString: databaseUrl.toString() });
  await admin.connect();
  const cpuMs = () => backendCpuMs(admin, name);
  let sizeList = POSTGRES_SIZES;
  const held: { aside?: SeededAside } = {};
  try {
    await handle.migrate();
    let bySize: Map<string, Measured>[];
    if (reused) {
      const [counted] = await rowsOf<{ members: string; messages: string }>(
        handle,
        `select (select count(*) from users) as members, (select count(*) from messages) as messages`,
      );
      console.log(
        `scale: measuring ${name} as it stands (${counted?.members} members, ${counted?.messages} messages)`,
      );
      held.aside = await seededAsideOn(url);
      sizeList = [SEEDED, { label: 'kept', members: 0, messages: 0 }];
      bySize = [held.aside.measured, await measureSize(handle, cpuMs)];
    } else bySize = await buildAndMeasure(handle, cpuMs, sizeList);
    bySize = await withTurns(bySize, sizeList, { handle, cpuMs }, () => seededAsideOn(url), held);
    console.log(
      `\nQuery plan, #general's unread for a member weeks behind, at ${sizeList.at(-1)?.label}:`,
    );
    console.log(await explainCounts(handle));
    printGrowth("A member's first requests on PostgreSQL (cpu: PostgreSQL's)", sizeList, bySize);
  } finally {
    await held.aside?.close();
    await admin.end();
    await handle.close();
    if (reused || process.env.BENCH_SCALE_KEEP_DATABASE === '1')
      console.log(`scale: database ${name} kept`);
    else await withAdmin(url, (c) => c.query(`drop database if exists ${name} with (force)`));
  }
}

async function onPglite() {
  const dir = await mkdtemp(path.join(tmpdir(), 'bbt-scale-bench-'));
  const handle = await openDatabase({ dataDir: dir });
  const held: { aside?: SeededAside } = {};
  try {
    await handle.migrate();
    const bySize = await withTurns(
      await buildAndMeasure(handle, processCpuMs, PGLITE_SIZES),
      PGLITE_SIZES,
      { handle, cpuMs: processCpuMs },
      seededAsideOnPglite,
      held,
    );
    printGrowth(
      "A member's first requests on PGlite (cpu: the process's, server and database)",
      PGLITE_SIZES,
      bySize,
    );
  } finally {
    await held.aside?.close();
    await handle.close();
    if (process.env.BENCH_SCALE_KEEP_DATABASE === '1') console.log(`scale: PGlite kept in ${dir}`);
    else await rm(dir, { recursive: true, force: true });
  }
}

if (postgresUrl && POSTGRES_SIZES.length > 0) await onPostgres(postgresUrl);
else console.log('scale: PostgreSQL skipped; set BENCH_DATABASE_URL (a PostgreSQL server URL)');
if (PGLITE_SIZES.length > 0 && !process.env.BENCH_SCALE_DATABASE) await onPglite();
console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
