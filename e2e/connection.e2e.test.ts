import { mkdir } from 'node:fs/promises';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { gotoWaitsForApp, launchChromium } from './support/browser';
import {
  composerInput,
  messageById,
  messageWithText,
  openChannel,
  sendMessage,
  stored,
} from './support/chat';
import { expectVisible } from './support/expectations';
import type { PersonaKey } from './support/personas';
import { startRestartableServer, type RestartableServer } from './support/server';

// Decision 0030: the connection banner, the outbox across a server restart, and the app opened
// on another address of the same machine than the public URL names.
const SLUG = 'general';
/** A restart on this machine (PGlite opening its files) plus Socket.IO's reconnection delay. */
const BACK_WITHIN_MS = 45_000;
const SCREENSHOTS = '/tmp/e2e-connection';

function unique(text: string): string {
  return `${text} [${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}]`;
}

describe('the chat connection', () => {
  let server: RestartableServer;
  let browser: Browser;
  let contexts: BrowserContext[] = [];

  beforeAll(async () => {
    // As `npm start` runs it: better-auth checks origins outside a test runner only.
    await mkdir(SCREENSHOTS, { recursive: true });
    server = await startRestartableServer({ NODE_ENV: 'development' });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  afterEach(async () => {
    await Promise.allSettled(contexts.map((context) => context.close()));
    contexts = [];
    // A journey that failed while the server was down leaves it down for the next one.
    await server.resume();
  });

  /** A persona signed in, in a context of its own whose pages are at `baseURL`. */
  async function member(as: PersonaKey, baseURL = server.baseURL): Promise<Page> {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    contexts.push(context);
    context.setDefaultTimeout(15_000);
    await context.addInitScript(() => {
      for (const key of ['noFirstVisit', 'firstChatVisit'])
        window.localStorage.setItem(key, 'true');
    });
    const response = await context.request.post('/api/dev/sign-in', { data: { as } });
    expect(response.status(), `dev sign-in as ${as}`).toBe(200);
    const page = await context.newPage();
    gotoWaitsForApp(page);
    return page;
  }

  const banner = (page: Page, text: string | RegExp) =>
    page.getByRole('status').filter({ hasText: text });

  // It stops its server and starts it again: 40 s on a CI machine with a core at half speed.
  it('says the server is unreachable, keeps a message sent meanwhile, and delivers it once when the server is back', async () => {
    const founder = await member('founder');
    const premium = await member('premium');
    await Promise.all([openChannel(founder, SLUG), openChannel(premium, SLUG)]);

    await server.halt();
    await expectVisible(banner(founder, 'Reconnecting…'), 'the Reconnecting… banner');
    const text = unique('Written while the server was down');
    await composerInput(founder, SLUG).fill(text);
    await composerInput(founder, SLUG).press('Enter');
    const echo = messageWithText(founder, SLUG, text);
    await expectVisible(
      echo.filter({ hasText: 'Waiting for the connection' }),
      'the message waiting for the connection',
    );
    await expectVisible(
      banner(founder, /Can’t reach the server/),
      'the alert-styled banner after a while down',
      20_000,
    );
    await founder.screenshot({ path: `${SCREENSHOTS}/server-down.png` });

    await server.resume();
    await expectVisible(banner(founder, 'Back online'), 'Back online', BACK_WITHIN_MS);
    await expectVisible(stored(founder, echo), 'the message stored', BACK_WITHIN_MS);
    await expectVisible(
      messageWithText(premium, SLUG, text),
      "the message on the other member's page",
      BACK_WITHIN_MS,
    );
    // A second copy, had the server stored one, would come with the catch-up or a broadcast.
    await premium.waitForTimeout(2_000);
    expect(await messageWithText(premium, SLUG, text).count(), 'copies for the other member').toBe(
      1,
    );
    expect(await messageWithText(founder, SLUG, text).count(), "copies on the sender's page").toBe(
      1,
    );
    await founder.waitForFunction(
      () => !document.body.textContent?.includes('Back online'),
      undefined,
      { timeout: 10_000 },
    );

    const history = await premium.request.get(`/api/channels/${SLUG}/messages`);
    const { messages } = (await history.json()) as { messages: { text: string }[] };
    expect(
      messages.filter((m) => m.text === text),
      'stored copies in the history',
    ).toHaveLength(1);
  }, 120_000);

  it('sends and receives when opened on 127.0.0.1 while the public URL names localhost', async () => {
    const loopback = `http://127.0.0.1:${server.port}`;
    expect(server.baseURL).toContain('localhost');
    const founder = await member('founder', loopback);
    const premium = await member('premium');
    await Promise.all([openChannel(founder, SLUG), openChannel(premium, SLUG)]);
    expect(new URL(founder.url()).origin).toBe(loopback);

    const id = await sendMessage(founder, SLUG, unique('Hello from 127.0.0.1'));
    await expectVisible(messageById(premium, id), "the 127.0.0.1 member's message on localhost");
    const answer = await sendMessage(premium, SLUG, unique('Hello back from localhost'));
    await expectVisible(messageById(founder, answer), 'the answer on the 127.0.0.1 page');
    expect(
      await founder.getByText('Not sent').count(),
      'no failed sends on the 127.0.0.1 page',
    ).toBe(0);

    // better-auth's own origin check (live outside a test runner) trusts the page's origin too.
    const signOut = await founder.evaluate(async () => {
      const response = await fetch('/api/auth/sign-out', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      });
      return response.status;
    });
    expect(signOut, 'sign-out from the 127.0.0.1 page').toBe(200);
  });
});
