import { type ClientToServerEvents, type ServerToClientEvents } from '@bbt/domain';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server, type Socket } from 'socket.io';
import type { AppConfig } from '../config';
import { createOriginCheck } from './origins';
import type { SessionReader } from './session';

export interface SocketData {
  userId: string;
  /** The better-auth session the socket was opened with: it ends with it. */
  sessionId: string;
}

/** Between server instances (through the Redis adapter), never to clients. */
export interface InterServerEvents {
  /** An admin changed a product: every instance drops its cached catalogue. */
  'catalog:changed': () => void;
  /** Staff changed the banned words: every instance drops its kept list. */
  'banned-words:changed': () => void;
  /** An admin changed the site settings: every instance drops its cached copy. */
  'site:changed': () => void;
  /** A session ended through another instance: forget its cookie here too. */
  'session:ended': (sessionId: string) => void;
  /** A member's roles, discipline or holdings changed through another instance: re-read them. */
  'member:changed': (userId: string) => void;
  /** Writes committed through another instance, by topic (`writeTopics`, decision 0079). */
  'writes:committed': (topics: string[]) => void;
}

/**
 * Whether this instance hears the other instances' inter-server events (decision 0079): an
 * answer kept per instance may be served only while it does, as only they tell it what the
 * others wrote.
 */
export interface InstanceLink {
  /** True alone (no Redis), or once Redis has confirmed the adapter's subscriptions. */
  readonly hearing: boolean;
  /** Called when hearing starts or stops: events of other instances may have been missed. */
  onChange(listener: () => void): void;
}

/** The link `createRealtime` keeps up to date. */
function createInstanceLink(alone: boolean) {
  const listeners: Array<() => void> = [];
  let hearing = alone;
  const set = (now: boolean) => {
    hearing = now;
    for (const listener of listeners) listener();
  };
  return {
    link: {
      get hearing() {
        return hearing;
      },
      onChange: (listener: () => void) => void listeners.push(listener),
    } satisfies InstanceLink,
    set,
  };
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

/**
 * Tells the other instances an inter-server event through the Redis adapter. A single
 * instance (the in-memory adapter) has no others to tell.
 */
export function toOtherInstances(
  io: ChatServer,
  config: Pick<AppConfig, 'redisUrl'>,
): ChatServer['serverSideEmit'] {
  return config.redisUrl ? io.serverSideEmit.bind(io) : () => true;
}

export const channelRoom = (slug: string) => `channel:${slug}`;
export const memberRoom = (userId: string) => `member:${userId}`;
/** Every socket opened with one session, on any instance. */
export const sessionRoom = (sessionId: string) => `session:${sessionId}`;

/**
 * How often each instance checks that the sessions of its sockets still exist and have not
 * expired. A session deleted behind better-auth's back (in the database) or run out ends its
 * sockets at the first recheck after it, this long plus the query at worst: half a second, so
 * that sum stays under the second decision 0016 promises. Expiry needs no timer of its own: the
 * query compares with the clock, so a session that runs out is found as soon as a deleted one.
 * Sessions better-auth ends are acted on at once.
 */
export const SESSION_RECHECK_MS = 500;

/** A handshake refused: `message` is the code the client sees, `data` says it in words. */
const refusal = (code: string, message: string) =>
  Object.assign(new Error(code), { data: { code, message } });

/**
 * Socket.IO on the Fastify server. A socket is accepted only from our origin (createOriginCheck,
 * decision 0030), with a valid session cookie, and while its member holds fewer than
 * `config.socketsPerMember` here; it lasts as long as its session (decision 0016). With Redis,
 * every instance shares rooms, so a broadcast from any instance reaches every member once.
 */
export function createRealtime(
  app: FastifyInstance,
  deps: { session: SessionReader; config: AppConfig },
): { io: ChatServer; link: InstanceLink; beforeSocketsClose(run: () => void): void } {
  const { link, set: setHearing } = createInstanceLink(!deps.config.redisUrl);
  const originAllowed = createOriginCheck(deps.config);
  const io: ChatServer = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    // A page on its own origin needs no CORS headers; only the configured others get them.
    cors: { origin: deps.config.allowedOrigins, credentials: true },
    allowRequest: (request, callback) => {
      callback(null, originAllowed(request.headers.origin, request.headers.host));
    },
  });

  if (deps.config.redisUrl) {
    const pub = new Redis(deps.config.redisUrl, { lazyConnect: false });
    const sub = pub.duplicate();
    // ioredis reconnects by itself; a lost connection is worth a log line, not a crash.
    for (const client of [pub, sub])
      client.on('error', (err) => app.log.warn({ err }, 'realtime Redis connection error'));
    logFailedPublishes(pub, app.log);
    io.adapter(createAdapter(pub, sub, { key: `${deps.config.redisKeyPrefix}:socket.io` }));
    // Broadcasts from other instances while this one was unsubscribed are gone for good; its
    // own members, still connected here, catch up from the database instead.
    let subscriptionLost = false;
    sub.on('close', () => {
      subscriptionLost = true;
      if (link.hearing) setHearing(false);
    });
    sub.on('ready', () => {
      // ioredis sends the subscriptions right after 'ready' (again after a reconnection): a
      // ping sent after them is answered once Redis has them all.
      process.nextTick(() => {
        sub.ping().then(
          () => setHearing(sub.status === 'ready'),
          () => undefined,
        );
      });
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
      const session = await deps.session.sessionOf(socket.request.headers);
      if (!session) return next(new Error('unauthenticated'));
      const { userId, sessionId } = session;
      // Counted and joined with nothing awaited in between, so handshakes at once can't all
      // slip under the cap. A handshake refused later leaves its rooms (Socket.IO cleans up).
      const open = io.of('/').adapter.rooms.get(memberRoom(userId))?.size ?? 0;
      const cap = deps.config.socketsPerMember;
      if (open >= cap) {
        return next(
          refusal(
            'too_many_sockets',
            `You have ${cap} connections open already: close a tab or two and try again.`,
          ),
        );
      }
      socket.data.userId = userId;
      socket.data.sessionId = sessionId;
      void socket.join([memberRoom(userId), sessionRoom(sessionId)]);
      next();
    } catch (error) {
      next(error instanceof Error ? error : new Error('session check failed'));
    }
  });

  endSocketsWithTheirSessions(app, io, deps);

  const closing: (() => void)[] = [];
  // Before the HTTP server stops accepting: open websockets and long polls would otherwise keep
  // it from closing. Not `io.close()`: it also closes the HTTP server and waits for every
  // browser's keep-alive connection to end, which Fastify only ends after this hook, so a
  // request in flight at the signal held the shutdown until its connection timed out.
  app.addHook('preClose', async () => {
    // What waits to be broadcast (a channel's window, decision 0085) goes out first.
    for (const run of closing) run();
    io.disconnectSockets(true);
    io.engine.close();
    await io.of('/').adapter.close();
  });
  return {
    io,
    link,
    /** Runs `run` when the server closes, before the sockets and the adapter do. */
    beforeSocketsClose: (run: () => void) => void closing.push(run),
  };
}

