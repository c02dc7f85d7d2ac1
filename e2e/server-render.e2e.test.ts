import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { channelHeading, messageList } from './support/chat';
import { expectVisible } from './support/expectations';
import { themeToggle } from './support/locators';
import { usePersonas } from './support/personas';

/**
 * The storefront pages arrive rendered by the server (ADR 0013): readable with no script at
 * all, then taken over by the app in the browser without a hydration mismatch.
 */
describe('server-rendered storefront', () => {
  const journey = useJourney();

  it('shows the landing page, the products and a product with scripts turned off', async () => {
    const browser = journey.context.browser()!;
    const context = await browser.newContext({
      baseURL: journey.baseURL,
      javaScriptEnabled: false,
    });
    try {
      const page = await context.newPage();
      const landing = await page.goto('/');
      expect(landing?.headers()['cache-control'], "a visitor's page, revalidated").toBe(
        'private, no-cache',
      );
      await expectVisible(
        page.getByRole('heading', { level: 1, name: /Trade with a plan/ }),
        'the hero',
      );
      await expectVisible(page.getByRole('heading', { name: /Frequently asked/ }), 'the FAQ');

      await page.goto('/products');
      expect(await page.title()).toBe('Products · Blue Badge');
      for (const title of ['Blue Badge Trader', 'Blue Badge Trend Indicator']) {
        await expectVisible(page.getByRole('heading', { name: title }), `the ${title} card`);
      }

      await page.goto('/products/badge');
      await expectVisible(page.getByText('$12.99').first(), 'the tier 2 price');

      const missing = await page.goto('/products/no-such-product');
      expect(missing?.status()).toBe(404);
      await expectVisible(page.getByText('404 - page not found'), 'the not-found page');
    } finally {
      await context.close();
    }
  });

  it('hands each page to the app without a hydration mismatch, and it responds', async () => {
    const { page } = journey;
    const messages: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
    });
    for (const path of ['/', '/products', '/products/badge']) {
      await page.goto(path);
      const before = await page.evaluate(() => document.documentElement.dataset.theme);
      await themeToggle(page).first().click();
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.theme))
        .not.toBe(before);
    }
    expect(messages.filter((m) => /hydrat|did not match|server/i.test(m))).toEqual([]);
  });

  it('holds a button pressed before the scripts arrive, and presses it once they have', async () => {
    const context = await journey.context.browser()!.newContext({ baseURL: journey.baseURL });
    try {
      let release = () => {};
      const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
      await context.route(/\/assets\/.+\.js$/, async (route) => {
        await scriptsHeld;
        await route.continue();
      });
      const page = await context.newPage();
      await page.goto('/products/badge', { waitUntil: 'load' });
      const theme = () => page.evaluate(() => document.documentElement.dataset.theme);
      const before = await theme();
      await themeToggle(page).first().click();
      expect(
        await page.evaluate(() => document.documentElement.dataset.appReady),
        'the app has not taken over yet',
      ).toBeUndefined();
      expect(await theme(), 'nothing happens without the app').toBe(before);

      release();
      // The app boots from some forty held scripts at once: on a loaded 2-core machine that
      // takes longer than expect.poll's default second (it failed there in CI at 6 s).
      await expect
        .poll(() => page.evaluate(() => document.documentElement.dataset.appReady), {
          timeout: 15_000,
          message: 'the app taking over once its scripts arrive',
        })
        .toBe('true');
      // The held press counts once the app is there.
      await expect.poll(theme).not.toBe(before);
    } finally {
      await context.close();
    }
  });
});

/**
 * The workspace is drawn in the browser, but what it shows first (the member, the channel list
 * and the channel's newest page) comes with its page and its code is preloaded beside the
 * entry (decision 0046): opening it is not a chain of round trips.
 */
describe('opening the workspace', () => {
  const journey = useJourney();
  const personas = usePersonas(journey);

  it('shows the channel from the data sent with the page, its code loading with the entry', async () => {
    const { page, id } = await personas.open('free');
    const requested: URL[] = [];
    page.on('request', (request) => requested.push(new URL(request.url())));

    const response = await page.goto('/app/intro');
    const html = (await response?.text()) ?? '';
    expect(html, 'the chat code named in the page').toMatch(
      /<link rel="modulepreload"[^>]+channel-/,
    );
    // The page holds this member's session and messages: no cache may keep it for anyone else.
    expect(html, "the member's own session in the page").toContain(`"id":"${id}"`);
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expectVisible(channelHeading(page, 'intro'), 'the #intro heading');
    await expectVisible(messageList(page, 'intro').getByRole('listitem').first(), 'a message');

    // The socket's first connect asks what changed since the page's data (`changes?since=`,
    // decision 0056): none of these is fetched again.
    const fetchedFirst = requested
      .map((url) => url.pathname)
      .filter((path) =>
        ['/api/me', '/api/channels', '/api/channels/intro/messages'].includes(path),
      );
    const isCatchUp = (url: URL) =>
      url.pathname === '/api/channels/intro/changes' && url.searchParams.has('since');
    await expect
      .poll(() => requested.some(isCatchUp), {
        message: 'the catch-up after the socket connected',
      })
      .toBe(true);
    expect(fetchedFirst, 'what the page brought is not fetched again').toEqual([]);
  });
});
