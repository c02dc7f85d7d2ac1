import { useEffect } from 'react';
import { PUSH_COPY } from '../copy';
import { useToast } from '../../../components/ui/toast';

/** Where the build puts the worker (service-worker/plugin.ts): the root, so its scope is the app. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * Registers the app's service worker from the members' area only, so the storefront's pages
 * load nothing more (decision 0062). When a new release's worker is waiting, a toast offers to
 * reload into it; the worker takes over only then, and the page reloads once it has.
 */
export function useServiceWorker(): void {
  const toast = useToast();
  useEffect(() => {
    if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
    const container = navigator.serviceWorker;
    let cancelled = false;
    let offered = false;
    const offer = (waiting: ServiceWorker) => {
      if (cancelled || offered || !container.controller) return;
      offered = true;
      toast.success(PUSH_COPY.updateReady, {
        persist: true,
        action: { label: PUSH_COPY.reload, onClick: () => waiting.postMessage('skip-waiting') },
      });
    };
    // Only a worker replacing another reloads the page: the first one just takes control (on
    // a first visit it does so after the page loaded, and a release found later still reloads).
    let controlled = container.controller !== null;
    const onControllerChange = () => {
      if (controlled) window.location.reload();
      controlled = true;
    };
    container.addEventListener('controllerchange', onControllerChange);
    container
      .register(SERVICE_WORKER_URL, { scope: '/' })
      .then((registration) => {
        const offerOnceInstalled = (worker: ServiceWorker | null) =>
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed') offer(worker);
          });
        if (registration.waiting) offer(registration.waiting);
        // A new release found while the page loaded may still be installing: its updatefound
        // has already fired.
        offerOnceInstalled(registration.installing);
        registration.addEventListener('updatefound', () =>
          offerOnceInstalled(registration.installing),
        );
      })
      .catch((error: unknown) => console.warn('The service worker did not register', error));
    return () => {
      cancelled = true;
      container.removeEventListener('controllerchange', onControllerChange);
    };
  }, [toast]);
}
