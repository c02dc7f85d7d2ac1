import { SOCKET_EVENT_LIMITS, type EventRateLimit } from './limits';
import type { ClientToServerEvents } from './realtime';
import type { RoleFlags } from './roles';
import { isStaffMember } from './roles';

/** Longest slow mode a channel can have: 6 hours, as Discord allows. */
export const SLOWMODE_MAX_SECONDS = 21_600;

/**
 * Flood limit for everyone, on top of any slow mode: this many messages per window. The
 * server's CHAT_FLOOD_MESSAGES can change the count (load tests send faster than people).
 */
export const FLOOD_LIMIT = { messages: 10, windowMs: 10_000 } as const;

export interface FloodLimit {
  messages: number;
  windowMs: number;
}

/** Staff keep talking in slow channels: they are the ones answering everybody. */
export const isExemptFromSlowmode = (roles: RoleFlags): boolean => isStaffMember(roles);

/** Seconds a member still waits before posting again in a slow channel (0: now). */
export function slowmodeWait(slowmodeSeconds: number, lastSentAt: Date | null, now: Date): number {
  if (slowmodeSeconds <= 0 || !lastSentAt) return 0;
  const readyAt = lastSentAt.getTime() + slowmodeSeconds * 1000;
  return Math.max(0, Math.ceil((readyAt - now.getTime()) / 1000));
}

/**
 * Seconds until a member may post again after a burst: `recent` holds the send times of
 * their latest messages (any order); once `limit.messages` fall within the window, the
 * next one waits for the oldest of them to leave it.
 */
export function floodWait(
  recent: readonly Date[],
  now: Date,
  limit: FloodLimit = FLOOD_LIMIT,
): number {
  const inWindow = recent
    .map((d) => d.getTime())
    .filter((t) => t > now.getTime() - limit.windowMs)
    .sort((a, b) => b - a);
  if (inWindow.length < limit.messages) return 0;
  const oldestCounted = inWindow[limit.messages - 1]!;
  return Math.max(1, Math.ceil((oldestCounted + limit.windowMs - now.getTime()) / 1000));
}

/** A member's token bucket for one kind of event: what was left at `updatedAt` (ms). */
export interface TokenBucket {
  tokens: number;
  updatedAt: number;
}

/** The tokens a bucket holds at `now`: what it had, refilled at the limit's rate, up to the burst. */
function tokensAt(bucket: TokenBucket | undefined, limit: EventRateLimit, now: number): number {
  if (!bucket) return limit.burst;
  const refilled = ((now - bucket.updatedAt) * limit.perSecond) / 1000;
  return Math.min(limit.burst, bucket.tokens + Math.max(0, refilled));
}

/**
 * One event against a token bucket (none yet: a full one). Returns the bucket after it, and
 * 0 when the event may go ahead, otherwise the milliseconds until it could.
 */
export function takeToken(
  bucket: TokenBucket | undefined,
  limit: EventRateLimit,
  now: number,
): { bucket: TokenBucket; waitMs: number } {
  const tokens = tokensAt(bucket, limit, now);
  if (tokens >= 1) return { bucket: { tokens: tokens - 1, updatedAt: now }, waitMs: 0 };
  return {
    bucket: { tokens, updatedAt: now },
    waitMs: Math.ceil(((1 - tokens) * 1000) / limit.perSecond),
  };
}

/** A bucket that has refilled completely: forgetting it changes nothing. */
export const isTokenBucketFull = (
  bucket: TokenBucket,
  limit: EventRateLimit,
  now: number,
): boolean => tokensAt(bucket, limit, now) >= limit.burst;

export type ClientEvent = keyof ClientToServerEvents;

/**
 * The rate one member may send a socket event at. Sends keep at least twice the flood limit's
 * pace (the server's CHAT_FLOOD_MESSAGES may raise it), so a fast member meets the flood
 * limit, which says exactly how long to wait, before this one.
 */
export function socketEventLimit(
  event: ClientEvent,
  flood: FloodLimit = FLOOD_LIMIT,
): EventRateLimit {
  const limit = SOCKET_EVENT_LIMITS[event];
  if (event !== 'message:send') return limit;
  return {
    burst: Math.max(limit.burst, 2 * flood.messages),
    perSecond: Math.max(limit.perSecond, (2 * flood.messages * 1000) / flood.windowMs),
  };
}

/** What a member is told when a socket event of theirs is refused for going too fast. */
export const slowDownMessage = (waitMs: number): string =>
  `Slow down: you're doing that too fast. Try again in ${Math.max(1, Math.ceil(waitMs / 1000))} second(s).`;
