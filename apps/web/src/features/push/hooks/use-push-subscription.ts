import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { PUSH_DEVICES_QUERY_KEY, getPushKey } from '../api/push-devices';
import { SERVICE_WORKER_URL } from './use-service-worker';

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' &&
  'serviceWorker' in navigator &&
  'PushManager' in window &&
  typeof Notification !== 'undefined';

/** The registration the app's pages run under, registered now if the app has not yet. */
async function appRegistration(): Promise<ServiceWorkerRegistration> {
  const existing = await navigator.serviceWorker.getRegistration('/');
  if (existing) return existing;
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  return navigator.serviceWorker.ready;
}

/** A name the member recognises in their list of devices: "Chrome on Linux". */
export function deviceLabel(userAgent: string): string {
  const browser =
    [
      ['Edg/', 'Edge'],
      ['OPR/', 'Opera'],
      ['Firefox/', 'Firefox'],
      ['Chrome/', 'Chrome'],
      ['Safari/', 'Safari'],
    ].find(([mark]) => userAgent.includes(mark as string))?.[1] ?? 'Browser';
  const system =
    [
      ['Android', 'Android'],
      ['iPhone', 'iPhone'],
      ['iPad', 'iPad'],
      ['Windows', 'Windows'],
      ['Mac OS', 'macOS'],
      ['CrOS', 'ChromeOS'],
      ['Linux', 'Linux'],
    ].find(([mark]) => userAgent.includes(mark as string))?.[1] ?? 'this device';
  return `${browser} on ${system}`;
}

/**
 * This browser's push subscription (decision 0062): its endpoint, to mark it in the member's
 * devices, and `subscribe`, which asks the notification permission (so only from a click),
 * subscribes with the server's VAPID key and registers the device with the server.
 */
export function usePushSubscription() {
  const queryClient = useQueryClient();
  const [endpoint, setEndpoint] = useState<string | null>(null);

  useEffect(() => {
    if (!pushSupported()) return;
    let cancelled = false;
    void navigator.serviceWorker
      .getRegistration('/')
      .then((registration) => registration?.pushManager.getSubscription())
      .then((subscription) => {
        if (!cancelled) setEndpoint(subscription?.endpoint ?? null);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  /** Resolves to false when the server has push off; throws what the browser or server refused. */
  const subscribe = useCallback(async (): Promise<boolean> => {
    const permission = await Notification.requestPermission();
    if (permission !== 'granted') throw new Error('Notifications are not allowed in this browser');
    const publicKey = await getPushKey();
    if (!publicKey) return false;
    const registration = await appRegistration();
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: publicKey,
    });
    const { endpoint: address, keys } = subscription.toJSON();
    await api.post('/api/push/subscriptions', {
      body: {
        endpoint: address ?? subscription.endpoint,
        keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
        label: deviceLabel(navigator.userAgent),
      },
    });
    setEndpoint(subscription.endpoint);
    await queryClient.invalidateQueries({ queryKey: PUSH_DEVICES_QUERY_KEY });
    return true;
  }, [queryClient]);

  /** This browser stops receiving too, when the device removed is this one. */
  const forgetIfThis = useCallback(
    async (removed: string) => {
      if (removed !== endpoint) return;
      const registration = await navigator.serviceWorker.getRegistration('/');
      await (await registration?.pushManager.getSubscription())?.unsubscribe();
      setEndpoint(null);
    },
    [endpoint],
  );

  return { endpoint, subscribe, forgetIfThis };
}
