/**
 * Acknowledged-send latency: how long a sender waits from emitting `message:send` to the
 * acknowledgement that says the message is stored, while N clients listen in the channel (so
 * the fan-out load is real). Measured against our server (validation, authorisation, commit,
 * ack, broadcast) and, in the same run, against a bare Socket.IO server that broadcasts and
 * acks each message without storing anything. After our run every acknowledged id is looked
 * up in the channel's history over HTTP: an ack must mean stored.
 *
 * BENCH_ACKED_CLIENTS listeners (default 1000), BENCH_ACKED_RATE messages/s (default 50),
 * BENCH_ACKED_SECONDS (default 10) after BENCH_ACKED_WARMUP_SECONDS (default 2, not counted),
 * BENCH_ACKED_SENDERS (default 5, members taking turns). BENCH_DATABASE_URL: our server on
 * this PostgreSQL database (migrated and seeded by the server; give it a database of its own)
 * instead of the embedded PGlite.
 *
 * The file plays three parts: the benchmark (no arguments), the bare server (`<port>
 * bare-server`, as startBareServer calls it) and the load (`load <options>`), which runs in
 * its own process so it doesn't share a CPU budget with the server it measures.
 */
import { createServer } from 'node:http';
import type { Ack, ChatMessage, DevPersonaKey } from '@bbt/domain';
import { Server } from 'socket.io';
import { io, type Socket } from 'socket.io-client';
import { fetchAllAfter, newestId } from '../src/test/server-process';
import { runBenchScript, signIn, startAppServer, startBareServer, table } from './lib';

const CHANNEL = 'general';
const PAYLOAD = 'x'.repeat(80);
/** Members who may post in #general; senders take them in turn. */
const SENDER_PERSONAS: DevPersonaKey[] = ['free', 'premium', 'marketing', 'analyst', 'support'];
/** How long the load waits for the last acks and deliveries after its last send. */
const DRAIN_MS = 30_000;

interface LoadOptions {
  url: string;
  protocol: 'chat' | 'bare';
  listenerCookie?: string;
  senderCookies: string[];
  clients: number;
  rate: number;
  seconds: number;
  warmupSeconds: number;
}

interface LoadResult {
  sent: number;
  acked: number;
  /** Acks that did not say stored, by error code. */
  refused: Record<string, number>;
  /** Ids the acks returned (our server), to check against the channel's history. */
  ids: number[];
  ack: { p50: number; p95: number; p99: number; max: number };
  deliveries: number;
  expectedDeliveries: number;
  delivery: { p50: number; p99: number };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? Number.NaN;

function openSocket(url: string, cookie: string | undefined): Promise<Socket> {
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

/** The bare baseline: broadcasts every 'send' to everyone and acks it, nothing else. */
function runBareServer(port: number) {
  const http = createServer();
  const server = new Server(http, { serveClient: false });
  let nextId = 1;
  server.on('connection', (socket) => {
    socket.on('send', (text: string, ack: (result: Ack<{ id: number }>) => void) => {
      const id = nextId++;
      ack({ ok: true, data: { id } });
      server.emit('broadcast', text);
    });
  });
  http.listen(port, '127.0.0.1', () => console.log('ready'));
}

/** Sends at the rate through the senders in turn; resolves with the figures of counted sends. */
async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const listeners: Socket[] = [];
  for (let i = 0; i < options.clients; i += 50) {
    const batch = Math.min(50, options.clients - i);
    listeners.push(
      ...(await Promise.all(
        Array.from({ length: batch }, () => openSocket(options.url, options.listenerCookie)),
      )),
    );
  }
  const senders = await Promise.all(
    options.senderCookies.map((cookie) => openSocket(options.url, cookie)),
  );

  let counting = false;
  const deliveryLatencies: number[] = [];
  const onDelivery = (text: string) => {
    const [sentAt, counted] = text.split('|');
    if (counted === 'm') deliveryLatencies.push(performance.now() - Number(sentAt));
  };
  for (const socket of listeners) {
    if (options.protocol === 'chat')
      socket.on('message:new', (m: ChatMessage) => onDelivery(m.text));
    else socket.on('broadcast', onDelivery);
  }

  const ackLatencies: number[] = [];
  const refused: Record<string, number> = {};
  const ids: number[] = [];
  let pending = 0;
  const send = (index: number) => {
    const sender = senders[index % senders.length]!;
    const startedAt = performance.now();
    const measured = counting;
    const text = `${startedAt}|${measured ? 'm' : 'w'}|${index}|${PAYLOAD}`;
    const onAck = (result: Ack<{ id: number }>) => {
      pending--;
      if (!measured) return;
      ackLatencies.push(performance.now() - startedAt);
      if (result.ok && Number.isInteger(result.data.id)) ids.push(result.data.id);
      else {
        const code = result.ok ? 'no_id' : result.error.code;
        refused[code] = (refused[code] ?? 0) + 1;
      }
    };
    pending++;
    if (options.protocol === 'chat') {
      sender.emit(
        'message:send',
        { channel: CHANNEL, clientId: `acked-${process.pid}-${index}`, text },
        onAck,
      );
    } else sender.emit('send', text, onAck);
  };

  const warmup = options.rate * options.warmupSeconds;
  const total = warmup + options.rate * options.seconds;
  const interval = 1000 / options.rate;
  const firstSend = performance.now();
  for (let i = 0; i < total; i++) {
    const wait = firstSend + i * interval - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    counting = i >= warmup;
    send(i);
  }
  const measuredSends = total - warmup;
  const expectedDeliveries = measuredSends * options.clients;
  const deadline = performance.now() + DRAIN_MS;
  while (
    (pending > 0 || deliveryLatencies.length < expectedDeliveries) &&
    performance.now() < deadline
  ) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  for (const socket of [...listeners, ...senders]) socket.disconnect();

  ackLatencies.sort((a, b) => a - b);
  deliveryLatencies.sort((a, b) => a - b);
  const round = (ms: number) => Number(ms.toFixed(1));
  return {
    sent: measuredSends,
    acked: ackLatencies.length,
    refused,
    ids,
    ack: {
      p50: round(percentile(ackLatencies, 0.5)),
      p95: round(percentile(ackLatencies, 0.95)),
      p99: round(percentile(ackLatencies, 0.99)),
      max: round(ackLatencies.at(-1) ?? Number.NaN),
    },
    deliveries: deliveryLatencies.length,
    expectedDeliveries,
    delivery: {
      p50: round(percentile(deliveryLatencies, 0.5)),
      p99: round(percentile(deliveryLatencies, 0.99)),
    },
  };
}

const settings = {
  clients: Number(process.env.BENCH_ACKED_CLIENTS ?? 1000),
  rate: Number(process.env.BENCH_ACKED_RATE ?? 50),
  seconds: Number(process.env.BENCH_ACKED_SECONDS ?? 10),
  warmupSeconds: Number(process.env.BENCH_ACKED_WARMUP_SECONDS ?? 2),
  senders: Number(process.env.BENCH_ACKED_SENDERS ?? 5),
};

function load(options: Omit<LoadOptions, keyof typeof settings>): Promise<LoadResult> {
  const child = runBenchScript('acked-send.ts', [
    'load',
    JSON.stringify({ ...settings, ...options }),
  ]);
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      code === 0
        ? resolve(JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as LoadResult)
        : reject(new Error(`load exited ${code}`)),
    );
  });
}

