/**
 * What an invite leaves in the browser (spec section 4 "Invite", ruling 1 for the key names):
 * `invited` holds the inviter id until the visitor signs in and the claim is made, and
 * `visitorId` is a random id so the server counts a visit once per browser per day.
 */
export const PENDING_INVITE_KEY = 'invited';
export const VISITOR_ID_KEY = 'visitorId';

/** Fired on this window when `invited` changes here (the `storage` event only covers other tabs). */
const CHANGE_EVENT = 'bbt:invited-change';

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** localStorage, or null where it is unavailable (private mode, storage disabled, tests). */
function browserStorage(): KeyValueStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function notifyChange(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function readPendingInvite(storage: KeyValueStore | null = browserStorage()): string | null {
  try {
    const value = storage?.getItem(PENDING_INVITE_KEY) ?? null;
    return value === '' ? null : value;
  } catch {
    return null;
  }
}

export function storePendingInvite(
  inviteId: string,
  storage: KeyValueStore | null = browserStorage(),
): void {
  try {
    storage?.setItem(PENDING_INVITE_KEY, inviteId);
  } catch {
    // Storage full or disabled: the visit still counts, only the later claim is lost.
  }
  notifyChange();
}

export function clearPendingInvite(storage: KeyValueStore | null = browserStorage()): void {
  try {
    storage?.removeItem(PENDING_INVITE_KEY);
  } catch {
    // Nothing to clear.
  }
  notifyChange();
}

/** For useSyncExternalStore: calls back when `invited` changes in this tab or another. */
export function subscribePendingInvite(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PENDING_INVITE_KEY) onChange();
  };
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** 32 hex digits from the given random bytes (16 of them). */
export function hexId(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** A random visitor id: a UUID where the browser offers one (secure contexts), else 32 hex digits. */
export function createVisitorId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return hexId(crypto.getRandomValues(new Uint8Array(16)));
}

/** The server accepts 8 to 64 characters; anything else in storage is replaced. */
export function isValidVisitorId(value: string | null): value is string {
  return value !== null && /^[A-Za-z0-9-]{8,64}$/.test(value);
}

/** This browser's visitor id, created and stored on first use. */
export function getOrCreateVisitorId(
  storage: KeyValueStore | null = browserStorage(),
  create: () => string = createVisitorId,
): string {
  let stored: string | null = null;
  try {
    stored = storage?.getItem(VISITOR_ID_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (isValidVisitorId(stored)) return stored;
  const id = create();
  try {
    storage?.setItem(VISITOR_ID_KEY, id);
  } catch {
    // Not kept: this visit counts, a later one may count again the same day.
  }
  return id;
}
