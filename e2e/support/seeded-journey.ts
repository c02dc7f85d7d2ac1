import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { gotoWaitsForApp, launchChromium } from './browser';
import { signInAs } from './personas';
import { startRestartableServer, type RestartableServer } from './server';

export interface SeededJourney {
  /** The founder's page, the chat popups already seen; set once the server is up. */
  page: Page;
}

/**
 * A journey on a server of its own, whose embedded database `seed` fills while the server is
 * stopped (one process per embedded database), then the founder in Chromium at `viewport`.
 * `seed` names what it did, for the log.
 */
export function useSeededJourney(
  seed: (dataDir: string) => Promise<string>,
  viewport: { width: number; height: number },
): SeededJourney {
  const journey = {} as SeededJourney;
  let server: RestartableServer | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;

  beforeAll(async () => {
    server = await startRestartableServer({}, { halted: true });
    const started = performance.now();
    const seeded = await seed(server.dataDir);
    console.info(`${seeded} in ${Math.round(performance.now() - started)} ms`);
    await server.resume();
    browser = await launchChromium();
    context = await browser.newContext({ baseURL: server.baseURL, viewport });
    context.setDefaultTimeout(15_000);
    await context.addInitScript(() => {
      for (const key of ['noFirstVisit', 'firstChatVisit']) {
        window.localStorage.setItem(key, 'true');
      }
    });
    await signInAs(context, 'founder');
    journey.page = await context.newPage();
    gotoWaitsForApp(journey.page);
  }, 180_000);
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });
  return journey;
}