async function measureBare(): Promise<LoadResult> {
  const server = await startBareServer('acked-send.ts', ['bare-server']);
  try {
    return await load({
      url: server.url,
      protocol: 'bare',
      senderCookies: Array.from({ length: settings.senders }, () => ''),
    });
  } finally {
    await server.stop();
  }
}

/** Our server; every acked id must then be in the channel's history. */
async function measureChat(databaseUrl: string | undefined): Promise<LoadResult> {
  const server = await startAppServer(databaseUrl ? { env: { DATABASE_URL: databaseUrl } } : {});
  try {
    const listenerCookie = await signIn(server.url, 'free');
    const senderCookies: string[] = [];
    for (let i = 0; i < settings.senders; i++) {
      senderCookies.push(await signIn(server.url, SENDER_PERSONAS[i % SENDER_PERSONAS.length]!));
    }
    const before = await newestId(server.url, listenerCookie, CHANNEL);
    const result = await load({ url: server.url, protocol: 'chat', listenerCookie, senderCookies });
    const stored = new Set(
      (await fetchAllAfter(server.url, listenerCookie, CHANNEL, before)).map((m) => m.id),
    );
    const missing = result.ids.filter((id) => !stored.has(id));
    if (missing.length > 0) {
      throw new Error(`${missing.length} acknowledged messages are not stored: ${missing.join()}`);
    }
    return result;
  } finally {
    await server.stop();
  }
}

async function main() {
  const databaseUrl = process.env.BENCH_DATABASE_URL;
  const bare = await measureBare();
  const chat = await measureChat(databaseUrl);
  const row = (name: string, r: LoadResult) => [
    name,
    `${r.acked}/${r.sent}`,
    Object.entries(r.refused)
      .map(([code, n]) => `${code}:${n}`)
      .join(' ') || '0',
    r.ack.p50.toFixed(1),
    r.ack.p95.toFixed(1),
    r.ack.p99.toFixed(1),
    r.ack.max.toFixed(1),
    `${r.deliveries}/${r.expectedDeliveries}`,
    r.delivery.p99.toFixed(1),
  ];
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
      ],
      [
        row('bare Socket.IO (ack, no storage)', bare),
        row(`Blue Badge (${databaseUrl ? 'PostgreSQL' : 'PGlite'}, stored then acked)`, chat),
      ],
    ),
  );
  console.log(
    `ack p99 ratio (ours / bare): ${(chat.ack.p99 / bare.ack.p99).toFixed(2)}; every acknowledged message was found in the channel's history`,
  );
  const failed = chat.acked < chat.sent || Object.keys(chat.refused).length > 0;
  if (failed) {
    console.error('some sends were not acknowledged as stored');
    process.exit(1);
  }
}

if (process.argv[3] === 'bare-server') runBareServer(Number(process.argv[2]));
else if (process.argv[2] === 'load') {
  const result = await runLoad(JSON.parse(process.argv[3] ?? '{}') as LoadOptions);
  console.log(JSON.stringify(result));
  process.exit(0);
} else await main();
