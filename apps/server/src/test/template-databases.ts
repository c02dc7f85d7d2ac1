import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDatabase } from '../db/seed';
import { createServerDatabase, migrateAndSeed, withAdminClient } from './test-database';

/**
 * The server project's global setup: migrates (and seeds) a database once per run, and each
 * test file's createTestDatabase starts from a private copy of it instead of migrating its own
 * (decision 0037). Embedded: a snapshot of PGlite's files; PostgreSQL (TEST_DATABASE_URL):
 * template databases for `create database ... template`, dropped when the run ends.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const prefix = `bbt_template_${randomBytes(6).toString('hex')}`;
    const names = { seeded: `${prefix}_seeded`, bare: `${prefix}_bare` };
    const drop = () =>
      withAdminClient(serverUrl, async (client) => {
        for (const name of Object.values(names)) {
          await client.query(`drop database if exists ${name} with (force)`);
        }
      });
    try {
      for (const variant of ['seeded', 'bare'] as const) {
        const { url } = await createServerDatabase(serverUrl, undefined, names[variant]);
        const handle = await openDatabase({ databaseUrl: url, dataDir: null });
        try {
          await migrateAndSeed(handle, variant);
        } finally {
          await handle.close();
        }
      }
    } catch (error) {
      await drop();
      throw error;
    }
    project.provide('templateDatabases', { kind: 'postgres', ...names });
    return drop;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'bbt-test-templates-'));
  const files = { seeded: path.join(dir, 'seeded.tar'), bare: path.join(dir, 'bare.tar') };
  const handle = await openDatabase({ dataDir: null });
  try {
    await handle.migrate();
    await writeFile(files.bare, await snapshotBytes(handle));
    await seedDatabase(handle.db, { demoUsers: true });
    await writeFile(files.seeded, await snapshotBytes(handle));
  } finally {
    await handle.close();
  }
  project.provide('templateDatabases', { kind: 'pglite', ...files });
  return () => rm(dir, { recursive: true, force: true });
}

async function snapshotBytes(handle: DatabaseHandle) {
  if (!handle.snapshot) throw new Error('An embedded database has a snapshot');
  return new Uint8Array(await (await handle.snapshot()).arrayBuffer());
}
