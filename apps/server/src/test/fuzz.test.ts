/**
 * Property-based fuzz of the whole HTTP API. For every operation of the OpenAPI
 * document, fast-check generates requests: path parameters, query strings and JSON bodies
 * derived from the schemas, then mutated (wrong types, missing and extra fields, 100k-char
 * strings, unicode with lone surrogates, NUL characters and bidirectional controls such as
 * U+202E, NaN/Infinity as strings, 1e308 and 1e400, numbers at the database's column limits
 * such as 1e12, 1e-9 and 99999999.99, negative numbers, deep nesting, arrays for objects,
 * `__proto__` / `constructor` / `prototype` keys), raw non-JSON bodies, form-encoded bodies
 * (what a form on any site can post), wrong content types and broken multipart uploads, sent
 * signed out, as a free member, as the founder and with a forged session cookie.
 *
 * Every response must be below 500; every 4xx must be exactly `{error: {code, message}}` with
 * a non-empty code and message; no body may carry a stack trace; a rejected request must leave
 * the database as it found it; Object.prototype (and friends) must stay unpolluted.
 *
 * `npm test` runs FUZZ_RUNS requests in all (default below) with a fixed seed; `npm run fuzz`
 * runs many more. Runs are shared between operations by weight, each operation with its own
 * seed derived from FUZZ_SEED and its name, so a failure is replayed with
 *   FUZZ_SEED=<seed> FUZZ_OPERATION='<METHOD /path>' [FUZZ_PATH=<path>] npm run fuzz
 * (the report prints the exact command). Earlier operations' successful writes are part of
 * the state, so a replay of one operation alone may need the full run to reproduce.
 * FUZZ_COLLECT=1 lists every distinct failure of an operation instead of shrinking the first.
 */
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHANNELS } from '@bbt/domain';
import { sql, type SQL } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, REPO_ROOT } from '../config';
import {
  bannedWords,
  faqs,
  meetings,
  messages,
  orderLines,
  orders,
  polls,
  products,
  signals,
  testimonials,
  users,
} from '../db/schema';
import { createMember, sessionCookieFor } from './factories';
import {
  describeRequest,
  operationsOf,
  requestArbitrary,
  type GeneratedRequest,
  type KnownValues,
  type Operation,
} from './fuzz-arbitraries';
import { signInAs } from './test-app';
import { createTestDatabase } from './test-database';

const numberFromEnv = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value)) throw new Error(`${name} must be an integer, got ${raw}`);
  return value;
};

/** Requests in all, shared between the operations. Sized for well under a minute on PGlite. */
const RUNS = numberFromEnv('FUZZ_RUNS', 1200);
const SEED = numberFromEnv('FUZZ_SEED', 20_260_808);
const ONLY = process.env.FUZZ_OPERATION;
const REPLAY_PATH = process.env.FUZZ_PATH || undefined;

// ---------------------------------------------------------------------------------------------
// The app, built once for every operation (top-level: the operations come from its document).

const dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-fuzz-'));
// A built web app, whether or not this checkout has one: without it page routes (where `..` in
// a path leads) answer 503 "not built", which production never does.
const webDistDir = path.join(dataDir, 'web');
await mkdir(webDistDir);
await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root"></div>');
const database = await createTestDatabase();
// As createTestApp, but errors are logged to a buffer: a 500 is reported with its cause.
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'error',
  PUBLIC_URL: 'http://localhost:3000',
  REDIS_URL: process.env.REDIS_URL,
  DATA_DIR: dataDir,
  WEB_DIST_DIR: webDistDir,
  AUTH_RATE_LIMIT_PER_MINUTE: '1000000',
  CHAT_FLOOD_MESSAGES: '100000',
});
const serverErrors: string[] = [];
const { app } = await buildApp({
  config,
  database: database.handle,
  logger: {
    level: 'error',
    stream: { write: (line: string) => serverErrors.push(logSummary(line)) },
  },
  rateLimitNamespace: `bbt-fuzz-${randomUUID()}:`,
});
await app.ready();
afterAll(async () => {
  await app.close();
  await database.drop();
  await rm(dataDir, { recursive: true, force: true });
});
const db = database.handle.db;

