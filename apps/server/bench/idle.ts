/**
 * Idle connection capacity: memory per connected member. Opens N authenticated Socket.IO
 * connections (a handful of signed-in personas, each session cookie shared by many sockets)
 * to the real server, and the same count to a bare Socket.IO server, and reads the server
 * process's memory: RSS from /proc/<pid>/status, heap after a forced GC (bench/memory-probe.ts).
 * The sockets are held by a separate client process with its own open-files limit.
 *
 * BENCH_IDLE_COUNTS (default 1000,5000,10000): connection counts, reached one after another.
 */
import { execFileSync } from 'node:child_process';
import { DEV_PERSONAS } from '@bbt/domain';
import { IdleClients, type Step } from './idle-clients-control';
import {
  kib,
  mib,
  signIn,
  sleep,
  startAppServer,
  startBareServer,
  table,
  type RunningServer,
  type ServerMemory,
} from './lib';

const PERSONAS = DEV_PERSONAS;
const SETTLE_MS = 2_000;
const WARM_UP_CONNECTIONS = 500;
const requested = (process.env.BENCH_IDLE_COUNTS ?? '1000,5000,10000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);

/** Each side (server, clients) needs one descriptor per socket, plus its own files. */
const fileLimit = Number(execFileSync('sh', ['-c', 'ulimit -Hn']).toString().trim()) || 1024;
const counts = requested.filter((n) => n + 500 <= fileLimit);
if (counts.length < requested.length) {
  console.warn(
    `open-files hard limit is ${fileLimit}: skipping ${requested.filter((n) => !counts.includes(n)).join(', ')} connections`,
  );
}

interface Row {
  target: string;
  count: number;
  /** The count before this step. */
  from: number;
  step: Step;
  memory: ServerMemory;
  base: ServerMemory;
}

async function measure(
  target: string,
  server: RunningServer,
  cookies: string[],
  rows: Row[],
): Promise<void> {
  // Warm-up: the first connections load code and fill caches that every later one shares.
  const warm = await IdleClients.start(server.url, cookies);
  await warm.open(WARM_UP_CONNECTIONS);
  await warm.close();
  await sleep(SETTLE_MS);
  const base = await server.memory();
  const clients = await IdleClients.start(server.url, cookies);
  try {
    let from = 0;
    for (const count of counts) {
      const step = await clients.open(count);
      if (step.failed > 0) throw new Error(`${target}: ${step.failed} connections failed`);
      await sleep(SETTLE_MS);
      rows.push({ target, count, from, step, memory: await server.memory(), base });
      from = count;
    }
  } finally {
    await clients.close();
  }
}

async function main() {
  if (counts.length === 0) throw new Error('no connection count fits the open-files limit');
  const rows: Row[] = [];
  let cookies: string[] = [];
  const app = await startAppServer({ probe: true, raiseFileLimit: true });
  try {
    for (const as of PERSONAS) cookies.push(await signIn(app.url, as));
    await measure('Blue Badge server', app, cookies, rows);
  } finally {
    await app.stop();
  }
  // The bare server ignores cookies; the same headers keep the retained request objects alike.
  cookies = cookies.length > 0 ? cookies : [''];
  const bare = await startBareServer('bare-socketio-server.ts', [], {
    probe: true,
    raiseFileLimit: true,
  });
  try {
    await measure('bare Socket.IO', bare, cookies, rows);
  } finally {
    await bare.stop();
  }

  const perConnection = (row: Row, key: keyof ServerMemory) =>
    (row.memory[key] - row.base[key]) / row.count;
  console.log(
    `\nIdle connections: authenticated Socket.IO (websocket) connections held open, ${PERSONAS.length} members sharing them; server process memory after a forced GC`,
  );
  console.log(
    table(
      [
        'target',
        'connections',
        'open s',
        'conn/s',
        'RSS MiB',
        'RSS KiB/conn',
        'heap MiB',
        'heap KiB/conn',
      ],
      rows.map((row) => [
        row.target,
        row.count,
        (row.step.ms / 1000).toFixed(1),
        Math.round((row.count - row.from) / (row.step.ms / 1000)),
        mib(row.memory.rss),
        kib(perConnection(row, 'rss')),
        mib(row.memory.heapUsed),
        kib(perConnection(row, 'heapUsed')),
      ]),
    ),
  );
  console.log(
    '(open s: time to grow from the previous count; per-connection figures: from the baseline before any connection)',
  );
  for (const target of new Set(rows.map((r) => r.target))) {
    const mine = rows.filter((r) => r.target === target);
    const first = mine[0];
    const last = mine.at(-1);
    if (!first || !last || first === last) continue;
    const slope = (key: keyof ServerMemory) =>
      kib((last.memory[key] - first.memory[key]) / (last.count - first.count));
    console.log(
      `${target}, marginal from ${first.count} to ${last.count} connections: RSS ${slope('rss')} KiB, heap ${slope('heapUsed')} KiB per connection`,
    );
  }
  for (const count of counts) {
    const ours = rows.find((r) => r.target !== 'bare Socket.IO' && r.count === count);
    const base = rows.find((r) => r.target === 'bare Socket.IO' && r.count === count);
    if (!ours || !base) continue;
    console.log(
      `${count} connections: RSS per connection ${(perConnection(ours, 'rss') / perConnection(base, 'rss')).toFixed(2)}x the bare server's, heap ${(perConnection(ours, 'heapUsed') / perConnection(base, 'heapUsed')).toFixed(2)}x`,
    );
  }
}

await main();
