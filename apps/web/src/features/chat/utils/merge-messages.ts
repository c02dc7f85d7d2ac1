import {
  advanceSeenChanges,
  advanceSyncedThrough,
  caughtUpThrough,
  isOlderReport,
} from '@bbt/domain';
import type { ChatMessage } from '@bbt/domain';
import type { ChannelMessages, ChatEntry, LocalEcho } from '../types';

const isLocal = (entry: ChatEntry) => entry.local !== undefined;

function byId(a: ChatEntry, b: ChatEntry): number {
  return a.id - b.id;
}

/**
 * Merges messages from the server into a channel's list (Zulip-style sending): a message
 * replaces the one with its id and the local echo with its client id; nothing already held is
 * ever dropped, nothing appears twice. Server messages stay ascending by id; local echoes
 * follow them in the order they were sent.
 *
 * `insert: false` (edits, deletes, reactions) only updates messages already held, so an update
 * to a message older than the loaded history doesn't open a gap in it. A message that replaces
 * this client's own echo is always inserted. A live report older than the copy held (by change
 * number) is dropped: the later change stays.
 */
export function mergeMessages(
  current: readonly ChatEntry[],
  incoming: readonly ChatMessage[],
  { insert = true }: { insert?: boolean } = {},
): ChatEntry[] {
  const server = new Map<number, ChatEntry>();
  const echoes: ChatEntry[] = [];
  for (const entry of current) {
    if (isLocal(entry)) echoes.push(entry);
    else server.set(entry.id, entry);
  }
  const echoClientIds = new Set(echoes.map((e) => e.clientId));
  const acknowledged = new Set<string>();
  for (const message of incoming) {
    const ownEcho = message.clientId !== null && echoClientIds.has(message.clientId);
    if (ownEcho && message.clientId !== null) acknowledged.add(message.clientId);
    const held = server.get(message.id);
    if (isOlderReport(held, message)) continue;
    if (held || insert || ownEcho)
      // Updates don't say which message came before; the held copy's word stays.
      server.set(
        message.id,
        message.previousId === undefined && held?.previousId !== undefined
          ? { ...message, previousId: held.previousId }
          : message,
      );
  }
  const remainingEchoes = echoes.filter(
    (e) => e.clientId === null || !acknowledged.has(e.clientId),
  );
  return withFreshReplies([...[...server.values()].sort(byId), ...remainingEchoes], incoming);
}

/**
 * An edit or delete arrives as the one message it changed; replies held here carry a copy of
 * its text in their preview, so they follow (a deleted target reads 'Original message was
 * deleted' at once, as it would after a reload).
 */
function withFreshReplies(entries: ChatEntry[], changed: readonly ChatMessage[]): ChatEntry[] {
  const byId = new Map(changed.map((m) => [m.id, m]));
  if (byId.size === 0) return entries;
  return entries.map((entry) => {
    const target = entry.replyTo ? byId.get(entry.replyTo.id) : undefined;
    if (!entry.replyTo || !target) return entry;
    const text = target.deleted ? '' : target.text;
    if (entry.replyTo.text === text && entry.replyTo.deleted === target.deleted) return entry;
    return { ...entry, replyTo: { ...entry.replyTo, text, deleted: target.deleted } };
  });
}

/**
 * Puts messages from the server into a channel's cache: merged as `mergeMessages` does, and
 * `fetchedThrough` (the newest id a fetch covered) or their predecessor ids advance the point
 * the next catch-up starts from.
 */
export function withServerMessages(
  data: ChannelMessages,
  incoming: readonly ChatMessage[],
  { insert = true, fetchedThrough = 0 }: { insert?: boolean; fetchedThrough?: number } = {},
): ChannelMessages {
  const messages = mergeMessages(data.messages, incoming, { insert });
  const covered = Math.max(data.syncedThrough, fetchedThrough);
  return { ...data, messages, syncedThrough: advanceSyncedThrough(covered, messages) };
}

/**
 * Applies a catch-up from the channel's change log (decision 0056): each changed message as it
 * now is. Those after the run held with no gap are new to this client and go in; older ones
 * only replace what is held (an edit to a message above the loaded history opens no hole).
 * The answer held every change up to `changes.seq`.
 */
export function withChanges(
  data: ChannelMessages,
  changes: { seq: number; messages: readonly ChatMessage[] },
): ChannelMessages {
  const fresh = changes.messages.filter((m) => m.id > data.syncedThrough);
  const known = changes.messages.filter((m) => m.id <= data.syncedThrough);
  const updated = withServerMessages(data, known, { insert: false });
  const merged = withServerMessages(updated, fresh, {
    fetchedThrough: fresh.at(-1)?.id ?? 0,
  });
  return { ...merged, seen: caughtUpThrough(data.seen ?? { seq: 0 }, changes.seq) };
}

/** Records the change numbers live messages carry (decision 0056). */
export function withSeenChanges(
  data: ChannelMessages,
  messages: readonly ChatMessage[],
): ChannelMessages {
  if (!data.seen) return data;
  let seen = data.seen;
  for (const { seq } of messages) if (seq !== undefined) seen = advanceSeenChanges(seen, seq);
  return seen === data.seen ? data : { ...data, seen };
}

/** The newest id the server gave us (local echoes excluded), for read marks. */
export function lastServerId(entries: readonly ChatEntry[]): number | null {
  let last: number | null = null;
  for (const entry of entries) {
    if (!isLocal(entry) && (last === null || entry.id > last)) last = entry.id;
  }
  return last;
}

/** The oldest id held, for `?before=`. */
export function firstServerId(entries: readonly ChatEntry[]): number | null {
  let first: number | null = null;
  for (const entry of entries) {
    if (!isLocal(entry) && (first === null || entry.id < first)) first = entry.id;
  }
  return first;
}

let echoCounter = 0;

/** Local echoes get negative ids, so they never collide with the server's. */
export function nextEchoId(): number {
  echoCounter += 1;
  return -echoCounter;
}

export function addEcho(data: ChannelMessages, echo: ChatEntry): ChannelMessages {
  return { ...data, messages: [...data.messages, echo] };
}

/** Changes the state of the local echo with this client id (no-op once it is acknowledged). */
export function updateEcho(
  data: ChannelMessages,
  clientId: string,
  local: LocalEcho,
): ChannelMessages {
  return {
    ...data,
    messages: data.messages.map((m) => (m.local && m.clientId === clientId ? { ...m, local } : m)),
  };
}

export function removeEcho(data: ChannelMessages, clientId: string): ChannelMessages {
  return {
    ...data,
    messages: data.messages.filter((m) => !(m.local && m.clientId === clientId)),
  };
}

/** Adds an older page at the top; `hasMore` now comes from that page. */
export function prependOlder(
  data: ChannelMessages,
  older: readonly ChatMessage[],
  hasMore: boolean,
): ChannelMessages {
  return { ...data, messages: mergeMessages(data.messages, older), hasMore };
}
