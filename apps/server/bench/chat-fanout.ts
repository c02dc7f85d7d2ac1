/**
 * Chat fan-out benchmark (npm run bench): N clients in one channel receive messages of ~100
 * bytes sent at a fixed rate. Measured against our server (auth, validation, storage, then
 * broadcast) and against a bare Socket.IO broadcast server in the same run; the ratio of
 * deliveries per second is the figure we track.
 *
 * BENCH_CLIENTS (default 1000), BENCH_RATE messages/s (default 20), BENCH_SECONDS (default 10).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const clients = Number(process.env.BENCH_CLIENTS ?? 1000);
const rate = Number(process.env.BENCH_RATE ?? 20);
const seconds = Number(process.env.BENCH_SECONDS ?? 10);

interface Result {
  clients: number;
  messages: number;
  deliveries: number;
  expected: number;
  deliveriesPerSecond: number;
  p50: number;
  p99: number;
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

function run(script: string, args: string[], env: NodeJS.ProcessEnv = process.env): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', path.join(here, script), ...args], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

async function waitUntil(check: () => Promise<boolean>, what: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${what} did not start`);
}

function load(options: object): Promise<Result> {
  const child = run('fanout-clients.ts', [JSON.stringify({ clients, rate, seconds, ...options })]);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Result)
        : reject(new Error(`load exited ${code}`)),
    );
  });
}

async function measureBare(): Promise<Result> {
  const port = await freePort();
  const server = run('bare-socketio-server.ts', [String(port)]);
  await new Promise<void>((resolve) => server.stdout?.once('data', () => resolve()));
  try {
    return await load({ url: `http://127.0.0.1:${port}`, protocol: 'bare' });
  } finally {
    server.kill();
  }
}

async function measureChat(): Promise<Result> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bbt-bench-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      PUBLIC_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitUntil(async () => (await fetch(`${url}/readyz`)).ok, 'the chat server');
    const signIn = await fetch(`${url}/api/dev/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ as: 'free' }),
    });
    const cookie = signIn.headers.getSetCookie()[0]?.split(';')[0];
    return await load({ url, cookie, protocol: 'chat' });
  } finally {
    server.kill();
    await rm(dataDir, { recursive: true, force: true });
  }
}

const bare = await measureBare();
const chat = await measureChat();
const row = (name: string, r: Result) =>
  `${name.padEnd(22)} ${String(r.clients).padStart(7)} ${String(r.messages).padStart(8)} ${`${r.deliveries}/${r.expected}`.padStart(15)} ${String(r.deliveriesPerSecond).padStart(12)} ${r.p50.toFixed(1).padStart(8)} ${r.p99.toFixed(1).padStart(8)}`;
console.log(
  `\nChat fan-out: ${clients} clients, ${rate} messages/s for ${seconds} s, ~100-byte messages`,
);
console.log(
  `${'target'.padEnd(22)} ${'clients'.padStart(7)} ${'messages'.padStart(8)} ${'delivered'.padStart(15)} ${'deliveries/s'.padStart(12)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
);
console.log(row('bare Socket.IO', bare));
console.log(row('Blue Badge chat', chat));
console.log(
  `ratio (chat / bare deliveries per second): ${(chat.deliveriesPerSecond / bare.deliveriesPerSecond).toFixed(2)}`,
);
