import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { seedDatabase } from '../db/seed';

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The server URL of this test's own database, when running against PostgreSQL. */
  url: string | undefined;
  drop(): Promise<void>;
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a
 * new database on the server of TEST_DATABASE_URL (dropped afterwards), so files never share rows.
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let url: string | undefined;
  let dropDatabase = async () => undefined as void;
  if (serverUrl) {
    const name = `bbt_test_${randomBytes(6).toString('hex')}`;
    await withAdminClient(serverUrl, (client) => client.query(`create database ${name}`));
    const target = new URL(serverUrl);
    target.pathname = `/${name}`;
    url = target.toString();
    dropDatabase = () =>
      withAdminClient(serverUrl, async (client) => {
        await client.query(`drop database if exists ${name} with (force)`);
      });
  }
  const handle = await openDatabase({ databaseUrl: url, dataDir: null });
  await handle.migrate();
  if (options.seed !== false) await seedDatabase(handle.db, { demoUsers: true });
  return {
    handle,
    url,
    drop: async () => {
      await handle.close();
      await dropDatabase();
    },
  };
}

async function withAdminClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}
