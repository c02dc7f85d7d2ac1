import { describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';

/** Where the header's menu button hides and the inline navigation shows (site-header.module.css). */
const MENU_BREAKPOINT = 720;
const WIDTHS = [360, 768, 1024, 1440];
const PAGES = ['/', '/products', '/products/badge', '/cart'];

describe('storefront layout on directly loaded pages', () => {
  const journey = useJourney();

  it('shows one header, the same on every page and at every width, with nothing cut off', async () => {
    const { page } = journey;
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const path of PAGES) {
        // A fresh load each time: server-rendered pages inline their styles, and the app adds
        // the rest after; the header must look the same either way.
        await page.goto(path);
        const where = `${path} at ${width} px`;
        const narrow = width < MENU_BREAKPOINT;
        // The account button is a placeholder until the session answers, and a page drawn in
        // the browser adds the header's sheets as its chunks arrive: wait until the site
        // header's Sign Up link is in place (hidden with CSS when narrow). If it never is, the
        // measurement below says what is wrong.
        await page
          .waitForFunction(
            (hidden) => {
              const link = document.querySelector<HTMLElement>('header a[href^="/signin"]');
              return link !== null && (link.offsetParent === null) === hidden;
            },
            narrow,
            { timeout: 10_000 },
          )
          .catch(() => undefined);
        const layout = await page.evaluate(() => {
          const header = document.querySelector('header');
          const box = (selector: string) => {
            const element = header?.querySelector<HTMLElement>(selector);
            if (!element || element.offsetParent === null) return null;
            const { left, right, top, bottom } = element.getBoundingClientRect();
            return { left, right, top, bottom };
          };
          return {
            pageWidth: document.documentElement.scrollWidth,
            viewport: window.innerWidth,
            brand: box('a[href="/"]'),
            menu: box('button[aria-controls="mobile-menu"]'),
            theme: box('button[aria-label*="theme" i]'),
            signUp: box('a[href^="/signin"]'),
          };
        });
        expect(layout.pageWidth, `${where}: no sideways scrolling`).toBeLessThanOrEqual(
          layout.viewport,
        );
        expect(layout.menu !== null, `${where}: the menu button shows only when narrow`).toBe(
          narrow,
        );
        expect(layout.signUp !== null, `${where}: Sign Up sits in the header only when wide`).toBe(
          !narrow,
        );
        expect(layout.brand, `${where}: the wordmark`).not.toBeNull();
        expect(layout.theme, `${where}: the theme button`).not.toBeNull();
        if (layout.brand && layout.theme) {
          expect(
            layout.theme.left,
            `${where}: the theme button clears the wordmark`,
          ).toBeGreaterThan(layout.brand.right);
        }
        if (layout.menu) {
          expect(layout.menu.right, `${where}: the menu button is whole`).toBeLessThanOrEqual(
            layout.viewport,
          );
        }
      }
    }
  });

  it('opens a newly typed address at the top, and restores the place on back and forward', async () => {
    const { page } = journey;
    await page.setViewportSize({ width: 1024, height: 700 });
    await page.goto('/');
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY >= 1000);

    // Typed into the address bar: a new load, which opens at the top.
    await page.goto('/products');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.goto('/');
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // Within the app: leave by a link, come back with the browser's back button.
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY >= 1000);
    const before = await page.evaluate(() => window.scrollY);
    await page.getByRole('link', { name: 'Products', exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === '/products');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before);

    // Forward again: the products page where it was left, scrolled down this time.
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/products');
    // Scrolled once the page is drawn: the app places the window for the entry as it draws it
    // (at its remembered top), which would undo a scroll made while the page's code loads.
    await page.getByRole('heading', { level: 1, name: 'Products' }).waitFor();
    await page.waitForFunction(
      () => document.documentElement.scrollHeight - window.innerHeight >= 400,
    );
    // Back straight after the scroll, in the same task: the scroll's event, which comes with the
    // next frame, has not been sent when the page is left.
    const productsPlace = await page.evaluate(() => {
      window.scrollTo(0, 400);
      const place = window.scrollY;
      window.history.back();
      return place;
    });
    expect(productsPlace).toBeGreaterThanOrEqual(300);
    await page.waitForURL((url) => url.pathname === '/');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, before);
    await page.goForward();
    await page.waitForURL((url) => url.pathname === '/products');
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) < 5, productsPlace);
  });

  it("gives the first-visit popup's close button a whole touch target at 360 px", async () => {
    const browser = journey.context.browser()!;
    // A context of its own: the journey's contexts skip the popup.
    const context = await browser.newContext({
      baseURL: journey.baseURL,
      viewport: { width: 360, height: 740 },
    });
    try {
      const page = await context.newPage();
      await page.goto('/');
      const dialog = page.getByRole('dialog');
      const close = dialog.getByRole('button', { name: 'Close' });
      await close.waitFor({ state: 'visible', timeout: 15_000 });
      // The dialog enters scaled to 0.98: measure once its entrance has ended.
      await dialog.evaluate((element) =>
        Promise.all(
          element.getAnimations({ subtree: true }).map((animation) => animation.finished),
        ),
      );
      const box = await close.boundingBox();
      // 44 CSS px, measured to a fraction of a pixel.
      expect(box?.width).toBeGreaterThan(43.5);
      expect(box?.height).toBeGreaterThan(43.5);
      await close.click();
      await dialog.waitFor({ state: 'hidden' });
    } finally {
      await context.close();
    }
  });
});
