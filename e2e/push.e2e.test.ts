import type { CDPSession, Worker } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { messageById, openChannel, sendMessage } from './support/chat';
import { expectPath, expectVisible } from './support/expectations';
import { usePersonas } from './support/personas';

// Decision 0062: the installable app's service worker, a push delivered to it through the
// DevTools protocol (as a push service would deliver it), its notification, and the click
// that opens the app at the message; then the app opened offline.

interface ShownNotification {
  title: string;
  body: string;
  tag: string;
  url: string | undefined;
}

/** The id Chromium gives the origin's service worker registration, from the DevTools protocol. */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const ours = registrations.find((r) => !r.isDeleted && new URL(r.scopeURL).origin === origin);
      if (ours) resolve(ours.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return found;
}

/** The notifications the worker shows now, as registration.getNotifications() gives them. */
function shownNotifications(worker: Worker): Promise<ShownNotification[]> {
  return worker.evaluate(async () => {
    const scope = self as unknown as { registration: ServiceWorkerRegistration };
    return (await scope.registration.getNotifications()).map((n) => ({
      title: n.title,
      body: n.body,
      tag: n.tag,
      url: (n.data as { url?: string } | null)?.url,
    }));
  });
}

describe('push notifications through the service worker', () => {
  const journey = useJourney();
  const personas = usePersonas(journey);

  it('shows a delivered push and opens the app at the message on click, and opens offline', async () => {
    const premium = await personas.open('premium');
    await premium.context.grantPermissions(['notifications']);
    const { page, context } = premium;
    const origin = new URL(journey.baseURL).origin;

    await openChannel(page, 'general');
    const id = await sendMessage(page, 'general', `A message to come back to ${Date.now()}`);

    // The members' area installs the worker, which takes control of the page.
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return link ? ((await (await fetch(link.href)).json()) as { display: string }) : null;
    });
    expect(manifest?.display).toBe('standalone');
    // What Lighthouse's installability audit read (Lighthouse 12 dropped it): Chromium's own.
    const inspector = await context.newCDPSession(page);
    const { installabilityErrors } = await inspector.send('Page.getInstallabilityErrors');
    // A test browser's contexts are incognito windows, where nothing installs: the app's own
    // checks (manifest, icons, start URL, service worker) are the rest.
    const ofTheApp = installabilityErrors.filter((e) => e.errorId !== 'in-incognito');
    expect(ofTheApp, "Chromium's installability checks").toEqual([]);
    await inspector.detach();
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));

    await openChannel(page, 'intro');
    const cdp = await context.newCDPSession(page);
    const payload = {
      title: 'Sam Premium mentioned you in #general',
      body: 'A message to come back to',
      url: `/app/general?message=${id}`,
      tag: 'general-topic',
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId: await registrationId(cdp, origin),
      data: JSON.stringify(payload),
    });

    await expect
      .poll(() => shownNotifications(worker), { timeout: 10_000 })
      .toEqual([{ title: payload.title, body: payload.body, tag: payload.tag, url: payload.url }]);

    // Chromium offers no way to click a notification from the DevTools protocol: the worker
    // gets the event a click would give it, with the notification it showed.
    await worker.evaluate(async () => {
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      if (!notification) throw new Error('No notification to click');
      self.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification }));
    });
    await expectPath(page, '/app/general');
    expect(new URL(page.url()).searchParams.get('message')).toBe(String(id));
    await expectVisible(messageById(page, id), 'the message the notification was about');
    await expect.poll(() => shownNotifications(worker)).toEqual([]);

    // Offline, the app opens to a page that says so, from the worker's cache.
    await context.setOffline(true);
    const offline = await context.newPage();
    await offline.goto(`${journey.baseURL}/app/general`);
    await expectVisible(
      offline.getByRole('heading', { name: "You're offline" }),
      'the offline page',
    );
    await context.setOffline(false);
  });

  it('saves notification settings: a kind off and quiet hours in a time zone', async () => {
    const { page } = await personas.open('premium');
    await page.goto('/app/settings/notifications');
    const signals = page.getByRole('checkbox', { name: 'New signals' });
    await expectVisible(signals, 'the signals checkbox');
    await signals.uncheck();
    await page.getByRole('checkbox', { name: 'No pushes during quiet hours' }).check();
    await page.getByLabel('From').fill('23:00');
    await page.getByLabel('to', { exact: true }).fill('06:30');
    await page.getByRole('combobox', { name: 'Time zone' }).selectOption('Asia/Tokyo');
    await page.getByRole('button', { name: 'Save' }).click();
    await expectVisible(page.getByText('Notification settings saved'), 'the saved toast');

    await page.reload();
    await expectVisible(page.getByRole('checkbox', { name: 'New signals' }), 'the settings again');
    expect(await page.getByRole('checkbox', { name: 'New signals' }).isChecked()).toBe(false);
    expect(await page.getByLabel('From').inputValue()).toBe('23:00');
    expect(await page.getByRole('combobox', { name: 'Time zone' }).inputValue()).toBe('Asia/Tokyo');
  });
});
