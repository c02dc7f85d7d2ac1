import { channelLabel, mentionKey } from '@bbt/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { gotoWaitsForApp, useJourney } from './support/browser';
import {
  channelHeading,
  composerInput,
  messageAction,
  messageById,
  openChannel,
  sendMessage,
} from './support/chat';
import { expectHidden, expectVisible } from './support/expectations';
import { signInAs, usePersonas, type PersonaTab } from './support/personas';

// Decision 0035: browser notifications, per-channel levels, the tab title and favicon badge,
// and the keyboard shortcuts, with two members in two browser contexts.

function unique(text: string): string {
  return `${text} [${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}]`;
}

interface Recorded {
  title: string;
  body: string | undefined;
}

declare global {
  interface Window {
    __notifications: { title: string; body: string | undefined; instance?: Notification }[];
    __setHidden: (hidden: boolean) => void;
  }
}

/**
 * Observes the browser's Notification API (every construction is recorded, then made as
 * usual) and lets the journey say whether the page is hidden, as it would be behind another
 * tab: headless Chromium has no other window to put in front of it.
 */
async function watchNotifications(tab: PersonaTab): Promise<void> {
  await tab.context.grantPermissions(['notifications']);
  await tab.context.addInitScript(() => {
    const Real = window.Notification;
    window.__notifications = [];
    class Watched extends Real {
      constructor(title: string, options?: NotificationOptions) {
        const entry: Window['__notifications'][number] = { title, body: options?.body };
        window.__notifications.push(entry);
        super(title, options);
        entry.instance = this;
      }
    }
    window.Notification = Watched;
    let hidden = false;
    Object.defineProperty(Document.prototype, 'visibilityState', {
      configurable: true,
      get: () => (hidden ? 'hidden' : 'visible'),
    });
    Object.defineProperty(Document.prototype, 'hidden', { configurable: true, get: () => hidden });
    window.__setHidden = (value: boolean) => {
      hidden = value;
      document.dispatchEvent(new Event('visibilitychange'));
    };
  });
}

const notificationsOf = (page: Page): Promise<Recorded[]> =>
  page.evaluate(() => window.__notifications.map(({ title, body }) => ({ title, body })));

/** The unread mentions the tab's title counts ('(3) #general · Blue Badge'), 0 without. */
async function titleCount(page: Page): Promise<number> {
  const match = /^\((\d+)\) /.exec(await page.title());
  return match ? Number(match[1]) : 0;
}

async function waitFor<T>(what: string, read: () => Promise<T>, ok: (v: T) => boolean) {
  const deadline = Date.now() + 10_000;
  let value = await read();
  while (!ok(value)) {
    if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    value = await read();
  }
  return value;
}

async function setLevel(page: Page, slug: string, level: 'all' | 'mentions' | 'muted') {
  const response = await page.request.put(`/api/channels/${slug}/notifications`, {
    data: { level },
  });
  expect(response.status(), await response.text()).toBe(200);
}

