import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { CHROMIUM_FLAGS } from '../../apps/server/src/test/chromium-flags';
import { ARTIFACTS_DIR, CHROMIUM_PATH } from './paths';
import { startServer, type RunningServer } from './server';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
}

export interface JourneyOptions {
  /**
   * Mark the first visit as done (local storage `noFirstVisit`), so the mailing-list popup
   * of spec screen 2 doesn't cover the page. On by default.
   */
  skipFirstVisitPopup?: boolean;
  /**
   * Run this file against a server of its own, on a fresh database, instead of the one the
   * whole run shares: for journeys that leave lasting marks on the personas (a ban).
   */
  ownServer?: boolean;
  /**
   * Runs the file against a server of its own started with this environment (read before it
   * starts: a fake service's address), e.g. PayPal's credentials and API base.
   */
  serverEnv?: () => Promise<NodeJS.ProcessEnv>;
}

export interface Journey {
  readonly baseURL: string;
  /** A fresh context (no cookies, empty storage) and page for every test. */
  readonly context: BrowserContext;
  readonly page: Page;
  /** Uncaught exceptions thrown in the page during this test. */
  readonly pageErrors: readonly string[];
}

function fileSafe(text: string): string {
  return text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

/**
 * Makes `page.goto` resolve once the app has taken the page over (<html data-app-ready>), not
 * only once it has loaded: storefront pages arrive rendered by the server and are visible, and
 * clickable, before their scripts have run.
 */
export function gotoWaitsForApp(page: Page): void {
  const goto = page.goto.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    return response;
  };
}

/**
 * The shared server of the worker running this file: files that run at once (one per worker,
 * VITEST_POOL_ID 1 to maxWorkers, never two files at once with the same id) never share one.
 */
function sharedServerURL(): string {
  const baseURLs = inject('baseURLs');
  const baseURL = baseURLs[Number(process.env.VITEST_POOL_ID) - 1];
  if (!baseURL) {
    throw new Error(
      `No shared server for worker ${process.env.VITEST_POOL_ID} (${baseURLs.length} started)`,
    );
  }
  return baseURL;
}

/**
 * Registers the hooks of one journey file: one Chromium for the file, a fresh context and page
 * for each test, and a screenshot in e2e/artifacts/ when a test fails.
 */
export function useJourney(options: JourneyOptions = {}): Journey {
  let baseURL = sharedServerURL();
  let ownServer: RunningServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  let page: Page | undefined;
  let pageErrors: string[] = [];
  let consoleErrors: string[] = [];

  beforeAll(async () => {
    if (options.ownServer || options.serverEnv) {
      ownServer = await startServer(await options.serverEnv?.());
      baseURL = ownServer.baseURL;
    }
    browser = await launchChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await ownServer?.stop();
  });

  beforeEach(async () => {
    if (!browser) throw new Error('Chromium did not start');
    context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    context.setDefaultTimeout(15_000);
    context.setDefaultNavigationTimeout(30_000);
    if (options.skipFirstVisitPopup ?? true) {
      await context.addInitScript(() => {
        try {
          if (window.localStorage.getItem('noFirstVisit') === null) {
            window.localStorage.setItem('noFirstVisit', 'true');
          }
        } catch {
          // Storage unavailable: the popup may show; the journey will say so.
        }
      });
    }
    pageErrors = [];
    consoleErrors = [];
    page = await context.newPage();
    gotoWaitsForApp(page);
    page.on('pageerror', (error) => pageErrors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
  });

  afterEach(async ({ task }) => {
    try {
      if (task.result?.state === 'fail' && page && !page.isClosed()) {
        await mkdir(ARTIFACTS_DIR, { recursive: true });
        const file = path.basename(task.file?.name ?? 'journey').replace(/\.e2e\.test\.ts$/, '');
        const shot = path.join(ARTIFACTS_DIR, `${fileSafe(file)}--${fileSafe(task.name)}.png`);
        await page.screenshot({ path: shot, fullPage: true }).then(
          () => console.error(`Screenshot of the failed journey: ${shot} (at ${page?.url()})`),
          (error: unknown) => console.error('Could not take a screenshot:', error),
        );
        if (pageErrors.length > 0) console.error('Page errors:\n  ' + pageErrors.join('\n  '));
        if (consoleErrors.length > 0) {
          console.error('Console errors:\n  ' + consoleErrors.join('\n  '));
        }
      }
    } finally {
      await context?.close();
      context = undefined;
      page = undefined;
    }
  });

  return {
    get baseURL() {
      return baseURL;
    },
    get context() {
      if (!context) throw new Error('No browser context outside a test');
      return context;
    },
    get page() {
      if (!page) throw new Error('No page outside a test');
      return page;
    },
    get pageErrors() {
      return pageErrors;
    },
  };
}