/**
 * Sockets last as long as their session. A session better-auth ends (sign-out, revocation) is
 * forgotten by every instance's session reader and its sockets are disconnected wherever they
 * are, at once; a session deleted in the database or expired is found by each instance's
 * recheck of its own sockets' sessions.
 */
function endSocketsWithTheirSessions(
  app: FastifyInstance,
  io: ChatServer,
  deps: { session: SessionReader; config: AppConfig },
): void {
  const tellOthers = toOtherInstances(io, deps.config);
  deps.session.onSessionEnded((sessionId) => {
    tellOthers('session:ended', sessionId);
    io.in(sessionRoom(sessionId)).disconnectSockets(true);
  });
  io.on('session:ended', deps.session.forgetSession);

  let checking = false;
  const recheck = setInterval(() => {
    // One query at a time: against a database slower than the period, more would only pile up.
    if (checking) return;
    const sessionIds = new Set<string>();
    for (const socket of io.of('/').sockets.values()) sessionIds.add(socket.data.sessionId);
    if (sessionIds.size === 0) return;
    checking = true;
    deps.session
      .liveSessionIds([...sessionIds])
      .then((live) => {
        for (const sessionId of sessionIds) {
          if (live.has(sessionId)) continue;
          deps.session.forgetSession(sessionId);
          io.local.in(sessionRoom(sessionId)).disconnectSockets(true);
        }
      })
      .catch((err: unknown) => app.log.warn({ err }, 'socket session recheck failed'))
      .finally(() => {
        checking = false;
      });
  }, SESSION_RECHECK_MS);
  app.addHook('preClose', async () => clearInterval(recheck));
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
