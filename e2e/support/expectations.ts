import type { Locator, Page } from 'playwright-core';

const DEFAULT_TIMEOUT_MS = 10_000;

/** What a person would see on the page, shortened, to explain a failed expectation. */
export async function visibleText(page: Page, limit = 1_500): Promise<string> {
  try {
    const text = await page.locator('body').innerText({ timeout: 2_000 });
    const compact = text.replace(/\n{2,}/g, '\n').trim();
    return compact.length > limit ? `${compact.slice(0, limit)}…` : compact || '(no text)';
  } catch {
    return '(page text unavailable)';
  }
}

async function explain(page: Page, message: string): Promise<Error> {
  return new Error(`${message}\n  at ${page.url()}\n  visible text:\n${await visibleText(page)}`);
}

/** Waits until the locator is visible; fails with the page's visible text if it isn't. */
export async function expectVisible(
  locator: Locator,
  what: string,
  timeout = DEFAULT_TIMEOUT_MS,
): Promise<Locator> {
  try {
    await locator.first().waitFor({ state: 'visible', timeout });
  } catch {
    throw await explain(locator.page(), `Expected ${what} to be visible within ${timeout} ms.`);
  }
  return locator.first();
}

/** Waits until the locator is gone or hidden. */
export async function expectHidden(
  locator: Locator,
  what: string,
  timeout = DEFAULT_TIMEOUT_MS,
): Promise<void> {
  try {
    await locator.first().waitFor({ state: 'hidden', timeout });
  } catch {
    throw await explain(locator.page(), `Expected ${what} not to be visible.`);
  }
}

/** Waits until the page's path (without query or hash) is `pathname`. */
export async function expectPath(
  page: Page,
  pathname: string,
  timeout = DEFAULT_TIMEOUT_MS,
): Promise<void> {
  try {
    await page.waitForURL((url) => url.pathname === pathname, { timeout });
  } catch {
    throw await explain(page, `Expected to arrive at ${pathname} within ${timeout} ms.`);
  }
}

/** Escapes text for use inside a RegExp. */
export function literal(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
