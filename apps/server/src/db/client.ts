import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { trackCommittedWrites } from './committed-writes';
import { drizzleEmbedded, embeddedClientForDrizzle } from './embedded-drizzle';
import * as schema from './schema';

export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;
/** What a service receives: the database itself or an open transaction on it. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the migrations not yet applied: the server's own, or a folder of them (tests). */
  migrate(migrationsFolder?: string): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** The embedded database's files as a tarball, for `template` (absent on PostgreSQL). */
  snapshot?: () => Promise<Blob>;
}

export const MIGRATIONS_FOLDER = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);
/** Any constant shared by every instance: the advisory lock that serialises migrations. */
const MIGRATION_LOCK_KEY = 724_001;

/**
 * PostgreSQL server through `pg` when a URL is given, else embedded PGlite (in memory when
 * dataDir is null). An in-memory database starts as a copy of `template` (a snapshot) when
 * given one: tests start from a migrated database without running initdb and the migrations.
 */
/** Where the embedded database of a DATA_DIR keeps its files. */
export const pgliteDirectory = (dataDir: string) => path.join(dataDir, 'pglite');

export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string | null;
  template?: Blob | undefined;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir && pgliteDirectory(options.dataDir), options.template);
}

/**
 * How long a start waits for the lock's holder to go away. A supervisor restarting a server it
 * just killed can be a moment ahead of the old process's exit.
 */
const LOCK_WAIT_MS = 5_000;
const LOCK_POLL_MS = 100;

/**
 * PGlite is one process's database: a second process on the same directory corrupts it. A
 * lock file with our pid refuses that, and is taken over when its process is gone.
 */
async function lockDirectory(directory: string): Promise<() => Promise<void>> {
  const lockFile = path.join(directory, 'server.pid');
  const deadline = Date.now() + LOCK_WAIT_MS;
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    for (;;) {
      const holder = Number(await readFile(lockFile, 'utf8').catch(() => ''));
      if (!holder || holder === process.pid || !(await processIsAlive(holder))) break;
      if (Date.now() >= deadline) {
        throw new Error(
          `The embedded database in ${directory} is in use by process ${holder}. Stop it first, or set DATA_DIR to another folder.`,
        );
      }
      await setTimeout(LOCK_POLL_MS);
    }
    await writeFile(lockFile, String(process.pid));
  }
  return () => rm(lockFile, { force: true });
}

/**
 * Whether the process runs. A process killed with -9 stays a zombie until its parent reaps it,
 * and signalling a zombie succeeds: on Linux its state in /proc tells it apart (it holds no
 * files, so its lock is free).
 */
async function processIsAlive(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  // "pid (command) state ...": the command may hold spaces and parentheses, the state can't.
  const state = stat.slice(stat.lastIndexOf(')') + 2)[0];
  return state !== 'Z';
}

/**
 * PostgreSQL's own cache of table and index pages. Its default, 128 MB, is more than half the
 * server's memory at rest; PGlite reads a page it misses from the file system, whose page cache
 * keeps the rest of a small community's database in memory (decision 0027).
 */
const SHARED_BUFFERS = '8MB';
const PGLITE_OPTIONS = {
  // JIT off as on PostgreSQL (openPostgres says why; PGlite has no compiler, the same setting).
  startParams: [
    ...PGlite.defaultStartParams,
    '-c',
    `shared_buffers=${SHARED_BUFFERS}`,
    '-c',
    'jit=off',
  ],
  // The console's member search matches parts of names through trigram indexes (migration 0021).
  extensions: { pg_trgm },
};

/** PGlite opens a folder holding this file as a database, and creates one in any other. */
const PG_VERSION = 'PG_VERSION';
const STAGING_PREFIX = '.initdb-';

/**
 * The script of the process that creates a database: the PGlite module's URL and the folder
 * are its arguments. It stops when its parent is gone (its stdin closes), so a server killed
 * while creating leaves no process writing there.
 */
