/**
 * The client side of the idle-connection benchmark, in its own process (its own memory and
 * file-descriptor limit): holds Socket.IO connections open, driven over IPC by idle.ts.
 * Messages in: { open: total } to grow to `total` connections, { close: true } to end.
 * Messages out: { opened, failed, ms } after each step.
 */
import { io, type Socket } from 'socket.io-client';

interface Options {
  url: string;
  /** Session cookies (`name=value`), used round-robin: many sockets per member. */
  cookies: string[];
  /** Connections opening at once. */
  concurrency: number;
}

const options = JSON.parse(process.argv[2] ?? '{}') as Options;
const sockets: Socket[] = [];
let failed = 0;

function open(index: number): Promise<void> {
  const cookie = options.cookies[index % options.cookies.length];
  const socket = io(options.url, {
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    timeout: 60_000,
    extraHeaders: cookie ? { cookie } : {},
  });
  return new Promise((resolve) => {
    socket.once('connect', () => {
      sockets.push(socket);
      resolve();
    });
    socket.once('connect_error', (error) => {
      if (failed++ < 3) console.error(`connection failed: ${error.message}`);
      socket.close();
      resolve();
    });
  });
}

async function grow(total: number) {
  const started = performance.now();
  let next = sockets.length + failed;
  const worker = async () => {
    while (next < total) await open(next++);
  };
  await Promise.all(Array.from({ length: options.concurrency }, worker));
  return performance.now() - started;
}

process.on('message', (message: { open?: number; close?: boolean }) => {
  if (message.open !== undefined) {
    grow(message.open).then(
      (ms) => process.send?.({ opened: sockets.length, failed, ms: Math.round(ms) }),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  } else if (message.close) {
    for (const socket of sockets) socket.disconnect();
    process.exit(0);
  }
});
process.send?.({ opened: 0, failed: 0, ms: 0 });