/** Control characters escaped, so a report with a NUL in it stays readable. */
const printable = (text: string) =>
  [...text]
    .map((c) => {
      const code = c.codePointAt(0) ?? 0;
      const control = code < 0x20 || code === 0x7f || (code >= 0xd800 && code <= 0xdfff);
      return control ? `\\u${code.toString(16).padStart(4, '0')}` : c;
    })
    .join('');

/** What the server logged about an error: its type and cause (a failed query's last line). */
function logSummary(line: string): string {
  try {
    const entry = JSON.parse(line) as { msg?: string; err?: { type?: string; message?: string } };
    const message = entry.err?.message ?? entry.msg ?? '';
    const last = message.split('\n').at(-1) ?? '';
    const tail = last.length > 300 ? `…${last.slice(-300)}` : last;
    return `${entry.err?.type ?? 'log'}: ${printable(tail)}`;
  } catch {
    return line.slice(0, 300);
  }
}

const documentResponse = await app.inject({ method: 'GET', url: '/api/openapi.json' });
const operations = operationsOf(documentResponse.json()).filter((op) => !ONLY || op.name === ONLY);

// Rows for the generated ids to find: a poll, a signal, a meeting, a message, an open order.
const [founder] = await db
  .select()
  .from(users)
  .where(sql`${users.founder}`)
  .limit(1);
if (!founder) throw new Error('the seed has no founder');
const [product] = await db.select().from(products).limit(1);
if (!product) throw new Error('the seed has no products');
await db.insert(polls).values({
  header: 'Fuzz poll',
  text: 'Which way?',
  options: ['up', 'down'],
  createdBy: founder.id,
});
await db.insert(signals).values({
  name: 'BTCUSD',
  entry: 100,
  exit: 120,
  profit: '20%',
  analystId: founder.id,
});
await db.insert(meetings).values({
  title: 'Fuzz meeting',
  provider: 'zoom',
  link: 'https://example.com/meet',
  createdBy: founder.id,
});
await db.insert(messages).values({ channel: 'general', userId: founder.id, text: 'hello' });
await db.insert(orders).values({
  id: 'fuzz-order',
  userId: founder.id,
  provider: 'demo',
  providerOrderId: 'DEMO-fuzz-order',
  amount: product.salePrice ?? product.originalPrice,
  currency: 'USD',
});
await db.insert(orderLines).values({
  orderId: 'fuzz-order',
  productId: product.id,
  productKey: product.key,
  title: product.title,
  unitPrice: product.salePrice ?? product.originalPrice,
});

/**
 * The free member is made for the fuzz and is not among the known ids, so the founder's fuzzed
 * role changes never turn it into something else; the founder can't drop its own top role.
 */
const freeMember = await createMember(db, { name: 'Fuzz Free', roles: ['free_member'] });
const personas = {
  'signed out': undefined,
  free: await sessionCookieFor(db, config.sessionSecret, freeMember.id),
  founder: await signInAs(app, 'founder'),
} as const satisfies Record<string, string | undefined>;
type Persona = keyof typeof personas | 'forged';
const forgedCookies = fc.constantFrom(
  'better-auth.session_token=abc.def',
  `better-auth.session_token=${'A'.repeat(32)}.${'B'.repeat(43)}%3D`,
  'better-auth.session_token=%E0%A4%A',
  'better-auth.session_token=',
  `better-auth.session_token=${'x'.repeat(10_000)}`,
  '__proto__=1; constructor=2',
  'better-auth.session_token=a; better-auth.session_token=b',
);

