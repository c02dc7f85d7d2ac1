import { randomBytes } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, pgliteDirectory, type Database, type DatabaseHandle } from '../db/client';
import * as schema from '../db/schema';
import { seedDatabase } from '../db/seed';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The server URL of this test's own database, when running against PostgreSQL. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * What the server project's global setup (template-databases.ts) made once for the run: a
 * migrated database, without and with the seed, as PGlite snapshot files or as PostgreSQL
 * databases.
 */
export interface TemplateDatabases {
  kind: 'pglite' | 'postgres';
  bare: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabases: TemplateDatabases;
  }
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a
 * new database on the server of TEST_DATABASE_URL (dropped afterwards), so files never share rows.
 * It starts as a private copy of the run's template when there is one (decision 0037), and is
 * migrated and seeded here otherwise (the deployment test runs without the global setup).
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const variant = options.seed === false ? 'bare' : 'seeded';
  const templates = inject('templateDatabases') as TemplateDatabases | undefined;
  const serverUrl = process.env.TEST_DATABASE_URL;
  const server = serverUrl
    ? await createServerDatabase(
        serverUrl,
        templates?.kind === 'postgres' ? templates[variant] : undefined,
      )
    : undefined;
  const snapshot =
    !serverUrl && templates?.kind === 'pglite'
      ? new Blob([await readFile(templates[variant])])
      : undefined;
  const handle = await openDatabase({
    databaseUrl: server?.url,
    dataDir: null,
    template: snapshot,
  });
  if (!server?.copied && !snapshot) await migrateAndSeed(handle, variant);
  return {
    handle,
    url: server?.url,
    drop: async () => {
      await handle.close();
      await server?.drop();
    },
  };
}

/**
 * The test's database on one connection, as the embedded database always is: statements run
 * one at a time, in the order they were asked for, so a write asked for while a statement runs
 * goes in right after it, before whatever its caller asks next. PGlite's handle is that already;
 * on PostgreSQL it is a pool of one connection, which hands its connection out first come.
 */
export function onOneConnection(database: TestDatabase): { db: Database; close(): Promise<void> } {
  if (!database.url) return { db: database.handle.db, close: async () => undefined };
  const pool = new pg.Pool({ connectionString: database.url, max: 1 });
  // `end()` resolves before its connection has closed, and the test's database is then dropped
  // with force: the server's "terminating connection" reaching the closing connection is no
  // error of the test's, and unheard, the pool's 'error' would crash the run.
  pool.on('error', () => undefined);
  return { db: drizzle(pool, { schema }) as unknown as Database, close: () => pool.end() };
}

/**
 * Puts a copy of the run's PGlite template into a DATA_DIR, so a process started on it (a server,
 * the import command) opens a migrated database instead of creating, migrating and seeding one,
 * seconds of CPU on a 2-core machine (decision 0037). Does nothing on PostgreSQL or without the
 * global setup: the process then makes its database as it always did.
 */
export async function copyTemplateToDataDir(
  dataDir: string,
  options: { seed?: boolean } = {},
): Promise<void> {
  const templates = inject('templateDatabases') as TemplateDatabases | undefined;
  if (templates?.kind !== 'pglite') return;
  const snapshot = await readFile(templates[options.seed === false ? 'bare' : 'seeded']);
  await mkdir(pgliteDirectory(dataDir), { recursive: true });
  const copy = new PGlite(pgliteDirectory(dataDir), { loadDataDir: new Blob([snapshot]) });
  await copy.close();
}

/** Migrates a new database, and seeds it with the demo users for the `seeded` variant. */
export async function migrateAndSeed(
  handle: DatabaseHandle,
  variant: keyof Omit<TemplateDatabases, 'kind'>,
): Promise<void> {
  await handle.migrate();
  if (variant === 'seeded') await seedDatabase(handle.db, { demoUsers: true });
}

/**
 * A new database on the server of `serverUrl` (named `name`, or a random test name), a copy of
 * `template` when given.
 */
export async function createServerDatabase(
  serverUrl: string,
  template: string | undefined,
  name = `bbt_test_${randomBytes(6).toString('hex')}`,
) {
  await withAdminClient(serverUrl, (client) =>
    client.query(`create database ${name}${template ? ` template ${template}` : ''}`),
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    copied: template !== undefined,
    drop: () =>
      withAdminClient(serverUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
      }),
  };
}

export async function withAdminClient<T>(
  url: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