describe('notifications', () => {
  const journey = useJourney();
  const personas = usePersonas(journey);

  it('asks for permission only from the button, never on load', async () => {
    const member = await personas.open('analyst');
    await member.page.addInitScript(() => {
      (window as unknown as { __asked: number }).__asked = 0;
      const request = Notification.requestPermission.bind(Notification);
      Notification.requestPermission = () => {
        (window as unknown as { __asked: number }).__asked += 1;
        return request();
      };
    });
    await openChannel(member.page, 'general');
    const banner = member.page.getByRole('region', { name: 'Enable notifications' });
    await expectVisible(banner, 'the offer to enable notifications');
    expect(
      await member.page.evaluate(() => (window as unknown as { __asked: number }).__asked),
    ).toBe(0);
    await banner.getByRole('button', { name: 'Enable notifications' }).click();
    await waitFor(
      'the permission request after the click',
      () => member.page.evaluate(() => (window as unknown as { __asked: number }).__asked),
      (n) => n === 1,
    );
  });

  it('keeps the offer to one compact row on a 360 px touch screen, its buttons finger-sized', async () => {
    const browser = journey.context.browser();
    if (!browser) throw new Error('No browser');
    const context = await browser.newContext({
      baseURL: journey.baseURL,
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    try {
      await context.addInitScript(() => {
        for (const key of ['noFirstVisit', 'firstChatVisit'])
          window.localStorage.setItem(key, 'true');
      });
      await signInAs(context, 'analyst');
      const page = await context.newPage();
      gotoWaitsForApp(page);
      await openChannel(page, 'general');
      const banner = page.getByRole('region', { name: 'Enable notifications' });
      await expectVisible(banner, 'the offer to enable notifications');
      await page.screenshot({ path: '/tmp/notification-prompt-360.png' });
      const height = (await banner.boundingBox())?.height ?? 0;
      expect(height, 'the offer is one compact row').toBeLessThanOrEqual(56);
      for (const button of await banner.getByRole('button').all()) {
        const box = await button.boundingBox();
        const name = (await button.getAttribute('aria-label')) ?? 'a button';
        expect(box?.width, name).toBeGreaterThanOrEqual(44);
        expect(box?.height, name).toBeGreaterThanOrEqual(44);
      }
    } finally {
      await context.close();
    }
  });

  it('a mention raises a notification while the tab is hidden; the title and favicon count it', async () => {
    const reader = await personas.open('premium');
    await watchNotifications(reader);
    const founder = await personas.open('founder');
    await setLevel(reader.page, 'general', 'mentions');
    await Promise.all([openChannel(reader.page, 'faq'), openChannel(founder.page, 'general')]);
    const before = await titleCount(reader.page);
    await reader.page.evaluate(() => window.__setHidden(true));

    const text = unique(`@${mentionKey(reader.name)} EURUSD broke 1.09, look`);
    await sendMessage(founder.page, 'general', text);

    const [notification] = await waitFor(
      'a notification on the hidden page',
      () => notificationsOf(reader.page),
      (list) => list.length > 0,
    );
    expect(notification).toEqual({
      title: `${founder.name} mentioned you in #${channelLabel('general')}`,
      body: text,
    });
    const count = await waitFor(
      'the mention counted in the title',
      () => titleCount(reader.page),
      (n) => n === before + 1,
    );
    expect(await reader.page.title()).toBe(`(${count}) #${channelLabel('faq')} · Blue Badge`);
    // The icon is drawn once its image has loaded, after the title changed: waited for.
    const badge = count > 9 ? '9+' : String(count);
    await waitFor(
      'the mention counted on the icon',
      () => reader.page.locator('link[rel="icon"]').getAttribute('data-badge'),
      (shown) => shown === badge,
    );

    // Seen: the title and the icon are plain again.
    await reader.page.evaluate(() => window.__setHidden(false));
    await openChannel(reader.page, 'general');
    await waitFor(
      'the title after reading',
      () => titleCount(reader.page),
      (n) => n === before,
    );
    if (before === 0) {
      await expectHidden(reader.page.locator('link[rel="icon"][data-badge]'), 'the favicon badge');
    }
  });

  it('a muted channel stays silent, a reply notifies, and a click opens the message', async () => {
    const reader = await personas.open('premium');
    await watchNotifications(reader);
    const founder = await personas.open('founder');
    await openChannel(reader.page, 'premium');
    const mine = await sendMessage(reader.page, 'premium', unique('Anyone long gold here?'));

    // Muted from the channel header's bell.
    await openChannel(reader.page, 'general');
    await reader.page.getByRole('button', { name: /^Notification settings for #/ }).click();
    await reader.page.getByRole('menuitemradio', { name: /^Nothing/ }).click();
    await expectVisible(
      reader.page.getByRole('button', { name: /: Nothing$/ }),
      'the bell showing the muted level',
    );
    const sidebarLink = reader.page
      .getByRole('navigation', { name: 'Channels' })
      .getByRole('link', { name: new RegExp(`^${channelLabel('general')}.*muted`) });
    await expectVisible(sidebarLink, 'the muted channel in the sidebar');
    await openChannel(reader.page, 'faq');
    await reader.page.evaluate(() => window.__setHidden(true));

    await openChannel(founder.page, 'general');
    await sendMessage(founder.page, 'general', unique(`@${mentionKey(reader.name)} muted ping`));
    await openChannel(founder.page, 'premium');
    await messageAction(messageById(founder.page, mine), 'Reply');
    const reply = unique('Yes, since 2310');
    const replyId = await sendMessage(founder.page, 'premium', reply);

    const list = await waitFor(
      'the reply notification',
      () => notificationsOf(reader.page),
      (l) => l.some((n) => n.body === reply),
    );
    // The mention in the muted channel came first and raised nothing.
    expect(list).toEqual([
      { title: `${founder.name} replied to you in #${channelLabel('premium')}`, body: reply },
    ]);

    // The member clicks it: the tab comes forward on the message.
    await reader.page.evaluate(() => window.__setHidden(false));
    await reader.page.evaluate(() =>
      window.__notifications.at(-1)?.instance?.dispatchEvent(new Event('click')),
    );
    await expectVisible(channelHeading(reader.page, 'premium'), 'the channel of the notification');
    await expectVisible(messageById(reader.page, replyId), 'the message of the notification');
    await waitFor(
      'focus on the message',
      () => reader.page.evaluate(() => document.activeElement?.id ?? ''),
      (id) => id === `message-${replyId}`,
    );
    await setLevel(reader.page, 'general', 'mentions');
  });
});

describe('keyboard', () => {
  const journey = useJourney();
  const personas = usePersonas(journey);

  it('Ctrl+K switches channel, Alt+Down and Alt+Up move, Up edits the last message', async () => {
    const member = await personas.open('premium');
    const { page } = member;
    await openChannel(page, 'general');
    const composer = composerInput(page, 'general');
    await composer.focus();

    // The switcher: type, Enter; Escape closes it and gives focus back.
    await page.keyboard.press('Control+k');
    const switcher = page.getByRole('dialog', { name: 'Switch channel' });
    await expectVisible(switcher, 'the channel switcher');
    await page.keyboard.press('Escape');
    await expectHidden(switcher, 'the switcher after Escape');
    await waitFor(
      'focus back in the composer',
      () => composer.evaluate((el) => el === document.activeElement),
      Boolean,
    );

    await page.keyboard.press('Control+k');
    await page.keyboard.type('beginn');
    await page.keyboard.press('Enter');
    await expectVisible(channelHeading(page, 'begginer'), "the beginner's chat");
    expect(new URL(page.url()).pathname).toBe('/app/begginer');
    const beginner = composerInput(page, 'begginer');
    await waitFor(
      'the cursor in the new composer',
      () => beginner.evaluate((el) => el === document.activeElement),
      Boolean,
    );

    // Alt+Down and Alt+Up follow the sidebar's order.
    const order = await page
      .getByRole('navigation', { name: 'Channels' })
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    const at = order.indexOf('/app/begginer');
    expect(at).toBeGreaterThanOrEqual(0);
    await page.keyboard.press('Alt+ArrowDown');
    await waitFor(
      'Alt+Down',
      async () => new URL(page.url()).pathname,
      (p) => p === order[at + 1],
    );
    await page.keyboard.press('Alt+ArrowUp');
    await waitFor(
      'Alt+Up',
      async () => new URL(page.url()).pathname,
      (p) => p === '/app/begginer',
    );

    // Up in the empty composer edits the member's last message.
    const text = unique('first take on BTC');
    const id = await sendMessage(page, 'begginer', text);
    await beginner.focus();
    await page.keyboard.press('ArrowUp');
    const editor = messageById(page, id).getByRole('textbox', { name: 'Edit message' });
    await expectVisible(editor, 'the editor on the last message');
    expect(await editor.inputValue()).toBe(text);
    await editor.fill(`${text} (revised)`);
    await editor.press('Enter');
    await expectVisible(
      messageById(page, id).getByText(`${text} (revised)`, { exact: true }),
      'the edited message',
    );

    // Ctrl+/ lists the shortcuts.
    await page.keyboard.press('Control+/');
    await expectVisible(page.getByRole('dialog', { name: 'Keyboard shortcuts' }), 'the shortcuts');
  });

  it('Escape marks the channel read and ends the New divider', async () => {
    const reader = await personas.open('premium');
    const founder = await personas.open('founder');
    await Promise.all([openChannel(reader.page, 'faq'), openChannel(founder.page, 'general')]);
    await sendMessage(founder.page, 'general', unique('Session recap: DXY down, gold up'));
    await openChannel(reader.page, 'general');
    const divider = reader.page.getByText('New messages', { exact: true });
    await expectVisible(divider, "the 'New' divider");
    await composerInput(reader.page, 'general').focus();
    await reader.page.keyboard.press('Escape');
    await expectHidden(divider, "the 'New' divider after Escape");
  });
});
