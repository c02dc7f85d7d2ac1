/**
 * The load side of the fan-out benchmark, run in its own process so it doesn't share a CPU
 * budget with the server it measures: N receivers in one room, one sender at a fixed rate.
 * Prints one JSON line with deliveries per second and send-to-delivery latency percentiles.
 */
import { io, type Socket } from 'socket.io-client';

interface Options {
  url: string;
  cookie?: string;
  clients: number;
  rate: number;
  seconds: number;
  /** 'chat' sends our message:send event; 'bare' a plain broadcast request. */
  protocol: 'chat' | 'bare';
}

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
const PAYLOAD = 'x'.repeat(80);

function open(): Promise<Socket> {
  const socket = io(options.url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    extraHeaders: options.cookie ? { cookie: options.cookie } : {},
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

async function main() {
  const receivers: Socket[] = [];
  for (let i = 0; i < options.clients; i += 50) {
    receivers.push(
      ...(await Promise.all(Array.from({ length: Math.min(50, options.clients - i) }, open))),
    );
  }
  const sender = await open();
  const latencies: number[] = [];
  let firstSend = 0;
  let lastDelivery = 0;
  const onMessage = (text: string) => {
    const sentAt = Number(text.split('|')[0]);
    const now = performance.now();
    latencies.push(now - sentAt);
    lastDelivery = now;
  };
  for (const socket of receivers) {
    if (options.protocol === 'chat')
      socket.on('message:new', (m: { text: string }) => onMessage(m.text));
    else socket.on('broadcast', (text: string) => onMessage(text));
  }

  const total = options.rate * options.seconds;
  const interval = 1000 / options.rate;
  firstSend = performance.now();
  for (let i = 0; i < total; i++) {
    const due = firstSend + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const text = `${performance.now()}|${i}|${PAYLOAD}`;
    if (options.protocol === 'chat') {
      sender.emit(
        'message:send',
        { channel: 'general', clientId: `bench-${Date.now()}-${i}`, text },
        () => undefined,
      );
    } else sender.emit('send', text);
  }
  const expected = total * options.clients;
  const deadline = performance.now() + 30_000;
  while (latencies.length < expected && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  latencies.sort((a, b) => a - b);
  const seconds = (lastDelivery - firstSend) / 1000;
  console.log(
    JSON.stringify({
      clients: options.clients,
      messages: total,
      deliveries: latencies.length,
      expected,
      deliveriesPerSecond: Math.round(latencies.length / seconds),
      p50: Number(percentile(latencies, 0.5).toFixed(1)),
      p99: Number(percentile(latencies, 0.99).toFixed(1)),
    }),
  );
  for (const socket of [...receivers, sender]) socket.disconnect();
  process.exit(0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
