import type { ClientToServerEvents, ServerToClientEvents } from '@bbt/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AppConfig } from '../config';
import type { SessionReader } from './session';

export interface SocketData {
  userId: string;
}

/** Between server instances (through the Redis adapter), never to clients. */
export interface InterServerEvents {
  /** An admin changed a product: every instance drops its cached catalogue. */
  'catalog:changed': () => void;
}

export type ChatServer = Server<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;
export type ChatSocket = Socket<
  ClientToServerEvents,
  ServerToClientEvents,
  InterServerEvents,
  SocketData
>;

export const channelRoom = (slug: string) => `channel:${slug}`;
export const memberRoom = (userId: string) => `member:${userId}`;

/**
 * Socket.IO on the Fastify server. A socket is accepted only from our origin and with a valid
 * session cookie; with Redis, every instance shares rooms, so a broadcast from any instance
 * reaches every member once.
 */
export function createRealtime(
  app: FastifyInstance,
  deps: { session: SessionReader; config: AppConfig },
): ChatServer {
  const origins = new Set(deps.config.allowedOrigins);
  const io: ChatServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    cors: { origin: [...origins], credentials: true },
    allowRequest: (request, callback) => {
      const origin = request.headers.origin;
      callback(null, origin === undefined || origins.has(origin));
    },
  });

  if (deps.config.redisUrl) {
    const pub = new Redis(deps.config.redisUrl, { lazyConnect: false });
    const sub = pub.duplicate();
    // ioredis reconnects by itself; a lost connection is worth a log line, not a crash.
    for (const client of [pub, sub])
      client.on('error', (err) => app.log.warn({ err }, 'realtime Redis connection error'));
    logFailedPublishes(pub, app.log);
    io.adapter(createAdapter(pub, sub));
    // Broadcasts from other instances while this one was unsubscribed are gone for good; its
    // own members, still connected here, catch up from the database instead.
    let subscriptionLost = false;
    sub.on('close', () => {
      subscriptionLost = true;
    });
    sub.on('ready', () => {
      if (!subscriptionLost) return;
      subscriptionLost = false;
      // ioredis re-subscribes right after 'ready'; the catch-ups come a round trip later.
      setImmediate(() => io.local.emit('messages:resync'));
    });
    app.addHook('onClose', async () => {
      await Promise.allSettled([pub.quit(), sub.quit()]);
    });
  }

  io.use(async (socket, next) => {
    try {
      const userId = await deps.session.userIdOf(socket.request.headers);
      if (!userId) return next(new Error('unauthenticated'));
      socket.data.userId = userId;
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error('session check failed'));
    }
  });

  // Before the HTTP server stops accepting: open websockets would otherwise keep it from closing.
  app.addHook('preClose', async () => {
    io.disconnectSockets(true);
    await new Promise<void>((resolve) => io.close(() => resolve()));
  });
  return io;
}

/**
 * The Redis adapter publishes without awaiting the result. A publish that fails (Redis gone
 * for longer than the client's retries, or the connection already closed during shutdown)
 * would be an unhandled rejection, which ends a Node process: it is logged instead. What it
 * carried is recovered by clients from the database (gap fetch, messages:resync).
 */
export function logFailedPublishes(client: Redis, log: Pick<FastifyBaseLogger, 'warn'>): void {
  const publish = client.publish.bind(client) as (...args: unknown[]) => Promise<number>;
  const logged = (...args: unknown[]): Promise<number> => {
    const sent = publish(...args);
    sent.catch((err: unknown) => log.warn({ err }, 'realtime Redis publish failed'));
    return sent;
  };
  Object.assign(client, { publish: logged });
}

/**
 * Puts every socket of a member (on any instance) into exactly the rooms of the channels they
 * may read now: called at connection and whenever their roles or discipline change, so a
 * removed role stops delivery at once.
 */
export async function syncMemberRooms(
  io: ChatServer,
  userId: string,
  readable: string[],
): Promise<void> {
  const wanted = new Set(readable.map(channelRoom));
  const sockets = await io.in(memberRoom(userId)).fetchSockets();
  for (const socket of sockets) {
    const leave = [...socket.rooms].filter(
      (room) => room.startsWith('channel:') && !wanted.has(room),
    );
    for (const room of leave) socket.leave(room);
    socket.join([...wanted]);
  }
}
