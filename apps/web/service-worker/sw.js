/// <reference lib="webworker" />
// The app's service worker (decision 0062), served from the root as /sw.js. Built by
// service-worker/plugin.ts, which puts the release's id in BUILD_ID, so each release is a new
// worker and the page can offer to reload into it.
const BUILD_ID = '__BUILD_ID__';
const CACHE = `bbt-static-${BUILD_ID}`;

/** What the app needs to start and to say it is offline; the hashed assets join as they load. */
const SHELL = [
  '/offline.html',
  '/manifest.webmanifest',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
];

/**
 * Only public, static files are kept: Vite's hashed assets, the icons and the public images.
 * Never an API answer, an upload or any page: those are a member's own and change.
 */
const STATIC_PATH = /^\/(?:assets|icons|images)\/|^\/(?:offline\.html|manifest\.webmanifest)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(SHELL)));
  // No skipWaiting here: a new release waits until the member chooses Reload (the page asks
  // with the 'skip-waiting' message), so a page never runs on code of two releases.
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith('bbt-static-') && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Pages always come from the network (they carry the member's data and the release's
    // chunks); without one, the offline page says so.
    event.respondWith(
      fetch(request).catch(async () => (await caches.match('/offline.html')) ?? Response.error()),
    );
    return;
  }
  if (!STATIC_PATH.test(url.pathname)) return;
  event.respondWith(
    (async () => {
      const cache = await caches.open(CACHE);
      const kept = await cache.match(request);
      if (kept) return kept;
      const answer = await fetch(request);
      if (answer.ok && answer.type === 'basic') await cache.put(request, answer.clone());
      return answer;
    })(),
  );
});

// A push from the server (decision 0055): { title, body, url, tag }. The tag is the channel's,
// so a channel's next push replaces its last notification instead of stacking.
self.addEventListener('push', (event) => {
  let payload = {};
  try {
    payload = event.data ? event.data.json() : {};
  } catch {
    payload = { title: 'Blue Badge', body: event.data ? event.data.text() : '' };
  }
  event.waitUntil(
    self.registration.showNotification(payload.title || 'Blue Badge', {
      body: payload.body || '',
      tag: payload.tag,
      renotify: Boolean(payload.tag),
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: typeof payload.url === 'string' ? payload.url : '/app/intro' },
    }),
  );
});

// A click opens the app at the message: an open window of the app is focused and taken there,
// or a new one is opened. Only a path of this origin is followed.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/app/intro', self.location.origin);
  const url = target.origin === self.location.origin ? target.href : self.location.origin;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        // Both at once, while the click still lets the worker focus a window; a window this
        // worker does not control can't be navigated, so a new one opens instead.
        const [, navigated] = await Promise.allSettled([open.focus(), open.navigate(url)]);
        if (navigated.status === 'fulfilled') return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
