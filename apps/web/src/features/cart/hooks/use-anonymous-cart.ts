import { useSyncExternalStore } from 'react';
import { readAnonymousCart, subscribeAnonymousCart } from '../anonymous-cart-store';
import type { CartLine } from '../types';

const serverSnapshot = (): CartLine[] => [];

/** The signed-out visitor's cart lines, kept in step with local storage (and other tabs). */
export function useAnonymousCart(): CartLine[] {
  return useSyncExternalStore(subscribeAnonymousCart, readAnonymousCart, serverSnapshot);
}