const column = <T>(rows: T[], pick: (row: T) => string | number) => rows.map(pick);
const userIds = column(
  await db
    .select({ id: users.id })
    .from(users)
    .where(sql`${users.id} <> ${freeMember.id}`),
  (r) => r.id,
);
const productRows = await db.select().from(products);
const intIds = [
  ...column(await db.select({ id: faqs.id }).from(faqs), (r) => r.id),
  ...column(await db.select({ id: testimonials.id }).from(testimonials), (r) => r.id),
  ...column(await db.select({ id: polls.id }).from(polls), (r) => r.id),
  ...column(await db.select({ id: signals.id }).from(signals), (r) => r.id),
  ...column(await db.select({ id: meetings.id }).from(meetings), (r) => r.id),
  1,
  2,
  3,
];
const known: KnownValues = {
  id: [...new Set([...intIds, ...userIds, 'fuzz-order'])],
  ids: [...new Set(intIds)],
  slug: [...CHANNELS.map((c) => c.slug), 'annoucements', 'ticket00'],
  key: column(productRows, (p) => p.key),
  nameInUrl: column(productRows, (p) => p.nameInUrl),
  product: column(productRows, (p) => p.key),
  word: column(await db.select({ word: bannedWords.word }).from(bannedWords), (r) => r.word),
  inviteId: userIds,
  orderId: ['DEMO-fuzz-order', 'fuzz-order'],
  lastId: column(await db.select({ id: messages.id }).from(messages), (r) => r.id),
  option: [0, 1],
  email: ['fuzz@example.com', ' FUZZ@EXAMPLE.COM ', 'a@b'],
  link: ['https://example.com/meet', 'http://localhost/x', 'javascript:alert(1)'],
  provider: ['zoom', 'meet'],
};

const validImage = await sharp({
  create: { width: 8, height: 8, channels: 3, background: '#3366ff' },
})
  .png()
  .toBuffer();

// ---------------------------------------------------------------------------------------------
// The database fingerprint.

/**
 * Tables left out, and why:
 * - sessions: better-auth may refresh a session's expiry and updated_at when it reads it, and
 *   the dev sign-in route (fuzzed too) adds one per call.
 * - verifications: OAuth state and one-time tokens better-auth writes while signing in.
 * Sequences aren't fingerprinted: PostgreSQL advances them for failed inserts too (tickets
 * take their number from one), which is not a change a member can see.
 * Rate-limit counters live in memory or Redis, not in the database.
 */
const EXCLUDED_TABLES = new Set(['sessions', 'verifications']);

/**
 * Columns that legitimately change on a read:
 * - users.premium_signals is switched off (and users.updated_at bumped) the first time anything
 *   loads a member whose signals ran out (users/service.ts loadCurrentUser), whatever the
 *   request then answers. The fingerprint keeps the effective value (on and not expired) and
 *   drops updated_at; every real write to a member changes some other column as well.
 */
const tableRowText: Record<string, string> = {
  users:
    "(to_jsonb(t) - 'updated_at' - 'premium_signals' || jsonb_build_object('premium_signals', t.premium_signals and t.signals_until > now()))::text",
};

/** Rows of a raw query, the same way from PGlite and from node-postgres. */
async function query<T>(statement: SQL): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const tableNames = (
  await query<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )
)
  .map((r) => r.name)
  .filter((name) => !EXCLUDED_TABLES.has(name));

const fingerprintQuery = sql.raw(
  tableNames
    .map(
      (name) =>
        `select '${name}' as name, count(*)::int as rows, ` +
        `md5(coalesce(string_agg(x, ',' order by x), '')) as hash ` +
        `from (select ${tableRowText[name] ?? 't::text'} as x from "${name}" t) s`,
    )
    .join(' union all '),
);

/** Row count and a hash of every row, per application table. */
async function hashTables(): Promise<Record<string, string>> {
  const rows = await query<{ name: string; rows: number; hash: string }>(fingerprintQuery);
  return Object.fromEntries(rows.map((r) => [r.name, `${r.rows} rows, md5 ${r.hash}`]));
}

