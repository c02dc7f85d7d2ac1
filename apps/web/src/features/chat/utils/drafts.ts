import { LIMITS } from '@bbt/domain';

/**
 * Unsent composer text, kept in the browser per member and per place (a channel or a thread),
 * so switching channels or reloading the page loses nothing. One local-storage entry holds
 * them all so the whole set stays bounded: the newest DRAFTS.maxKept, none older than
 * DRAFTS.maxAgeMs, each cut at the message limit (more could never be sent anyway).
 */
export const DRAFTS = {
  storageKey: 'bbt.chat.drafts',
  maxKept: 50,
  maxAgeMs: 14 * 24 * 60 * 60 * 1000,
  maxChars: LIMITS.messageMaxChars,
} as const;

/** Where a draft belongs: the open channel, or a thread's panel (by its root message). */
export type DraftPlace = { channel: string } | { threadRootId: number };

interface StoredDraft {
  text: string;
  /** When it was last typed (ms since the epoch): the oldest go first. */
  at: number;
}

type DraftBook = Record<string, StoredDraft>;

export function draftKey(memberId: string, place: DraftPlace): string {
  return 'channel' in place
    ? `${memberId}:channel:${place.channel}`
    : `${memberId}:thread:${place.threadRootId}`;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function isStoredDraft(value: unknown): value is StoredDraft {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Partial<StoredDraft>;
  return typeof entry.text === 'string' && typeof entry.at === 'number';
}

function readBook(store: Storage): DraftBook {
  try {
    const parsed: unknown = JSON.parse(store.getItem(DRAFTS.storageKey) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, entry]) => isStoredDraft(entry)));
  } catch {
    // A damaged entry (another version, a hand edit) is dropped rather than breaking the chat.
    return {};
  }
}

/** The drafts still worth keeping at `now`: young enough, the newest first, at most maxKept. */
export function boundDrafts(book: DraftBook, now: number): DraftBook {
  const kept = Object.entries(book)
    .filter(([, entry]) => now - entry.at <= DRAFTS.maxAgeMs && entry.text !== '')
    .sort(([, a], [, b]) => b.at - a.at)
    .slice(0, DRAFTS.maxKept);
  return Object.fromEntries(kept);
}

export function loadDraft(key: string, now = Date.now()): string {
  const store = storage();
  if (!store) return '';
  return boundDrafts(readBook(store), now)[key]?.text ?? '';
}

/** Keeps `text` as the draft of `key`; empty text (sent or cleared) removes it. */
export function saveDraft(key: string, text: string, now = Date.now()): void {
  const store = storage();
  if (!store) return;
  const book = readBook(store);
  if (text.trim() === '') {
    if (!(key in book)) return;
    delete book[key];
  } else {
    book[key] = { text: text.slice(0, DRAFTS.maxChars), at: now };
  }
  try {
    store.setItem(DRAFTS.storageKey, JSON.stringify(boundDrafts(book, now)));
  } catch {
    // Storage full or refused: the draft lives on in the composer until the page goes.
  }
}