const CREATE_DATABASE_SCRIPT = `
process.stdin.on('end', () => process.exit(1)).resume();
const [pgliteUrl, directory] = process.argv.slice(1);
const { PGlite } = await import(pgliteUrl);
await (await PGlite.create(directory)).close();
process.exit(0);
`;

/**
 * Creates the database in `directory` when it holds none. PGlite's initdb runs a second
 * PostgreSQL and leaves 100-300 MB this process would never give back, so a short-lived
 * process runs it instead. It creates the database in a staging folder, whose files are then
 * moved in with PG_VERSION last: a creation cut short leaves no half-made database to open.
 */
async function createPgliteDatabase(directory: string): Promise<void> {
  if (existsSync(path.join(directory, PG_VERSION))) return;
  const entries = await readdir(directory);
  for (const entry of entries.filter((name) => name.startsWith(STAGING_PREFIX))) {
    await rm(path.join(directory, entry), { recursive: true, force: true });
  }
  const staging = path.join(directory, `${STAGING_PREFIX}${process.pid}`);
  await runCreateDatabase(staging);
  const created = await readdir(staging);
  for (const entry of [...created.filter((name) => name !== PG_VERSION), PG_VERSION]) {
    // Left by an earlier creation cut short while moving its files in.
    await rm(path.join(directory, entry), { recursive: true, force: true });
    await rename(path.join(staging, entry), path.join(directory, entry));
  }
  await rm(staging, { recursive: true, force: true });
}

async function runCreateDatabase(directory: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '--eval',
      CREATE_DATABASE_SCRIPT,
      import.meta.resolve('@electric-sql/pglite'),
      directory,
    ],
    { stdio: ['pipe', 'ignore', 'pipe'] },
  );
  let stderr = '';
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000);
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  if (code !== 0) {
    throw new Error(
      `Creating the embedded database in ${directory} failed (exit ${code}):\n${stderr}`,
    );
  }
}

async function openPglite(directory: string | null, template?: Blob): Promise<DatabaseHandle> {
  let unlock = async () => undefined as void;
  if (directory) {
    await mkdir(directory, { recursive: true });
    unlock = await lockDirectory(directory);
    try {
      await createPgliteDatabase(directory);
    } catch (error) {
      await unlock();
      throw error;
    }
  }
  const client = directory
    ? new PGlite(directory, PGLITE_OPTIONS)
    : new PGlite({ ...PGLITE_OPTIONS, loadDataDir: template });
  try {
    await client.waitReady;
  } catch (error) {
    await client.close().catch(() => undefined);
    await unlock();
    throw error;
  }
  const forDrizzle = embeddedClientForDrizzle(client);
  const db = drizzleEmbedded(forDrizzle, schema) as unknown as Database;
  trackCommittedWrites(db);
  return {
    db,
    kind: 'pglite',
    // PGlite is one process's private database: no other instance can race us here.
    migrate: (migrationsFolder = MIGRATIONS_FOLDER) =>
      migratePglite(drizzleEmbedded(forDrizzle, {}), { migrationsFolder }),
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
      await unlock();
    },
    snapshot: async () => {
      // Written out first, so a copy starts without replaying the log.
      await client.query('checkpoint');
      return client.dumpDataDir('none');
    },
  };
}

async function openPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  // JIT off for every connection: our queries are short and indexed, but PostgreSQL estimates
  // their cost from the tables' sizes, and past `jit_above_cost` it compiles each one first. At
  // 2M messages that compiling took 50 ms of CPU for a 1 ms sidebar count (decision 0054).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: '-c jit=off' });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  trackCommittedWrites(db);
  return {
    db,
    kind: 'postgres',
    migrate: async (migrationsFolder = MIGRATIONS_FOLDER) => {
      const client = await pool.connect();
      try {
        // Several instances may start together: the first migrates, the others wait here.
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(drizzlePg(client), { migrationsFolder });
      } finally {
        await client
          .query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
          .catch(() => undefined);
        client.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}
