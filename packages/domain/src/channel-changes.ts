/*
 * The change log of a channel's messages (decision 0056). Every change to a channel's messages
 * (a new one, an edit, a delete, a reaction, a pin, a thread's count) takes the channel's next
 * sequence number in the transaction that makes it; socket events carry it (`ChatMessage.seq`).
 * A client that lost its socket asks for the changes after the last number up to which it saw
 * every one, and gets the changed messages as they now are.
 */

export const CHANNEL_CHANGE_KINDS = ['new', 'edit', 'delete', 'reaction', 'pin', 'thread'] as const;
export type ChannelChangeKind = (typeof CHANNEL_CHANGE_KINDS)[number];

/** Changes kept per channel: a client further behind reloads its window. */
export const CHANNEL_CHANGES_KEPT = 1_000;

/** The most changes one catch-up answers: a client further behind reloads its window. */
export const MAX_CHANGES_PER_CATCH_UP = 500;

/**
 * Whether a report of a message is older than the copy held: both came live with their change
 * numbers, and the held one's is higher. Instances broadcast in their own time (decision 0085),
 * so two changes to one message can arrive in the other order; the later change must stay.
 */
export function isOlderReport(
  held: { seq?: number | undefined } | undefined,
  incoming: { seq?: number | undefined },
): boolean {
  return held?.seq !== undefined && incoming.seq !== undefined && incoming.seq < held.seq;
}

/** How far a client has seen a channel's changes. */
export interface SeenChanges {
  /** Every change up to this number was seen (applied to the cache). */
  seq: number;
  /** Numbers seen beyond a gap, waiting for the gap to close. */
  seqAhead?: number[];
}

/**
 * Records that the change numbered `seen` was applied. `seq` moves only over an unbroken run:
 * events can arrive out of order (one instance's directly, another's through Redis), and a
 * catch-up from the newest number seen would skip one still on its way.
 */
export function advanceSeenChanges(state: SeenChanges, seen: number): SeenChanges {
  if (seen <= state.seq || state.seqAhead?.includes(seen)) return state;
  return seenThrough(state.seq, [...(state.seqAhead ?? []), seen]);
}

/**
 * After a catch-up that covered every change up to `through`: numbers seen live beyond it
 * still count, and may extend the run.
 */
export function caughtUpThrough(state: SeenChanges, through: number): SeenChanges {
  return seenThrough(Math.max(state.seq, through), state.seqAhead ?? []);
}

function seenThrough(seq: number, seen: number[]): SeenChanges {
  const ahead = new Set(seen.filter((n) => n > seq));
  let through = seq;
  while (ahead.delete(through + 1)) through += 1;
  return ahead.size > 0
    ? { seq: through, seqAhead: [...ahead].sort((a, b) => a - b) }
    : { seq: through };
}
