/**
 * One load process of the fan-out benchmarks (driven by fanout-load.ts over IPC): it opens its
 * share of the receiving Socket.IO clients and of the senders, says 'ready', and on 'start'
 * sends its senders' share of the messages at their due times (message i is sent by sender
 * i mod senderCount at start + i / rate), then reports how many messages its receivers got, a
 * histogram of send-to-delivery latency and the CPU time it used. A message's text is
 * `<sent at>|<run>|<i>|<padding>`, ~100 bytes: the send time as epoch milliseconds (timeOrigin +
 * now), so processes can be compared, and the run it belongs to, so that messages a server still
 * delivers from an earlier measurement are not counted in this one.
 */
import { io, type Socket } from 'socket.io-client';
import { LatencyHistogram } from './latency-histogram';

export interface LoadShare {
  /** 'chat' sends our message:send event; 'bare' a plain broadcast request. */
  protocol: 'chat' | 'bare';
  cookie?: string;
  /** How many receivers this process opens on each server. */
  receivers: { url: string; count: number }[];
  /** This process's senders, by their place among all senders. */
  senders: { url: string; slot: number }[];
  senderCount: number;
  rate: number;
  seconds: number;
  /** After the last send, stop waiting for deliveries after this long at the latest. */
  drainSeconds: number;
}

export type LoadCommand = { type: 'start'; at: number };

export type LoadReport =
  | { type: 'ready' }
  | {
      type: 'result';
      received: number;
      /** Epoch ms of this process's last delivery (0 if none). */
      lastDelivery: number;
      latencies: [number, number][];
      /** Sends the server refused in their acknowledgement (chat only), with the first reason. */
      refused: number;
      refusal?: string;
      /** CPU time this process used from start to its last delivery or giving up. */
      cpuMs: number;
      wallMs: number;
    };

if (!process.send) throw new Error('fanout-clients.ts is started by fanout-load.ts, over IPC');
const share = JSON.parse(process.argv[2] ?? '{}') as LoadShare;
const PAYLOAD = 'x'.repeat(68);
const OPEN_AT_ONCE = 50;
/** After the last send, stop waiting once nothing arrives for this long (or at drainSeconds). */
const STALL_MS = 10_000;

const epochMs = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const report = (message: LoadReport) =>
  new Promise<void>((resolve) => process.send?.(message, () => resolve()));

function open(url: string): Promise<Socket> {
  const socket = io(url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: share.cookie ? { cookie: share.cookie } : {},
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
    // A connection closed before the server let it in (e.g. a server too busy to answer in time).
    socket.once('disconnect', (reason) =>
      reject(new Error(`${url}: closed before connecting (${reason})`)),
    );
  });
}

async function openMany(url: string, count: number): Promise<Socket[]> {
  const sockets: Socket[] = [];
  for (let i = 0; i < count; i += OPEN_AT_ONCE) {
    const batch = Math.min(OPEN_AT_ONCE, count - i);
    sockets.push(...(await Promise.all(Array.from({ length: batch }, () => open(url)))));
  }
  return sockets;
}

const latencies = new LatencyHistogram();
let lastDelivery = 0;
/** This measurement's mark in the messages' text, set by 'start'. */
let run = '';
const onDelivery = (text: string) => {
  const now = epochMs();
  const sentEnd = text.indexOf('|');
  if (text.slice(sentEnd + 1, text.indexOf('|', sentEnd + 1)) !== run) return;
  latencies.record(now - Number(text.slice(0, sentEnd)));
  lastDelivery = now;
};

const receivers: Socket[] = [];
for (const { url, count } of share.receivers) {
  const opened = await openMany(url, count);
  for (const socket of opened) {
    if (share.protocol === 'chat')
      // Messages posted close together come in one packet (decision 0085).
      socket.on('message:new', (...messages: { text: string }[]) => {
        for (const message of messages) onDelivery(message.text);
      });
    else socket.on('broadcast', onDelivery);
  }
  receivers.push(...opened);
}
const senders = await Promise.all(
  share.senders.map(async (s) => ({ ...s, socket: await open(s.url) })),
);

let refused = 0;
let refusal: string | undefined;
function send(socket: Socket, at: number, i: number) {
  const text = `${epochMs()}|${run}|${i}|${PAYLOAD}`;
  if (share.protocol === 'bare') {
    socket.emit('send', text);
    return;
  }
  const input = { channel: 'general', clientId: `bench-${at}-${i}`, text };
  socket.emit('message:send', input, (ack: { ok: boolean; error?: { message: string } }) => {
    if (ack.ok) return;
    refused += 1;
    refusal ??= ack.error?.message;
  });
}

async function sendShare(at: number) {
  const total = share.rate * share.seconds;
  const interval = 1000 / share.rate;
  for (let i = 0; i < total; i++) {
    const sender = senders.find((s) => s.slot === i % share.senderCount);
    if (!sender) continue;
    const wait = at + i * interval - epochMs();
    if (wait > 0) await sleep(wait);
    send(sender.socket, at, i);
  }
}

async function measure(at: number) {
  await sleep(at - epochMs());
  const cpuBefore = process.cpuUsage();
  const wallBefore = epochMs();
  // CPU use over the busy part: up to the last send or delivery, not the quiet wait after it.
  let busy = { cpu: process.cpuUsage(cpuBefore), wall: 0 };
  const markBusy = () =>
    (busy = { cpu: process.cpuUsage(cpuBefore), wall: epochMs() - wallBefore });
  await sendShare(at);
  markBusy();
  const expected = receivers.length * share.rate * share.seconds;
  const lastSend = at + share.seconds * 1000;
  const deadline = lastSend + share.drainSeconds * 1000;
  let seen = latencies.total;
  while (latencies.total < expected) {
    const now = epochMs();
    if (now > deadline || now - Math.max(lastDelivery, lastSend) > STALL_MS) break;
    await sleep(50);
    if (latencies.total > seen) markBusy();
    seen = latencies.total;
  }
  await report({
    type: 'result',
    received: latencies.total,
    lastDelivery,
    latencies: latencies.toJSON(),
    refused,
    refusal,
    cpuMs: (busy.cpu.user + busy.cpu.system) / 1000,
    wallMs: busy.wall,
  });
  // The process then waits for fanout-load.ts to end it, so the report can't be cut short.
  for (const socket of [...receivers, ...senders.map((s) => s.socket)]) socket.disconnect();
}

process.on('message', (command: LoadCommand) => {
  if (command.type !== 'start') return;
  run = Math.round(command.at).toString(36);
  void measure(command.at);
});
await report({ type: 'ready' });
