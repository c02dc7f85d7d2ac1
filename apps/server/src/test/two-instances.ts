import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { createTestApp, redisNamespaceOf, type TestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';
import { listen, type TestSocket } from './test-sockets';

type Env = Record<string, string>;

/**
 * Two server instances on one database, sharing rooms through Redis (REDIS_URL), as behind a
 * load balancer, both listening. Call it at the top of a *.redis.test.ts file: it registers the
 * hooks that start them and close them with the sockets pushed to `sockets`. `envOf` is read
 * when they start, so it may name what an earlier hook started (a Redis of the file's own).
 */
export function twoInstances(envOf: () => { a?: Env; b?: Env } = () => ({})) {
  let database: TestDatabase;
  let handleOfB: DatabaseHandle | undefined;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    const env = envOf();
    database = await createTestDatabase();
    a = await createTestApp(env.a ?? {}, { sharedDatabase: database });
    // On PostgreSQL each instance has connections of its own, as two processes do: what one
    // writes reaches the other's memory only through Redis. PGlite is one process's database.
    handleOfB = database.url
      ? await openDatabase({ databaseUrl: database.url, dataDir: null })
      : undefined;
    b = await createTestApp(
      { REDIS_KEY_PREFIX: redisNamespaceOf(database), ...env.b },
      { sharedDatabase: handleOfB ? { ...database, handle: handleOfB } : database },
    );
    urlA = await listen(a.app);
    urlB = await listen(b.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await a?.close();
    await b?.close();
    await handleOfB?.close();
    await database?.drop();
  });

  return {
    get database() {
      return database;
    },
    get a() {
      return a;
    },
    get b() {
      return b;
    },
    get urlA() {
      return urlA;
    },
    get urlB() {
      return urlB;
    },
    /** Sockets to disconnect when the file is done. */
    sockets,
  };
}
