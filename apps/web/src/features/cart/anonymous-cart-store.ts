import { parseStoredCart, serializeCart } from './cart-lines';
import type { CartLine } from './types';

/** Local-storage key of the signed-out visitor's cart (a JSON array of `{ product, tier }`). */
export const ANONYMOUS_CART_STORAGE_KEY = 'cart';

const listeners = new Set<() => void>();
const EMPTY: CartLine[] = [];
let cachedRaw: string | null = null;
let cachedLines: CartLine[] = EMPTY;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(ANONYMOUS_CART_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** The stored lines; the same array until the stored text changes (useSyncExternalStore). */
export function readAnonymousCart(): CartLine[] {
  const raw = readRaw();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedLines = raw === null ? EMPTY : parseStoredCart(raw);
  }
  return cachedLines;
}

function notify() {
  for (const listener of listeners) listener();
}

export function writeAnonymousCart(lines: readonly CartLine[]): void {
  try {
    if (lines.length === 0) window.localStorage.removeItem(ANONYMOUS_CART_STORAGE_KEY);
    else window.localStorage.setItem(ANONYMOUS_CART_STORAGE_KEY, serializeCart(lines));
  } catch {
    // Storage unavailable (private mode): the cart lasts for this page only.
  }
  notify();
}

export function clearAnonymousCart(): void {
  writeAnonymousCart([]);
}

/** Calls back when this tab or another one changes the stored cart. */
export function subscribeAnonymousCart(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === ANONYMOUS_CART_STORAGE_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
