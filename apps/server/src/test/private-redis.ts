import { spawn, type ChildProcess } from 'node:child_process';
import { connect, createServer, type AddressInfo, type Socket } from 'node:net';
import { Redis } from 'ioredis';
import { freePort } from './server-process';

export interface PrivateRedis {
  url: string;
  port: number;
  /** SIGKILL: Redis is gone at once, with everything it held (it persists nothing). */
  kill(): Promise<void>;
  /** Starts a new redis-server on the same port (after `kill`). */
  restart(): Promise<void>;
  /** SIGSTOP: Redis stops answering but keeps its connections (a stall, not an outage). */
  freeze(): void;
  /** SIGCONT after `freeze`. */
  thaw(): void;
  /** Runs one command and returns Redis's reply (arrays as arrays, integers as numbers). */
  command(...args: string[]): Promise<unknown>;
  /** Starts it again if it is not running (for clean-up after a failed test), and thaws it. */
  ensureRunning(): Promise<void>;
  stop(): Promise<void>;
}

const NOT_INSTALLED =
  'redis-server was not found on PATH. The Redis fault tests start, kill and restart a Redis of ' +
  'their own (the shared one must not be restarted): install it (Debian: apt-get install ' +
  'redis-server) and run the tests again.';

/** A connection that fails fast instead of retrying: these probes run against a Redis that may be down. */
function connectOnce(port: number): Redis {
  return new Redis({
    host: '127.0.0.1',
    port,
    lazyConnect: true,
    connectTimeout: 2_000,
    commandTimeout: 2_000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
}

/** Sends one command and resolves with Redis's reply. */
async function send(port: number, args: string[]): Promise<unknown> {
  const client = connectOnce(port);
  // A failed probe is expected while Redis starts; the rejected command reports it.
  client.on('error', () => {});
  try {
    await client.connect();
    const [name, ...rest] = args;
    return await client.call(name!, ...rest);
  } finally {
    client.disconnect();
  }
}

function launch(port: number): Promise<ChildProcess> {
  const child = spawn(
    'redis-server',
    [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--daemonize',
      'no',
    ],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  for (const stream of [child.stdout, child.stderr]) {
    stream?.setEncoding('utf8');
    stream?.on('data', (chunk: string) => {
      log = (log + chunk).slice(-2_000);
    });
  }
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      reject(error);
    };
    child.once('error', (error: NodeJS.ErrnoException) =>
      fail(error.code === 'ENOENT' ? new Error(NOT_INSTALLED) : error),
    );
    child.once('exit', (code, signal) =>
      fail(new Error(`redis-server on port ${port} exited at start (${code ?? signal}):\n${log}`)),
    );
    const deadline = Date.now() + 20_000;
    const probe = async () => {
      while (!settled && Date.now() < deadline) {
        if ((await send(port, ['PING']).catch(() => '')) === 'PONG') {
          settled = true;
          resolve(child);
          return;
        }
        await new Promise((r) => setTimeout(r, 50));
      }
      if (!settled) {
        child.kill('SIGKILL');
        fail(new Error(`redis-server on port ${port} did not answer PING within 20 s`));
      }
    };
    child.once('spawn', () => void probe());
  });
}

function exit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

/**
 * A redis-server of the test's own on a free port, persisting nothing, so it can be killed,
 * restarted and frozen without touching the Redis other tests share. Fails with a clear message
 * when redis-server is not installed.
 */
export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freePort();
  let child = await launch(port);
  return {
    url: `redis://127.0.0.1:${port}`,
    port,
    kill: () => exit(child),
    restart: async () => {
      await exit(child);
      child = await launch(port);
    },
    freeze: () => {
      child.kill('SIGSTOP');
    },
    thaw: () => {
      child.kill('SIGCONT');
    },
    command: (...args) => send(port, args),
    ensureRunning: async () => {
      child.kill('SIGCONT');
      if (child.exitCode !== null || child.signalCode !== null) child = await launch(port);
    },
    stop: async () => {
      child.kill('SIGCONT');
      await exit(child);
    },
  };
}

/**
 * Resolves once `count` Socket.IO servers have their Redis adapter subscribed (each holds a
 * connection with a pattern subscription, `<REDIS_KEY_PREFIX>:socket.io#/#*`): after a Redis restart, broadcasts
 * reach them again from then on. Redis has no event for it, so it is asked every 50 ms.
 */
export async function adaptersSubscribed(
  redis: PrivateRedis,
  count: number,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let subscribed = -1;
  while (Date.now() < deadline) {
    const list = await redis.command('CLIENT', 'LIST').catch(() => '');
    subscribed = String(list)
      .split('\n')
      .filter((line) => /\bpsub=[1-9]/.test(line) && /\bsub=[1-9]/.test(line)).length;
    if (subscribed === count) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(
    `${count} Socket.IO adapters did not subscribe to Redis within ${timeoutMs} ms (${subscribed} did)`,
  );
}

export interface TcpProxy {
  url: string;
  /** Cuts every connection through it and refuses new ones (a network partition). */
  block(): void;
  unblock(): void;
  close(): Promise<void>;
}

/**
 * A TCP proxy to the private Redis for one server instance, so a test decides when that
 * instance can reach Redis again after an outage (instances rarely reconnect at the same time).
 */
export async function startRedisProxy(redis: PrivateRedis): Promise<TcpProxy> {
  let blocked = false;
  const open = new Set<Socket>();
  const server = createServer((client) => {
    if (blocked) {
      client.destroy();
      return;
    }
    const upstream = connect(redis.port, '127.0.0.1');
    const close = () => {
      client.destroy();
      upstream.destroy();
    };
    for (const end of [client, upstream]) {
      end.on('error', close);
      end.on('close', close);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    open.add(client);
    client.on('close', () => open.delete(client));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `redis://127.0.0.1:${port}`,
    block: () => {
      blocked = true;
      for (const client of open) client.destroy();
    },
    unblock: () => {
      blocked = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of open) client.destroy();
        server.close(() => resolve());
      }),
  };
}

/**
 * A connection of the test's own subscribed to every Socket.IO broadcast on the private Redis,
 * counting what is published (so a test knows when an instance has flushed its queue).
 */
export async function watchBroadcasts(redis: PrivateRedis) {
  const subscriber = connectOnce(redis.port);
  let count = 0;
  subscriber.on('pmessageBuffer', () => {
    count += 1;
  });
  await subscriber.connect();
  // Whatever the apps' REDIS_KEY_PREFIX: the adapter's channels end its key with `socket.io`.
  await subscriber.psubscribe('*socket.io#/#*');
  return {
    /** Broadcasts published since the subscription. */
    get count() {
      return count;
    },
    close: () => subscriber.disconnect(),
  };
}
