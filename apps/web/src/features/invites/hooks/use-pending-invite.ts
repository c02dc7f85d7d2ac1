import { useSyncExternalStore } from 'react';
import { readPendingInvite, subscribePendingInvite } from '../invite-storage';

/** The invite id stored by the invite page and not claimed yet, or null. */
export function usePendingInvite(): string | null {
  return useSyncExternalStore(
    subscribePendingInvite,
    () => readPendingInvite(),
    () => null,
  );
}
