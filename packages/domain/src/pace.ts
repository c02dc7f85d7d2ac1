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