/**
 * One past the latest finished transaction id. Every write (insert, update, delete) runs in a
 * transaction that takes an id, reads take none: while this number stays the same, no row
 * has changed.
 */
async function latestTransaction(): Promise<string> {
  const [row] = await query<{ xmax: string }>(
    sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
  );
  return row?.xmax ?? '';
}

let lastHashed: { xmax: string; tables: Record<string, string> } | undefined;

/**
 * The fingerprint of the database, hashed again only when a transaction has finished since the
 * last hash (the transaction id is read first, so a write racing the hash forces a new one).
 * On PGlite that makes the check of a rejected request two tiny queries; on a shared PostgreSQL
 * server other databases' transactions advance the id too and every check hashes the tables.
 */
async function fingerprint(): Promise<Record<string, string>> {
  const xmax = await latestTransaction();
  if (lastHashed?.xmax === xmax) return lastHashed.tables;
  const tables = await hashTables();
  lastHashed = { xmax, tables };
  return tables;
}

// ---------------------------------------------------------------------------------------------
// Prototype pollution.

const guarded = {
  'Object.prototype': Object.prototype,
  'Array.prototype': Array.prototype,
  'Function.prototype': Function.prototype,
  'String.prototype': String.prototype,
};
const prototypeKeys = () =>
  Object.fromEntries(
    Object.entries(guarded).map(([name, proto]) => [
      name,
      Reflect.ownKeys(proto).map(String).sort(),
    ]),
  );
const cleanPrototypes = prototypeKeys();

function checkPrototypes() {
  const now = prototypeKeys();
  for (const [name, keys] of Object.entries(now)) {
    const added = keys.filter((k) => !cleanPrototypes[name]?.includes(k));
    if (added.length > 0) throw new Error(`${name} was polluted with ${added.join(', ')}`);
  }
  const probe = {} as Record<string, unknown>;
  for (const key of ['polluted', 'isAdmin', 'founder'])
    if (probe[key] !== undefined) throw new Error(`({}).${key} is ${String(probe[key])}`);
}

// ---------------------------------------------------------------------------------------------
// One request and what must hold of its response.

interface FuzzCase {
  request: GeneratedRequest;
  persona: Persona;
  forgedCookie: string;
}

let nextIp = 1;
/** A new client address per request, so per-client rate limits don't hide the routes. */
const freshIp = () => `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp++ & 255}`;

const STACK_TRACE = /\n\s+at \S|\bat (?:async )?\S+ \(.*:\d+:\d+\)|node_modules|\.ts:\d+:\d+/;

async function send(c: FuzzCase): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = {};
  const cookie = c.persona === 'forged' ? c.forgedCookie : personas[c.persona];
  if (cookie) headers.cookie = cookie;
  const body = c.request.body;
  if (body?.contentType) headers['content-type'] = body.contentType;
  return app.inject({
    method: c.request.method as 'GET',
    url: c.request.url,
    headers,
    ...(body && { payload: body.payload }),
    remoteAddress: freshIp(),
  });
}

function failure(message: string, response: LightMyRequestResponse): Error {
  const body = response.body.length > 500 ? `${response.body.slice(0, 500)}…` : response.body;
  const logged = serverErrors.length > 0 ? `\nserver log: ${serverErrors.join('\n  ')}` : '';
  return new Error(`${message}\nresponse ${response.statusCode}: ${body}${logged}`);
}

