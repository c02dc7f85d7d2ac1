/**
 * Acknowledged-send latency: how long a sender waits from emitting `message:send` to the
 * acknowledgement that says the message is stored, while N clients listen in the channel (so
 * the fan-out load is real). Measured against our server (validation, authorisation, commit,
 * ack, broadcast) and, in the same run, against a bare Socket.IO server that acks and
 * broadcasts each message without storing anything. After our run every acknowledged id is
 * looked up in the channel's history over HTTP: an ack must mean stored.
 *
 * The listeners are a fan-out load process (fanout-clients.ts, which also times deliveries);
 * the senders have a process of their own, so an ack's latency is the server's, not that of
 * a client busy reading a thousand sockets.
 *
 * BENCH_ACKED_CLIENTS listeners (default 1000), BENCH_ACKED_RATE messages/s (default 50),
 * BENCH_ACKED_SECONDS (default 10) after BENCH_ACKED_WARMUP_SECONDS (default 2, not counted),
 * BENCH_ACKED_SENDERS (default 5, members taking turns). BENCH_DATABASE_URL: our server on
 * this PostgreSQL database (migrated and seeded by the server; give it a database of its own)
 * instead of the embedded PGlite.
 *
 * The file plays three parts: the benchmark (no arguments), the bare server (`<port>
 * bare-server`, as startBareServer calls it) and the senders (`send <options>`, over IPC).
 */
import type { ChildProcess, StdioOptions } from 'node:child_process';
import { createServer } from 'node:http';
import type { Ack, DevPersonaKey } from '@bbt/domain';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { fetchAllAfter, newestId } from '../src/test/server-process';
import type { LoadCommand, LoadReport, LoadShare } from './fanout-clients';
import { LatencyHistogram } from './latency-histogram';
import {
  announceServerUnderTest,
  percentile,
  readCpuMs,
  reporting,
  runBenchScript,
  signIn,
  sleep,
  startAppServer,
  startBareServer,
  stopProcess,
  table,
  type RunningServer,
} from './lib';

const CHANNEL = 'general';
/** With the send time, run mark and index in front, a text of ~100 bytes. */
const PAYLOAD = 'x'.repeat(68);
/** Members who may post in #general; senders take them in turn. */
const SENDER_PERSONAS: DevPersonaKey[] = ['free', 'premium', 'marketing', 'analyst', 'support'];
const DRAIN_SECONDS = 30;
const START_DELAY_MS = 300;
const OVER_IPC: StdioOptions = ['ignore', 'inherit', 'inherit', 'ipc'];

const settings = {
  clients: Number(process.env.BENCH_ACKED_CLIENTS ?? 1000),
  rate: Number(process.env.BENCH_ACKED_RATE ?? 50),
  seconds: Number(process.env.BENCH_ACKED_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_ACKED_WARMUP_SECONDS ?? 2),
  senders: Number(process.env.BENCH_ACKED_SENDERS ?? 5),
};

export interface SendOptions {
  url: string;
  protocol: 'chat' | 'bare';
  /** One sender socket per cookie ('' for the bare server). */
  cookies: string[];
  rate: number;
  seconds: number;
  warmupSeconds: number;
}

export type SendReport =
  | { type: 'ready' }
  | {
      type: 'result';
      sent: number;
      acked: number;
      /** Acks that did not say stored, by error code. */
      refused: Record<string, number>;
      /** The ids the acks carried (our server), to check against the channel's history. */
      ids: number[];
      /** Ack latencies in ms, ascending. */
      latencies: number[];
    };

const epochMs = () => performance.timeOrigin + performance.now();
const runMark = (at: number) => Math.round(at).toString(36);

/** The bare baseline: acks every 'send' and broadcasts it to everyone, nothing else. */
function runBareServer(port: number) {
  const http = createServer();
  const server = new Server(http, { serveClient: false });
  let nextId = 1;
  server.on('connection', (socket) => {
    socket.on('send', (text: string, ack: (result: Ack<{ id: number }>) => void) => {
      ack({ ok: true, data: { id: nextId++ } });
      server.emit('broadcast', text);
    });
  });
  http.listen(port, '127.0.0.1', () => console.log('ready'));
}

