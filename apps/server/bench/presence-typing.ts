/**
 * Typing and presence fan-out to 1,000 connected members (decision 0032), beside bare Socket.IO
 * doing the same emits (bare-presence-typing-server.ts). Five typists, each renewing about every
 * 650 ms (people renew every 3 s: this is ~20 people typing at once), while the same five
 * toggle idle and back about every 1.3 s: every notice goes to the 1,000 readers of #general, the
 * presence changes go once a second in a batch. Figures: server CPU per typing notice delivered
 * (the run's whole CPU over the notices delivered, presence batches included), and latency from
 * the typist's emit to each receiver. BENCH_MEMBERS and BENCH_SECONDS change the size.
 */
import { cpus, loadavg } from 'node:os';
import { io, type Socket } from 'socket.io-client';
import { LatencyHistogram } from './latency-histogram';
import {
  readCpuMs,
  signIn,
  sleep,
  startAppServer,
  startBareServer,
  table,
  type RunningServer,
} from './lib';

const MEMBERS = Number(process.env.BENCH_MEMBERS ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const TYPISTS = ['founder', 'admin', 'analyst', 'support', 'premium'] as const;
const TYPING_EVERY_MS = 650;
const PRESENCE_EVERY_MS = 1_300;

function open(url: string, cookie?: string): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: cookie ? { cookie } : {},
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function memberId(url: string, cookie: string): Promise<string> {
  const response = await fetch(`${url}/api/me`, { headers: { cookie } });
  return ((await response.json()) as { user: { id: string } }).user.id;
}

interface Result {
  notices: number;
  expected: number;
  presenceBatches: number;
  cpuMs: number;
  latency: LatencyHistogram;
}

async function measure(server: RunningServer, cookies?: Map<string, string>): Promise<Result> {
  const receivers: Socket[] = [];
  for (let i = 0; i < MEMBERS; i += 50) {
    const batch = Math.min(50, MEMBERS - i);
    receivers.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () => open(server.url, cookies?.get('free'))),
      )),
    );
  }
  const typists = await Promise.all(TYPISTS.map((as) => open(server.url, cookies?.get(as))));
  // Notices name their typist: the member's id on ours, the socket's on the bare server.
  const typistIds = await Promise.all(
    typists.map((typist, i) =>
      cookies ? memberId(server.url, cookies.get(TYPISTS[i]!)!) : typist.id!,
    ),
  );
  const latency = new LatencyHistogram();
  let notices = 0;
  let presenceBatches = 0;
  /** When each typist's latest notice left (one in flight each: they come 650 ms apart). */
  const sentAt = new Map<string, number>();
  for (const receiver of receivers) {
    receiver.on('typing', (notice: { userId: string }) => {
      notices += 1;
      const at = sentAt.get(notice.userId);
      if (at !== undefined) latency.record(performance.now() - at);
    });
    receiver.on('presence:changed', () => {
      presenceBatches += 1;
    });
  }
  await sleep(2_000);
  const cpuBefore = readCpuMs(server.pid);
  const end = Date.now() + SECONDS * 1000;
  let sent = 0;
  const timers = typists.flatMap((typist, i) => [
    setInterval(
      () => {
        sent += 1;
        sentAt.set(typistIds[i]!, performance.now());
        typist.emit('typing', { channel: 'general', typing: sent % 2 === 1 }, () => undefined);
      },
      TYPING_EVERY_MS + i * 7,
    ),
    setInterval(
      () => {
        const status = Math.random() < 0.5 ? 'idle' : 'online';
        typist.emit('presence:set', { status }, () => undefined);
      },
      PRESENCE_EVERY_MS + i * 11,
    ),
  ]);
  while (Date.now() < end) await sleep(200);
  for (const timer of timers) clearInterval(timer);
  await sleep(2_000);
  const cpuMs = readCpuMs(server.pid) - cpuBefore;
  for (const socket of [...receivers, ...typists]) socket.disconnect();
  return { notices, expected: sent * MEMBERS, presenceBatches, cpuMs, latency };
}

const row = (name: string, r: Result, bare?: Result) => [
  name,
  r.notices,
  `${((100 * r.notices) / Math.max(1, r.expected)).toFixed(1)}%`,
  r.presenceBatches,
  ((1000 * r.cpuMs) / Math.max(1, r.notices)).toFixed(1),
  bare ? ((r.cpuMs / r.notices) * (bare.notices / bare.cpuMs)).toFixed(2) : '1.00',
  r.latency.percentile(0.5).ms.toFixed(1),
  r.latency.percentile(0.99).ms.toFixed(1),
];

console.log(
  `presence: ${MEMBERS} members connected, ${TYPISTS.length} typists, ${SECONDS} s; ` +
    `${cpus().length} cores, load ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
);
const bareServer = await startBareServer('bare-presence-typing-server.ts', [], {
  raiseFileLimit: true,
});
let bare: Result;
try {
  bare = await measure(bareServer);
} finally {
  await bareServer.stop();
}
const app = await startAppServer({ raiseFileLimit: true });
let ours: Result;
try {
  const cookies = new Map<string, string>();
  for (const as of ['free', ...TYPISTS] as const) cookies.set(as, await signIn(app.url, as));
  ours = await measure(app, cookies);
} finally {
  await app.stop();
}
console.log(
  table(
    [
      'server',
      'notices delivered',
      'of sent x members',
      'presence batches',
      'CPU µs/notice',
      'vs bare',
      'p50 ms',
      'p99 ms',
    ],
    [row('bare Socket.IO', bare), row('Blue Badge (PGlite)', ours, bare)],
  ),
);
console.log(
  `load after: ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}`,
);
process.exit(0);
