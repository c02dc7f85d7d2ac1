import { sidebarEmphasis } from '@bbt/domain';
import type { NotificationLevel } from '@bbt/domain';

/** What a key press asks of the workspace (decision 0035). */
export type ChatShortcut =
  | 'previous-channel'
  | 'next-channel'
  | 'previous-unread'
  | 'next-unread'
  | 'switcher'
  | 'help'
  | 'mark-read'
  | 'edit-last';

/** The parts of a keyboard event the shortcuts read (a DOM KeyboardEvent or React's). */
export interface KeyPress {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  /** Something (a menu, an editor, the composer's reply) used the key already. */
  defaultPrevented: boolean;
  /** An input method is composing text: its keys are its own. */
  isComposing: boolean;
}

/** A React keyboard event as the shortcuts read it. */
export const pressOf = (event: Omit<KeyPress, 'isComposing'> & { nativeEvent: KeyboardEvent }) => ({
  key: event.key,
  altKey: event.altKey,
  ctrlKey: event.ctrlKey,
  metaKey: event.metaKey,
  shiftKey: event.shiftKey,
  defaultPrevented: event.defaultPrevented,
  isComposing: event.nativeEvent.isComposing,
});

/** Where the key was pressed. */
export interface KeyPlace {
  /** A dialog is open: its own keys (Escape closes it), none of the workspace's. */
  dialogOpen: boolean;
  /** The message list or the composer has focus (or nothing does). */
  inConversation: boolean;
  /** The composer has focus and is empty (no text, no image). */
  emptyComposer: boolean;
}

/**
 * The shortcut a key press is, or null: Alt+Up/Down (with Shift: unread channels only) work
 * while typing, as in Discord, since Alt+arrow means nothing in a text box; so do Ctrl/Cmd+K and
 * Ctrl/Cmd+/. Escape marks the channel read only when nothing else took it (a menu, a reply, an
 * edit); plain Up edits the last message only from an empty composer, where it moves nothing.
 */
export function chatShortcut(press: KeyPress, place: KeyPlace): ChatShortcut | null {
  if (press.isComposing || press.defaultPrevented || place.dialogOpen) return null;
  const command = press.ctrlKey || press.metaKey;
  const { altKey: alt, shiftKey: shift } = press;
  if (alt && !command && (press.key === 'ArrowUp' || press.key === 'ArrowDown')) {
    const up = press.key === 'ArrowUp';
    if (shift) return up ? 'previous-unread' : 'next-unread';
    return up ? 'previous-channel' : 'next-channel';
  }
  if (command && !alt && !shift && press.key.toLowerCase() === 'k') return 'switcher';
  if (command && !alt && press.key === '/') return 'help';
  const plain = !alt && !command && !shift;
  if (plain && press.key === 'Escape' && place.inConversation) return 'mark-read';
  if (plain && press.key === 'ArrowUp' && place.emptyComposer) return 'edit-last';
  return null;
}

/** The channel `step` places from `current` in sidebar order, wrapping round at the ends. */
export function adjacentChannel(
  slugs: readonly string[],
  current: string,
  step: 1 | -1,
): string | null {
  if (slugs.length === 0) return null;
  const at = slugs.indexOf(current);
  if (at === -1) return step === 1 ? slugs[0]! : slugs[slugs.length - 1]!;
  return slugs[(at + step + slugs.length) % slugs.length]!;
}

interface UnreadCandidate {
  slug: string;
  unread: number;
  mentions: number;
  notify: NotificationLevel;
}

/**
 * The nearest channel in the direction that the sidebar shows as unread (a muted channel only
 * with a mention), wrapping round; null when no other channel is.
 */
export function adjacentUnread(
  channels: readonly UnreadCandidate[],
  current: string,
  step: 1 | -1,
): string | null {
  const at = channels.findIndex((c) => c.slug === current);
  const n = channels.length;
  for (let i = 1; i <= n; i++) {
    const candidate = channels[(((at + step * i) % n) + n) % n]!;
    if (candidate.slug === current) continue;
    if (sidebarEmphasis(candidate.notify, candidate).badge !== null) return candidate.slug;
  }
  return null;
}

interface Named {
  slug: string;
  label: string;
}

/** How well `query` matches a name: 0 no match, then subsequence < inside < word start < start. */
function score(name: string, query: string): number {
  const lower = name.toLowerCase();
  const text = lower.replace(/\s+/g, '');
  if (text.startsWith(query)) return 4;
  if (lower.split(/[\s_'-]+/).some((word) => word.startsWith(query))) return 3;
  if (text.includes(query)) return 2;
  let from = 0;
  for (const ch of query) {
    from = text.indexOf(ch, from) + 1;
    if (from === 0) return 0;
  }
  return 1;
}

/**
 * The channel switcher's list: channels whose name or slug holds the typed letters in order
 * (spaces ignored), best matches first, sidebar order among equals; everything for no query.
 */
export function matchChannels<C extends Named>(channels: readonly C[], query: string): C[] {
  const q = query.trim().replace(/^#/, '').replace(/\s+/g, '').toLowerCase();
  if (!q) return [...channels];
  return channels
    .map((channel, order) => ({
      channel,
      order,
      score: Math.max(score(channel.label, q), score(channel.slug, q)),
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .map((entry) => entry.channel);
}
