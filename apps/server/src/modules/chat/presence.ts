import { randomUUID } from 'node:crypto';
import {
  combinePresence,
  slowDownMessage,
  type Ack,
  type ActivityStatus,
  type PresenceChange,
  type PresenceSnapshot,
} from '@bbt/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { AppError } from '../../errors';
import type { ChatServer, ChatSocket } from '../../plugins/realtime';
import type { SocketRateLimiter } from '../../plugins/socket-rate-limit';
import { toMember, type MemberRows } from '../users';
import { assertNotBanned } from './access';
import {
  createMemoryPresenceStore,
  createRedisPresenceStore,
  type InstancePresence,
  type PresenceStore,
} from './presence-store';
import { failure } from './socket';

/** Sockets that see the member list: every signed-in member but the banned (ruling 6). */
export const MEMBER_LIST_ROOM = 'member-list';

/** How often changes are gathered, exchanged with the other instances and sent (one batch). */
export const PRESENCE_TICK_MS = 1_000;

/**
 * How long an instance's members count after its last tick: its crash shows as offline this
 * long (plus a peer's tick) later, and a stall of its event loop shorter than this goes unseen.
 */
export const PRESENCE_INSTANCE_TTL_MS = 5_000;

const setSchema = z.object({ status: z.enum(['online', 'idle']) }).strict();

export interface Presence {
  /** Who is online or idle, as the last batch told the member list. */
  snapshot(): PresenceSnapshot;
  /** Gathers, exchanges and sends now instead of at the next tick (tests, benchmarks). */
  tick(): Promise<void>;
}

/**
 * Presence (decision 0032). Each socket of a member who may see the member list counts as in
 * use or idle (its tab says which); a member is online with one socket in use anywhere, idle
 * with all idle, offline with none. Once a tick the instance hands its changes to the store,
 * reads the other instances' members back and sends the transitions of the whole view, in one
 * batch, to its own sockets in the member-list room: each instance tells its own sockets, so
 * nothing crosses the Redis adapter per member.
 */
export function registerPresence(
  io: ChatServer,
  deps: {
    log: FastifyBaseLogger;
    members: Pick<MemberRows, 'current'>;
    limiter: SocketRateLimiter;
    /** Shared by the instances of one deployment; absent: presence stays in this process. */
    redis?: Redis;
    /** The deployment's REDIS_KEY_PREFIX. */
    namespace: string;
  },
): Presence & { close(): Promise<void> } {
  const { log, members, limiter } = deps;
  const store: PresenceStore = deps.redis
    ? createRedisPresenceStore(deps.redis, {
        namespace: deps.namespace,
        instanceId: randomUUID(),
        ttlMs: PRESENCE_INSTANCE_TTL_MS,
      })
    : createMemoryPresenceStore();
  /** Each counted socket's status, by member. */
  const sockets = new Map<string, Map<string, ActivityStatus>>();
  const local: InstancePresence = new Map();
  const changed = new Set<string>();
  /** The whole view as last sent. */
  let view = new Map<string, ActivityStatus>();
  let running: Promise<void> | undefined;

  function setSocket(userId: string, socketId: string, status: ActivityStatus | null) {
    const own = sockets.get(userId) ?? new Map<string, ActivityStatus>();
    if (status) own.set(socketId, status);
    else own.delete(socketId);
    if (own.size > 0) sockets.set(userId, own);
    else sockets.delete(userId);
    const now = combinePresence(own.values());
    const before = local.get(userId) ?? 'offline';
    if (now === before) return;
    if (now === 'offline') local.delete(userId);
    else local.set(userId, now);
    changed.add(userId);
  }

  async function exchange(): Promise<void> {
    const batch = new Set(changed);
    changed.clear();
    let others: Map<string, ActivityStatus>;
    try {
      others = await store.exchange(local, batch);
    } catch (err) {
      // Sent again with the next tick; meanwhile the others are as last read.
      for (const userId of batch) changed.add(userId);
      log.warn({ err }, 'presence exchange failed');
      return;
    }
    const next = new Map(others);
    for (const [userId, status] of local)
      if (next.get(userId) !== 'online') next.set(userId, status);
    const changes: PresenceChange[] = [];
    for (const [userId, status] of next) {
      if (view.get(userId) !== status) changes.push({ userId, status });
    }
    for (const userId of view.keys()) {
      if (!next.has(userId)) changes.push({ userId, status: 'offline' });
    }
    view = next;
    if (changes.length > 0) io.local.to(MEMBER_LIST_ROOM).emit('presence:changed', changes);
  }

  const tick = () => {
    running ??= exchange().finally(() => {
      running = undefined;
    });
    return running;
  };
  const timer = setInterval(() => void tick(), PRESENCE_TICK_MS);
  timer.unref();

  const snapshot = (): PresenceSnapshot => {
    const online: string[] = [];
    const idle: string[] = [];
    for (const [userId, status] of view) (status === 'online' ? online : idle).push(userId);
    return { online, idle };
  };

  io.on('connection', (socket: ChatSocket) => {
    const { userId } = socket.data;
    // A banned member's socket is not counted: they see only the notice (ruling 6).
    const counted = members.current(userId).then(
      (row) => {
        if (socket.disconnected || toMember(row).block?.kind === 'banned') return false;
        void socket.join(MEMBER_LIST_ROOM);
        setSocket(userId, socket.id, 'online');
        socket.emit('presence:snapshot', snapshot());
        return true;
      },
      (err: unknown) => {
        log.warn({ err, userId }, 'presence: member could not be loaded');
        return false;
      },
    );
    socket.on('presence:set', async (raw: unknown, ack?: unknown) => {
      const reply = typeof ack === 'function' ? (ack as (r: Ack<null>) => void) : () => undefined;
      try {
        const waitMs = limiter.take(userId, 'presence:set');
        if (waitMs > 0) throw new AppError(429, 'rate_limited', slowDownMessage(waitMs));
        const { status } = setSchema.parse(raw);
        assertNotBanned(toMember(await members.current(userId)));
        if (await counted) setSocket(userId, socket.id, status);
        reply({ ok: true, data: null });
      } catch (error) {
        reply(failure(error, log));
      }
    });
    socket.on('disconnect', () => {
      void counted.then((was) => was && setSocket(userId, socket.id, null));
    });
  });

  return {
    snapshot,
    tick,
    async close() {
      clearInterval(timer);
      await running;
      await store.close().catch((err: unknown) => log.warn({ err }, 'presence close failed'));
    },
  };
}
