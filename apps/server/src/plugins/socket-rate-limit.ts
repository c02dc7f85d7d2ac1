import {
  isTokenBucketFull,
  socketEventLimit,
  takeToken,
  type ClientEvent,
  type FloodLimit,
  type TokenBucket,
} from '@bbt/domain';

/** How often buckets that have refilled completely are dropped (they hold no information). */
const PRUNE_EVERY_MS = 60_000;

/**
 * Per-member token buckets for client -> server socket events, on this instance (limits in
 * `SOCKET_EVENT_LIMITS`). Keyed by member, not socket: more sockets buy no more events, and a
 * reconnect starts from where the member was.
 */
export function createSocketRateLimiter(flood: FloodLimit) {
  const buckets = new Map<string, { event: ClientEvent; bucket: TokenBucket }>();
  let prunedAt = Date.now();

  const prune = (now: number) => {
    prunedAt = now;
    for (const [key, { event, bucket }] of buckets) {
      if (isTokenBucketFull(bucket, socketEventLimit(event, flood), now)) buckets.delete(key);
    }
  };

  /** Counts one event of a member's: 0 if it may go ahead, else the milliseconds to wait. */
  const take = (userId: string, event: ClientEvent): number => {
    const now = Date.now();
    if (now - prunedAt > PRUNE_EVERY_MS) prune(now);
    const key = `${event} ${userId}`;
    const taken = takeToken(buckets.get(key)?.bucket, socketEventLimit(event, flood), now);
    buckets.set(key, { event, bucket: taken.bucket });
    return taken.waitMs;
  };
  return { take };
}

export type SocketRateLimiter = ReturnType<typeof createSocketRateLimiter>;
