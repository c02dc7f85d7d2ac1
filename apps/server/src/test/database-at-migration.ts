import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MIGRATIONS_FOLDER, openDatabase, type DatabaseHandle } from '../db/client';
import { createServerDatabase } from './test-database';

/**
 * Databases as an older server left them, for a migration's test: each is migrated up to a
 * given migration (by its tag) and no further, on PostgreSQL (TEST_DATABASE_URL) or PGlite.
 * `handle.migrate()` then applies the rest, as the next server's start would, or
 * `handle.migrate(await migrationsUpTo(tag))` the migrations up to one. `close` drops every
 * database and migrations folder made.
 */
export function databasesAtMigration() {
  const cleanups: Array<() => Promise<void>> = [];

  /** A copy of the migrations folder that ends at `lastTag`. */
  async function migrationsUpTo(lastTag: string): Promise<string> {
    const folder = await mkdtemp(path.join(tmpdir(), 'bbt-migrations-'));
    cleanups.push(() => rm(folder, { recursive: true, force: true }));
    await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
    const journalFile = path.join(folder, 'meta', '_journal.json');
    const journal = JSON.parse(await readFile(journalFile, 'utf8')) as {
      entries: Array<{ tag: string }>;
    };
    const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
    if (last < 0) throw new Error(`no migration ${lastTag}`);
    journal.entries = journal.entries.slice(0, last + 1);
    await writeFile(journalFile, JSON.stringify(journal));
    return folder;
  }

  return {
    migrationsUpTo,
    async upTo(lastTag: string): Promise<DatabaseHandle> {
      const serverUrl = process.env.TEST_DATABASE_URL;
      const server = serverUrl ? await createServerDatabase(serverUrl, undefined) : undefined;
      const handle = await openDatabase({ databaseUrl: server?.url, dataDir: null });
      cleanups.push(async () => {
        await handle.close();
        await server?.drop();
      });
      await handle.migrate(await migrationsUpTo(lastTag));
      return handle;
    },
    async close(): Promise<void> {
      for (const cleanup of cleanups.splice(0)) await cleanup();
    },
  };
}
