import type { ActivityStatus } from '@bbt/domain';
import type { Redis } from 'ioredis';

/** A member's status on one instance: the best of their sockets there. */
export type InstancePresence = Map<string, ActivityStatus>;

/**
 * Where each instance leaves the statuses of its own members for the others (decision 0032).
 * `exchange` runs once per tick: it hands over this instance's changes (null: no socket here any
 * more) and answers every other live instance's members, each with the best status it has.
 */
export interface PresenceStore {
  exchange(
    local: InstancePresence,
    changed: ReadonlySet<string>,
  ): Promise<Map<string, ActivityStatus>>;
  /** Takes this instance's members out at once (a clean stop; a crash waits for the expiry). */
  close(): Promise<void>;
}

/** One instance on its own: nobody else to hear from. */
export function createMemoryPresenceStore(): PresenceStore {
  const none = new Map<string, ActivityStatus>();
  return { exchange: async () => none, close: async () => undefined };
}

const CODE: Record<ActivityStatus, string> = { online: 'o', idle: 'i' };
const fromCode = (code: string): ActivityStatus => (code === 'o' ? 'online' : 'idle');

/**
 * Presence in Redis, one hash per instance (member -> 'o' | 'i') beside a version counter, both
 * expiring `ttlMs` after the instance's last tick: an instance that dies stops counting within
 * `ttlMs` plus one tick of its peers. Peers read a hash again only when its version moved, so a
 * quiet tick costs two round trips and no member data.
 */
export function createRedisPresenceStore(
  redis: Redis,
  options: { namespace: string; instanceId: string; ttlMs: number },
): PresenceStore {
  const { instanceId, ttlMs } = options;
  const prefix = `${options.namespace}:presence:`;
  const instancesKey = `${prefix}instances`;
  const versionKey = (id: string) => `${prefix}v:${id}`;
  const membersKey = (id: string) => `${prefix}m:${id}`;
  /** Other instances as last read: their version and their members. */
  const peers = new Map<string, { version: string; members: Map<string, ActivityStatus> }>();
  // The whole hash is written on the first tick and whenever Redis lost it (expiry after a
  // stall, a restart of Redis): a partial update would leave it short of the members before.
  let rewrite = true;

  async function publish(local: InstancePresence, changed: ReadonlySet<string>): Promise<void> {
    const members = membersKey(instanceId);
    // First, as a probe: 0 when the version key expired (a stall longer than the expiry, a
    // restart of Redis), and the hash with it, so the next tick writes it whole again.
    const write = redis.multi().pexpire(versionKey(instanceId), ttlMs);
    if (rewrite) {
      write.del(members);
      const fields = [...local].flatMap(([userId, status]) => [userId, CODE[status]]);
      if (fields.length > 0) write.hset(members, ...fields);
    } else {
      const gone = [...changed].filter((userId) => !local.has(userId));
      const set = [...changed].flatMap((userId) => {
        const status = local.get(userId);
        return status ? [userId, CODE[status]] : [];
      });
      if (gone.length > 0) write.hdel(members, ...gone);
      if (set.length > 0) write.hset(members, ...set);
    }
    if (rewrite || changed.size > 0) write.incr(versionKey(instanceId));
    write.pexpire(versionKey(instanceId), ttlMs);
    write.pexpire(members, ttlMs);
    write.sadd(instancesKey, instanceId);
    const results = await write.exec();
    if (!results) throw new Error('presence write was discarded');
    for (const [error] of results) if (error) throw error;
    rewrite = !rewrite && results[0]?.[1] !== 1;
  }

  async function readPeers(): Promise<void> {
    const ids = (await redis.smembers(instancesKey)).filter((id) => id !== instanceId);
    const versions = ids.length > 0 ? await redis.mget(ids.map(versionKey)) : [];
    const dead: string[] = [];
    const stale: string[] = [];
    ids.forEach((id, i) => {
      const version = versions[i];
      if (version === null || version === undefined) dead.push(id);
      else if (peers.get(id)?.version !== version) stale.push(id);
    });
    for (const id of [...peers.keys()])
      if (!ids.includes(id) || dead.includes(id)) peers.delete(id);
    if (dead.length > 0) await redis.srem(instancesKey, ...dead);
    if (stale.length === 0) return;
    const read = redis.pipeline();
    for (const id of stale) read.hgetall(membersKey(id)).get(versionKey(id));
    const results = (await read.exec()) ?? [];
    stale.forEach((id, i) => {
      const [hashError, hash] = results[2 * i] ?? [];
      const [versionError, version] = results[2 * i + 1] ?? [];
      if (hashError || versionError || typeof version !== 'string') return;
      const members = new Map<string, ActivityStatus>();
      for (const [userId, code] of Object.entries(hash as Record<string, string>))
        members.set(userId, fromCode(code));
      peers.set(id, { version, members });
    });
  }

  return {
    async exchange(local, changed) {
      await publish(local, changed);
      await readPeers();
      const merged = new Map<string, ActivityStatus>();
      for (const { members } of peers.values()) {
        for (const [userId, status] of members) {
          if (merged.get(userId) !== 'online') merged.set(userId, status);
        }
      }
      return merged;
    },
    async close() {
      await redis
        .multi()
        .del(membersKey(instanceId), versionKey(instanceId))
        .srem(instancesKey, instanceId)
        .exec();
    },
  };
}
