import type { ChatMessage } from './realtime';

/**
 * How far a client holds a channel with no gap: every message with an id up to the returned
 * one is held. A catch-up (after a reconnect, or `messages:resync`) asks for what came after
 * it, never "after the newest id held": live messages can arrive out of id order (one
 * instance's directly, another's through Redis), and resuming after the newest would skip an
 * older one still on its way.
 *
 * `syncedThrough` is what the last fetch from the server covered. A held message extends it
 * when its `previousId` (the channel's message before it, given on live deliveries) is
 * covered already; messages without one (history pages, updates) never extend it by
 * themselves, which at worst fetches a few messages twice.
 */
export function advanceSyncedThrough(
  syncedThrough: number,
  held: Iterable<Pick<ChatMessage, 'id' | 'previousId'>>,
): number {
  const newer = [...held].filter((m) => m.id > syncedThrough).sort((a, b) => a.id - b.id);
  let through = syncedThrough;
  for (const message of newer) {
    if (message.previousId === undefined) break;
    if (message.previousId !== null && message.previousId > through) break;
    through = message.id;
  }
  return through;
}

/**
 * How long a client lets a gap stay open before it fetches what is missing. Out-of-order
 * arrival closes a gap within milliseconds; one still open after this is a broadcast that was
 * lost (its instance died between storing and publishing it), and only a fetch recovers it.
 */
export const GAP_FETCH_DELAY_MS = 1_500;

/**
 * The newest message held beyond a gap, or undefined when every held message is covered: a
 * client that holds one should fetch after `syncedThrough` if the gap is still open
 * `GAP_FETCH_DELAY_MS` later (local echoes, with negative ids, never count).
 */
export function gapEnd(
  syncedThrough: number,
  held: Iterable<Pick<ChatMessage, 'id'>>,
): number | undefined {
  let newest: number | undefined;
  for (const message of held) {
    if (message.id > syncedThrough && (newest === undefined || message.id > newest))
      newest = message.id;
  }
  return newest;
}
