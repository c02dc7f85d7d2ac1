/**
 * What an invite leaves in the browser (spec §4 "Invite", ruling 1 for the key name):
 * `invited` holds the inviter id until the visitor signs in and the claim is made. The id a
 * visit is counted by is the server's, in an httpOnly cookie this code never sees.
 */
export const PENDING_INVITE_KEY = 'invited';

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