function openSocket(url: string, cookie: string): Promise<Socket> {
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

/**
 * The senders' process: sends at the rate through its sockets in turn, first a warm-up (not
 * counted, nor timed by the listeners), then on 'start' the measured messages, and reports
 * every ack's latency.
 */
async function runSenders(options: SendOptions) {
  const report = (message: SendReport) =>
    new Promise<void>((resolve) => process.send?.(message, () => resolve()));
  const sockets = await Promise.all(options.cookies.map((c) => openSocket(options.url, c)));
  const interval = 1000 / options.rate;

  /** Sends `count` messages from `at` on; resolves with their acks once all have come back. */
  const sendAll = async (at: number, count: number, mark: string) => {
    const acks: Promise<{ latency: number; result: Ack<{ id: number }> }>[] = [];
    for (let i = 0; i < count; i++) {
      const wait = at + i * interval - epochMs();
      if (wait > 0) await sleep(wait);
      const sentAt = epochMs();
      const text = `${sentAt}|${mark}|${i}|${PAYLOAD}`;
      const socket = sockets[i % sockets.length]!;
      acks.push(
        new Promise((resolve) => {
          const onAck = (result: Ack<{ id: number }>) =>
            resolve({ latency: epochMs() - sentAt, result });
          if (options.protocol === 'bare') socket.emit('send', text, onAck);
          else {
            const clientId = `acked-${mark}-${i}`;
            socket.emit('message:send', { channel: CHANNEL, clientId, text }, onAck);
          }
        }),
      );
    }
    return Promise.all(acks);
  };

  await sendAll(epochMs(), options.rate * options.warmupSeconds, 'warmup');
  process.once('message', (command: LoadCommand) => {
    void (async () => {
      const acks = await sendAll(command.at, options.rate * options.seconds, runMark(command.at));
      const refused: Record<string, number> = {};
      const ids: number[] = [];
      for (const { result } of acks) {
        if (result.ok) ids.push(result.data.id);
        else refused[result.error.code] = (refused[result.error.code] ?? 0) + 1;
      }
      await report({
        type: 'result',
        sent: acks.length,
        acked: ids.length,
        refused,
        ids,
        latencies: acks.map((a) => a.latency).sort((a, b) => a - b),
      });
      for (const socket of sockets) socket.disconnect();
    })();
  });
  await report({ type: 'ready' });
}

interface Measurement {
  sends: Extract<SendReport, { type: 'result' }>;
  deliveries: Extract<LoadReport, { type: 'result' }>;
  /** The server's CPU time per measured message, from the first send to the last delivery. */
  serverCpuMsPerMessage: number;
}

async function measure(
  server: RunningServer,
  protocol: 'chat' | 'bare',
  cookies: { listener?: string; senders: string[] },
): Promise<Measurement> {
  const share: LoadShare = {
    protocol,
    cookie: cookies.listener,
    receivers: [{ url: server.url, count: settings.clients }],
    senders: [],
    senderCount: cookies.senders.length,
    rate: settings.rate,
    seconds: settings.seconds,
    drainSeconds: DRAIN_SECONDS,
  };
  const listeners = runBenchScript('fanout-clients.ts', [JSON.stringify(share)], {
    stdio: OVER_IPC,
    raiseFileLimit: true,
  });
  const fromListeners = reporting<LoadReport>(listeners);
  const delivered = fromListeners('result');
  delivered.catch(() => undefined);
  let senders: ChildProcess | undefined;
  try {
    await fromListeners('ready');
    const options: SendOptions = {
      url: server.url,
      protocol,
      cookies: cookies.senders,
      ...settings,
    };
    senders = runBenchScript('acked-send.ts', ['send', JSON.stringify(options)], {
      stdio: OVER_IPC,
    });
    const fromSenders = reporting<SendReport>(senders);
    const acked = fromSenders('result');
    acked.catch(() => undefined);
    await fromSenders('ready');
    const at = epochMs() + START_DELAY_MS;
    const start: LoadCommand = { type: 'start', at };
    for (const child of [listeners, senders]) child.send(start);
    await sleep(START_DELAY_MS);
    const cpuBefore = readCpuMs(server.pid);
    const [sends, deliveries] = await Promise.all([acked, delivered]);
    const cpuMs = readCpuMs(server.pid) - cpuBefore;
    return { sends, deliveries, serverCpuMsPerMessage: cpuMs / Math.max(1, sends.sent) };
  } finally {
    await Promise.all([listeners, senders].map((child) => child && stopProcess(child, 5_000)));
  }
}

async function measureBare(): Promise<Measurement> {
  const server = await startBareServer('acked-send.ts', ['bare-server']);
  try {
    return await measure(server, 'bare', {
      senders: Array.from({ length: settings.senders }, () => ''),
    });
  } finally {
    await server.stop();
  }
}

/** Our server; every acked id must then be in the channel's history. */
async function measureChat(databaseUrl: string | undefined): Promise<Measurement> {
  const server = await startAppServer(databaseUrl ? { env: { DATABASE_URL: databaseUrl } } : {});
  try {
    const listener = await signIn(server.url, 'free');
    const senders: string[] = [];
    for (let i = 0; i < settings.senders; i++) {
      senders.push(await signIn(server.url, SENDER_PERSONAS[i % SENDER_PERSONAS.length]!));
    }
    const before = await newestId(server.url, listener, CHANNEL);
    const result = await measure(server, 'chat', { listener, senders });
    const stored = new Set(
      (await fetchAllAfter(server.url, listener, CHANNEL, before)).map((m) => m.id),
    );
    const missing = result.sends.ids.filter((id) => !stored.has(id));
    if (missing.length > 0) {
      throw new Error(`${missing.length} acknowledged messages are not stored: ${missing.join()}`);
    }
    return result;
  } finally {
    await server.stop();
  }
}

function row(name: string, { sends, deliveries, serverCpuMsPerMessage }: Measurement) {
  const expected = settings.clients * sends.sent;
  const delivery = new LatencyHistogram();
  delivery.add(deliveries.latencies);
  const deliveryP99 = delivery.percentile(0.99, expected);
  return [
    name,
    `${sends.acked}/${sends.sent}`,
    Object.entries(sends.refused)
      .map(([code, n]) => `${code}:${n}`)
      .join(' ') || '0',
    ...[0.5, 0.95, 0.99, 1].map((p) => percentile(sends.latencies, p).toFixed(1)),
    `${deliveries.received}/${expected}`,
    `${deliveryP99.atLeast ? '>' : ''}${deliveryP99.ms.toFixed(1)}`,
    serverCpuMsPerMessage.toFixed(2),
  ];
}

async function main() {
  announceServerUnderTest();
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const bare = await measureBare();
  const chat = await measureChat(databaseUrl);
  console.log(
    `\nAcked send: ${settings.senders} senders, ${settings.rate} messages/s for ${settings.seconds} s (after ${settings.warmupSeconds} s of warm-up), ${settings.clients} listeners in #${CHANNEL}`,
  );
  console.log(
    table(
      [
        'target',
        'acked',
        'refused',
        'ack p50 ms',
        'p95 ms',
        'p99 ms',
        'max ms',
        'delivered',
        'delivery p99 ms',
        'server CPU ms/msg',
      ],
      [
        row('bare Socket.IO (ack, no storage)', bare),
        row(`Blue Badge (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, stored then acked)`, chat),
      ],
    ),
  );
  const p99 = (m: Measurement) => percentile(m.sends.latencies, 0.99);
  console.log(
    `ack p99 ratio (ours / bare): ${(p99(chat) / p99(bare)).toFixed(2)}; every acknowledged message was found in the channel's history`,
  );
  if (chat.sends.acked < chat.sends.sent) {
    console.error('some sends were not acknowledged as stored');
    process.exit(1);
  }
}

if (process.argv[3] === 'bare-server') runBareServer(Number(process.argv[2]));
else if (process.argv[2] === 'send') await runSenders(JSON.parse(process.argv[3] ?? '{}'));
else await main();
