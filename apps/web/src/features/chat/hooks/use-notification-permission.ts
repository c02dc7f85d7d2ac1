import { useCallback, useSyncExternalStore } from 'react';

export type NotificationPermissionState = NotificationPermission | 'unsupported';

const listeners = new Set<() => void>();
const notifyAll = () => listeners.forEach((listener) => listener());

function current(): NotificationPermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

// A change made in the browser's site settings is heard where the Permissions API tells of it.
let watching = false;
function watchBrowserSettings() {
  if (watching || typeof navigator === 'undefined' || !navigator.permissions) return;
  watching = true;
  navigator.permissions
    .query({ name: 'notifications' })
    .then((status) => status.addEventListener('change', notifyAll))
    .catch(() => undefined);
}

function subscribe(listener: () => void) {
  watchBrowserSettings();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The browser's notification permission, shared by every component that shows it, and the
 * request for it, which must come from a user action (a click), never on load (decision 0035).
 */
export function useNotificationPermission() {
  const permission = useSyncExternalStore(subscribe, current, () => 'unsupported' as const);
  const request = useCallback(async () => {
    if (typeof Notification === 'undefined') return;
    await Notification.requestPermission();
    notifyAll();
  }, []);
  return { permission, request };
}
