import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './test-app';
import { createTestDatabase, type TestDatabase } from './test-database';
import { listen, type TestSocket } from './test-sockets';

/**
 * Two server instances on one database, sharing rooms through Redis (REDIS_URL), as behind a
 * load balancer, both listening. Call it at the top of a *.redis.test.ts file: it registers the
 * hooks that start them and close them with the sockets pushed to `sockets`.
 */
export function twoInstances() {
  let database: TestDatabase;
  let a: TestApp;
  let b: TestApp;
  let urlA: string;
  let urlB: string;
  const sockets: TestSocket[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    a = await createTestApp({}, { sharedDatabase: database });
    b = await createTestApp({}, { sharedDatabase: database });
    urlA = await listen(a.app);
    urlB = await listen(b.app);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await a.close();
    await b.close();
    await database.drop();
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
