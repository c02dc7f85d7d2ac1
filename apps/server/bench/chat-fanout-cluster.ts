/**
 * Chat fan-out on PostgreSQL + Redis (`npm run bench`, `cluster`): the saturation curve of
 * chat-fanout.ts at the same rates, against (a) one server instance on PostgreSQL with the Redis
 * adapter and (b) two instances on the same database and Redis, with the clients split half and
 * half between them and a sender on each, so every message crosses Redis to half the clients;
 * beside bare Socket.IO at each rate. Writes docs/perf/chat-fanout-cluster.svg.
 *
 * Needs BENCH_DATABASE_URL (a PostgreSQL database of its own: the server migrates and seeds it,
 * and every run adds its messages: `createdb -h 127.0.0.1 -U postgres bbt_bench`) and
 * BENCH_REDIS_URL (a Redis of its own: the Socket.IO adapter's channels are shared by every
 * database number of a Redis, so servers of other runs on it would take part; e.g.
 * `redis-server --port 6380 --save '' --appendonly no`). Without both it says so and exits 0.
 * The server's rate-limit counters (`bbt-rate-limit:*`) are deleted from that Redis first, so
 * an earlier run's sign-ins count against nobody.
 *
 * Options as in chat-fanout.ts: BENCH_RATES (20,50,100,150), BENCH_CLIENTS (1000),
 * BENCH_SECONDS (10), BENCH_DRAIN_SECONDS (10), BENCH_LOAD_PROCESSES (2),
 * BENCH_CHART_DIR (docs/perf), BENCH_SERVER_DIR.
 */
import { Redis } from 'ioredis';
import { describeCurve, runCurve } from './fanout-curve';
import {
  announceServerUnderTest,
  signIn,
  startAppServer,
  startBareServer,
  type RunningServer,
} from './lib';

const databaseUrl = process.env.BENCH_DATABASE_URL;
const redisUrl = process.env.BENCH_REDIS_URL;
const RATE_LIMIT_KEYS = 'bbt-rate-limit:*';

async function deleteRateLimitCounters(url: string) {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', RATE_LIMIT_KEYS, 'COUNT', 1000);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
}

async function main(database: string, redis: string) {
  announceServerUnderTest();
  console.log(`Chat fan-out on PostgreSQL + Redis: ${describeCurve()}`);
  await deleteRateLimitCounters(redis);
  const servers: RunningServer[] = [];
  try {
    const bare = await startBareServer('bare-socketio-server.ts');
    servers.push(bare);
    const env = { DATABASE_URL: database, REDIS_URL: redis };
    // One after the other: the first migrates and seeds the database.
    const a = await startAppServer({ env });
    servers.push(a);
    const b = await startAppServer({ env });
    servers.push(b);
    // Sessions live in the database: a cookie from one instance opens sockets on the other.
    const cookie = await signIn(a.url, 'free');
    await runCurve({
      title: 'Chat fan-out on PostgreSQL + Redis',
      chartFile: 'chat-fanout-cluster.svg',
      baseline: { name: 'bare Socket.IO', servers: [bare], protocol: 'bare' },
      targets: [
        { name: 'PG + Redis, 1 instance', servers: [a], protocol: 'chat', cookie },
        { name: 'PG + Redis, 2 instances', servers: [a, b], protocol: 'chat', cookie },
      ],
    });
  } finally {
    await Promise.all(servers.map((server) => server.stop()));
  }
}

if (databaseUrl && redisUrl) await main(databaseUrl, redisUrl);
else {
  console.log(
    'cluster: skipped; set BENCH_DATABASE_URL (a PostgreSQL database of its own) and BENCH_REDIS_URL (a Redis of its own) to run it',
  );
}