function checkResponse(response: LightMyRequestResponse) {
  if (response.statusCode >= 500) throw failure('server error', response);
  if (STACK_TRACE.test(response.body) || response.body.includes(REPO_ROOT))
    throw failure('stack trace or source path in the body', response);
  if (response.statusCode < 400) return;
  let parsed: unknown;
  try {
    parsed = response.json();
  } catch {
    throw failure('error body is not JSON', response);
  }
  const shape = parsed as { error?: { code?: unknown; message?: unknown } };
  const ok =
    typeof parsed === 'object' &&
    parsed !== null &&
    Object.keys(parsed).join() === 'error' &&
    typeof shape.error === 'object' &&
    shape.error !== null &&
    Object.keys(shape.error).sort().join() === 'code,message' &&
    typeof shape.error.code === 'string' &&
    shape.error.code.length > 0 &&
    typeof shape.error.message === 'string' &&
    shape.error.message.length > 0;
  if (!ok) throw failure('error body is not exactly {error: {code, message}}', response);
}

/** Statuses seen per operation (printed by `npm run fuzz`), and personas that got a 2xx. */
const stats = new Map<string, Map<number, number>>();
const personasAnswered = new Set<Persona>();
function count(c: FuzzCase, status: number) {
  const byStatus = stats.get(c.request.operation) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  stats.set(c.request.operation, byStatus);
  if (status < 300) personasAnswered.add(c.persona);
}

/**
 * The property. Every rejected request is checked against the database, not a sample: the
 * fingerprint before it and after it must be equal. That stays cheap because the tables are
 * only hashed again when a transaction has finished in between (see fingerprint()).
 */
async function property(c: FuzzCase): Promise<void> {
  const before = await fingerprint();
  serverErrors.length = 0;
  const response = await send(c);
  count(c, response.statusCode);
  checkResponse(response);
  checkPrototypes();
  if (response.statusCode >= 400) {
    const after = await fingerprint();
    const changed = Object.keys(after).filter((table) => after[table] !== before[table]);
    if (changed.length > 0)
      throw failure(`a rejected request changed the database: ${changed.join(', ')}`, response);
  }
}

/**
 * FUZZ_COLLECT=1 (for long runs) keeps going after a failure and reports every distinct one
 * per operation (by kind, status and error code) with the shortest request that showed it,
 * unshrunk; by default the first failure of an operation is shrunk and reported.
 */
const COLLECT = process.env.FUZZ_COLLECT === '1';
const collected = new Map<string, Map<string, string>>();
function collectingProperty(op: Operation) {
  return async (c: FuzzCase): Promise<void> => {
    try {
      await property(c);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const [kind = '', status = ''] = message.split('\n');
      const code = /"code":"([^"]*)"/.exec(message)?.[1] ?? '';
      // The same bug with other values: numbers and quoted values don't make a new failure.
      const cause = (/server log: (.*)/.exec(message)?.[1] ?? '')
        .replace(/params: .*?: /, '')
        .replace(/"[^"]*"|\d+/g, '#');
      const key = `${kind} | ${status.split(':')[0]} ${code} | ${cause}`;
      const found = collected.get(op.name) ?? new Map<string, string>();
      const description = `${describeRequest({ ...c.request, persona: c.persona })}\n${message}`;
      const previous = found.get(key);
      if (!previous || description.length < previous.length) found.set(key, description);
      collected.set(op.name, found);
    }
  };
}

// ---------------------------------------------------------------------------------------------

/** More runs where there is more to vary: parameters and, above all, bodies. */
const weightOf = (op: Operation) =>
  1 + op.pathParams.length + op.queryParams.length + (op.body ? 4 : 0) + (op.multipart ? 4 : 0);
const totalWeight = operations.reduce((sum, op) => sum + weightOf(op), 0);

const hash = (text: string) => {
  let h = 0;
  for (const ch of text) h = (Math.imul(h, 31) + ch.charCodeAt(0)) | 0;
  return h;
};

