import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { DevPersonaKey } from '@bbt/domain';
import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { afterEach } from 'vitest';
import { gotoWaitsForApp, type Journey } from './browser';
import { ARTIFACTS_DIR } from './paths';

/** The seeded dev personas (`POST /api/dev/sign-in {"as": ...}`, outside production only). */
export type PersonaKey = DevPersonaKey;

export interface PersonaSession {
  as: PersonaKey;
  id: string;
  /** The display name other members see on this persona's messages. */
  name: string;
  /** The session cookie(s) the dev sign-in set. */
  cookies: Cookie[];
}

/** One persona in its own browser context (own cookies, own storage, own chat socket). */
export interface PersonaTab extends PersonaSession {
  context: BrowserContext;
  page: Page;
  pageErrors: string[];
}

// The dev sign-in allows 20 sign-ins a minute per client (AUTH_RATE_LIMIT_PER_MINUTE), and
// every journey file shares one server: sign each persona in once per file and hand its
// session cookie to the later contexts. (Vitest isolates modules per file, so this cache is
// per file.)
const sessions = new Map<PersonaKey, PersonaSession>();

/**
 * Signs the context in as the persona: the first time in a file through `context.request`
 * (which stores the session cookie in the context), later by copying that cookie in.
 */
export async function signInAs(context: BrowserContext, as: PersonaKey): Promise<PersonaSession> {
  const cached = sessions.get(as);
  if (cached) {
    await context.addCookies(cached.cookies);
    return cached;
  }
  const response = await context.request.post('/api/dev/sign-in', { data: { as } });
  if (response.status() !== 200) {
    throw new Error(
      `POST /api/dev/sign-in as ${as} answered ${response.status()}: ${await response.text()}`,
    );
  }
  const { user } = (await response.json()) as { user: { id: string; name: string } };
  const cookies = await context.cookies();
  if (cookies.length === 0) throw new Error(`The dev sign-in as ${as} set no cookie`);
  const session: PersonaSession = { as, id: user.id, name: user.name, cookies };
  sessions.set(as, session);
  return session;
}

/** `name=value; ...` for a Cookie header (a Node socket.io-client, for instance). */
export function cookieHeader(cookies: readonly Cookie[]): string {
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/**
 * Local storage a chat journey starts with: the storefront's first-visit popup (noFirstVisit)
 * and the chat's 'Choose your interests' popup (firstChatVisit) marked as already seen.
 */
async function skipPopups(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    try {
      for (const key of ['noFirstVisit', 'firstChatVisit']) {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'true');
      }
    } catch {
      // Storage unavailable: the popups may show; the journey will say so.
    }
  });
}

function fileSafe(text: string): string {
  return text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100);
}

export interface Personas {
  /**
   * Opens a persona, signed in, with the chat popups suppressed. The first persona of a test
   * uses the journey's own context and page; every other one gets a fresh context in the same
   * Chromium, closed after the test.
   */
  open(as: PersonaKey): Promise<PersonaTab>;
}

/** Several signed-in personas per test, on top of `useJourney()`. */
export function usePersonas(journey: Journey): Personas {
  let tabs: PersonaTab[] = [];
  let extraContexts: BrowserContext[] = [];

  afterEach(async ({ task }) => {
    try {
      if (task.result?.state === 'fail') {
        await mkdir(ARTIFACTS_DIR, { recursive: true });
        const file = path.basename(task.file?.name ?? 'journey').replace(/\.e2e\.test\.ts$/, '');
        for (const tab of tabs) {
          if (tab.page === journey.page || tab.page.isClosed()) continue;
          const shot = path.join(
            ARTIFACTS_DIR,
            `${fileSafe(file)}--${fileSafe(task.name)}--${tab.as}.png`,
          );
          await tab.page.screenshot({ path: shot, fullPage: true }).then(
            () => console.error(`Screenshot of ${tab.as}'s page: ${shot} (at ${tab.page.url()})`),
            (error: unknown) => console.error(`Could not take ${tab.as}'s screenshot:`, error),
          );
          if (tab.pageErrors.length > 0) {
            console.error(`Page errors (${tab.as}):\n  ${tab.pageErrors.join('\n  ')}`);
          }
        }
      }
    } finally {
      await Promise.allSettled(extraContexts.map((context) => context.close()));
      extraContexts = [];
      tabs = [];
    }
  });

  return {
    async open(as) {
      let context: BrowserContext;
      let page: Page;
      let pageErrors: string[];
      if (tabs.length === 0) {
        context = journey.context;
        page = journey.page;
        // The journey's own list: it is printed by useJourney when the test fails.
        pageErrors = journey.pageErrors as string[];
      } else {
        const browser = journey.context.browser();
        if (!browser) throw new Error('The journey context has no browser');
        context = await browser.newContext({
          baseURL: journey.baseURL,
          viewport: { width: 1280, height: 800 },
        });
        extraContexts.push(context);
        context.setDefaultTimeout(15_000);
        context.setDefaultNavigationTimeout(30_000);
        page = await context.newPage();
        gotoWaitsForApp(page);
        pageErrors = [];
        const errors = pageErrors;
        page.on('pageerror', (error) => errors.push(error.message));
      }
      await skipPopups(context);
      const session = await signInAs(context, as);
      const tab: PersonaTab = { ...session, context, page, pageErrors };
      tabs.push(tab);
      return tab;
    },
  };
}
