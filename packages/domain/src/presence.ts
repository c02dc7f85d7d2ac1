/**
 * Presence and typing (decision 0032): what a member list shows about who is around, and the
 * line under the messages that says who is writing.
 */

/** offline: no open connection; idle: connected, nothing done in the tab for a while. */
export const PRESENCE_STATUSES = ['online', 'idle', 'offline'] as const;

export type PresenceStatus = (typeof PRESENCE_STATUSES)[number];

/** What a connection says about its tab: in use, or left alone. */
export type ActivityStatus = 'online' | 'idle';

export const PRESENCE_LABELS: Record<PresenceStatus, string> = {
  online: 'Online',
  idle: 'Idle',
  offline: 'Offline',
};

/** A tab with no input and no focus change for this long reports itself idle. */
export const IDLE_AFTER_MS = 5 * 60_000;

/** A member typing tells the others at most this often (their line is renewed meanwhile). */
export const TYPING_RENEW_MS = 3_000;

/** A typing line not renewed for this long goes away (the typist's tab closed or stalled). */
export const TYPING_EXPIRES_MS = 6_000;

/** Names shown in the typing line before it says 'several people'. */
const TYPING_NAMES_SHOWN = 2;

const RANK: Record<PresenceStatus, number> = { offline: 0, idle: 1, online: 2 };

/**
 * A member's status from their connections (any tab, any instance): online if one of them is in
 * use, idle if all are left alone, offline with none.
 */
export function combinePresence(statuses: Iterable<PresenceStatus>): PresenceStatus {
  let best: PresenceStatus = 'offline';
  for (const status of statuses) if (RANK[status] > RANK[best]) best = status;
  return best;
}

/** The line under the messages for the people typing (the viewer left out), or null. */
export function typingLine(names: readonly string[]): string | null {
  const [first, second] = names;
  if (first === undefined) return null;
  if (second === undefined) return `${first} is typing…`;
  if (names.length <= TYPING_NAMES_SHOWN) return `${first} and ${second} are typing…`;
  return 'Several people are typing…';
}