function report(op: Operation, seed: number, details: fc.RunDetails<[FuzzCase]>): string {
  const [c] = details.counterexample ?? [];
  const replay =
    `FUZZ_SEED=${SEED} FUZZ_OPERATION='${op.name}' FUZZ_PATH='${details.counterexamplePath}' ` +
    `FUZZ_RUNS=${RUNS} npm run fuzz`;
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : '';
  return [
    `${op.name}: failed after ${details.numRuns} runs, shrunk ${details.numShrinks} times ` +
      `(operation seed ${seed}, path ${details.counterexamplePath}).`,
    `Replay: ${replay}`,
    c ? `Smallest request:\n${describeRequest({ ...c.request, persona: c.persona })}` : '',
    c?.persona === 'forged' ? `cookie: ${c.forgedCookie.slice(0, 100)}` : '',
    error,
  ]
    .filter(Boolean)
    .join('\n');
}

describe(`HTTP API fuzz (FUZZ_SEED=${SEED}, FUZZ_RUNS=${RUNS})`, () => {
  it('reads every operation from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(ONLY ? 0 : 50);
  });

  it('has a fingerprint that sees a one-row change and its undoing', async () => {
    const clean = await fingerprint();
    // Equal, not the same object: on a shared PostgreSQL server other test files' databases
    // finish transactions in between, and the tables are hashed again.
    expect(await fingerprint()).toEqual(clean);
    await db.execute(sql`insert into mailing_list (email) values ('fingerprint@example.com')`);
    expect(await fingerprint()).not.toEqual(clean);
    await db.execute(sql`update users set credits = credits + 1 where id = ${founder.id}`);
    const changed = await fingerprint();
    expect(changed.users).not.toEqual(clean.users);
    await db.execute(sql`update users set credits = credits - 1 where id = ${founder.id}`);
    await db.execute(sql`delete from mailing_list where email = 'fingerprint@example.com'`);
    expect(await fingerprint()).toEqual(clean);
    expect(await hashTables()).toEqual(clean);
  });

  for (const op of operations) {
    const numRuns = Math.max(2, Math.ceil((RUNS * weightOf(op)) / totalWeight));
    const seed = (SEED + hash(op.name)) | 0;
    it(`${op.name} (${numRuns} runs)`, { timeout: 120_000 + numRuns * 2_000 }, async () => {
      const arbitrary = fc.record({
        request: requestArbitrary(op, known, validImage),
        persona: fc.oneof(
          { weight: 4, arbitrary: fc.constant<Persona>('founder') },
          { weight: 3, arbitrary: fc.constant<Persona>('free') },
          { weight: 2, arbitrary: fc.constant<Persona>('signed out') },
          { weight: 1, arbitrary: fc.constant<Persona>('forged') },
        ),
        forgedCookie: forgedCookies,
      });
      await fc.assert(fc.asyncProperty(arbitrary, COLLECT ? collectingProperty(op) : property), {
        seed,
        numRuns,
        ...(REPLAY_PATH && { path: REPLAY_PATH }),
        reporter: (details) => {
          if (details.failed) throw new Error(report(op, seed, details));
        },
      });
      const found = collected.get(op.name);
      if (found)
        throw new Error(`${found.size} distinct failures:\n\n${[...found.values()].join('\n\n')}`);
    });
  }

  it('leaves the built-in prototypes unpolluted after the whole run', () => {
    checkPrototypes();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(
      cleanPrototypes['Object.prototype'],
    );
  });

  it('reached the signed-in routes as every persona', () => {
    if (process.env.FUZZ_RUNS) {
      const lines = [...stats].map(
        ([name, byStatus]) =>
          `${name.padEnd(48)} ${[...byStatus]
            .sort(([a], [b]) => a - b)
            .map(([s, n]) => `${s}x${n}`)
            .join(' ')}`,
      );
      console.warn(`Statuses per operation:\n${lines.join('\n')}`);
    }
    // Sessions that don't work would turn the fuzz into 401s; a run this size always gets 2xx.
    if (!ONLY)
      expect([...personasAnswered]).toEqual(
        expect.arrayContaining(['founder', 'free', 'signed out']),
      );
  });
});
