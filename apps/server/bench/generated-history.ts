import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';

/**
 * Where a generated message goes, weighted by repetition as a trading room's traffic is: a
 * third in #general. Shared by the benchmarks that fill a database (search, scale).
 */
export const WEIGHTED_CHANNELS = [
  ...Array<string>(6).fill('general'),
  ...Array<string>(2).fill('results'),
  ...Array<string>(2).fill('begginer'),
  'ask',
  'premium',
  'premium',
  'crypto_channel',
  'forex_channel',
  'stocks_channel',
  'staff',
  'marketing_chat',
];

/** A text[] literal written into the statement, for INSERT ... SELECT to pick from. */
export const textArrayLiteral = (values: string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/**
 * A new database on the PostgreSQL server of `serverUrl`, named `prefix` and a random suffix:
 * its URL, and how to drop it (with force: a server that still holds connections is gone).
 */
export async function createDatabaseOn(serverUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(4).toString('hex')}`;
  await withAdmin(serverUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdmin(serverUrl, (c) => c.query(`drop database if exists ${name} with (force)`)),
  };
}

/** Runs `work` on a connection of its own to the server of `url` (creating and dropping databases). */
export async function withAdmin<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
