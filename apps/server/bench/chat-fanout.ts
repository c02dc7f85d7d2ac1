/**
 * Chat fan-out benchmark (npm run bench): N clients in one channel receive messages of ~100
 * bytes sent at a fixed rate. Measured against our server (auth, validation, storage, then
 * broadcast) and against a bare Socket.IO broadcast server in the same run; the ratio of
 * deliveries per second is the figure we track.
 *
 * BENCH_CLIENTS (default 1000), BENCH_RATE messages/s (default 20), BENCH_SECONDS (default 10).
 */
import { runBenchScript, signIn, startAppServer, startBareServer } from './lib';

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

function load(options: object): Promise<Result> {
  const child = runBenchScript('fanout-clients.ts', [
    JSON.stringify({ clients, rate, seconds, ...options }),
  ]);
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
  const server = await startBareServer('bare-socketio-server.ts');
  try {
    return await load({ url: server.url, protocol: 'bare' });
  } finally {
    await server.stop();
  }
}

async function measureChat(): Promise<Result> {
  const server = await startAppServer();
  try {
    const cookie = await signIn(server.url, 'free');
    return await load({ url: server.url, cookie, protocol: 'chat' });
  } finally {
    await server.stop();
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
