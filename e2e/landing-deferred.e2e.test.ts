import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { useJourney } from './support/browser';
import { expectVisible } from './support/expectations';
import { WEB_INDEX_HTML } from './support/paths';

/** The first of the seeded questions the landing page's FAQ shows. */
const QUESTION = 'How do I get access after I pay?';

/**
 * The path of the landing page's deferred part (decision 0029): the chunk the landing page
 * imports on demand from a module named `*.deferred.tsx`, as the build's manifest says.
 */
function deferredChunkPath(): string {
  const manifestFile = path.join(path.dirname(WEB_INDEX_HTML), '.vite', 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; dynamicImports?: string[] }
  >;
  const parts = (manifest['src/app/routes/landing.tsx']?.dynamicImports ?? []).filter((key) =>
    key.endsWith('.deferred.tsx'),
  );
  const file = parts.length === 1 ? manifest[parts[0]!]?.file : undefined;
  if (!file) throw new Error(`No single deferred part under the landing page in ${manifestFile}`);
  return `/${file}`;
}

const DEFERRED_CHUNK = deferredChunkPath();
const isDeferredChunk = (url: string) => new URL(url).pathname === DEFERRED_CHUNK;

/** Watches a page from before its first load: the files it asks for, and what goes wrong. */
function watch(page: Page) {
  const requested: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  page.on('console', (message) => {
    const text = message.text();
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) {
      problems.push(`${message.type()}: ${text}`);
    }
  });
  return { chunkRequested: () => requested.some(isDeferredChunk), problems };
}

/** The FAQ's first question, in the deferred part, and the answer it opens. */
async function firstQuestion(page: Page) {
  const faq = page.getByRole('region', { name: 'Frequently asked questions' });
  await expectVisible(faq.getByRole('heading', { name: 'Frequently asked questions' }), 'the FAQ');
  const question = await expectVisible(
    faq.getByRole('button', { name: QUESTION, exact: true }),
    'the first FAQ question',
  );
  const panel = await question.getAttribute('aria-controls');
  expect(panel, 'the question names its answer').toBeTruthy();
  return {
    question,
    answer: page.locator(`[id="${panel}"]`),
    expanded: () => question.getAttribute('aria-expanded'),
  };
}

const VIEWPORTS = [
  { width: 1280, height: 800, scroll: (page: Page) => page.mouse.wheel(0, 800), by: 'the wheel' },
  { width: 360, height: 740, scroll: (page: Page) => page.keyboard.press('End'), by: 'End' },
];

describe('landing page sections below the hero (decision 0029)', () => {
  const journey = useJourney();

  for (const { width, height, scroll, by } of VIEWPORTS) {
    it(`shows them from the server, and loads their code at the first scroll (${by}, ${width} px)`, async () => {
      const { page } = journey;
      await page.setViewportSize({ width, height });
      const watched = watch(page);
      await page.goto('/');

      // The app has taken the page over (goto waits for it), the sections are there to read,
      // and their code is still on the server.
      const { question, answer, expanded } = await firstQuestion(page);
      expect(await expanded()).toBe('false');
      expect(await answer.isHidden(), 'the answer starts closed').toBe(true);
      await expectVisible(
        page.getByRole('heading', { name: 'What our members say' }),
        'the testimonials',
      );
      await page.waitForLoadState('networkidle');
      expect(watched.chunkRequested(), `${DEFERRED_CHUNK} before any use`).toBe(false);

      const chunk = page.waitForRequest((request) => isDeferredChunk(request.url()));
      await scroll(page);
      await chunk;

      await question.click();
      await expect.poll(expanded).toBe('true');
      await expectVisible(answer, 'the answer');
      await question.click();
      await expect.poll(expanded).toBe('false');
      expect(await answer.isHidden(), 'the answer closes again').toBe(true);

      expect(watched.problems, 'console errors and hydration warnings').toEqual([]);
      expect(journey.pageErrors, 'uncaught errors in the page').toEqual([]);
    });
  }

  it('holds a question pressed before their code has come, and opens it once when it has', async () => {
    const { page } = journey;
    const watched = watch(page);
    let release = () => {};
    const chunkHeld = new Promise<void>((resolve) => (release = resolve));
    let asked = () => {};
    const chunkAsked = new Promise<void>((resolve) => (asked = resolve));
    await page.route(
      (url) => url.pathname === DEFERRED_CHUNK,
      async (route) => {
        asked();
        await chunkHeld;
        await route.continue();
      },
    );
    await page.goto('/');
    const { question, answer, expanded } = await firstQuestion(page);

    // The press is the page's first use: it asks for the part's code, which is held back.
    await question.click();
    await chunkAsked;
    await page.waitForTimeout(300);
    expect(await expanded(), 'nothing happens before the part has its code').toBe('false');
    expect(await answer.isHidden()).toBe(true);

    release();
    await expect.poll(expanded).toBe('true');
    await expectVisible(answer, 'the answer, once the held press counts');
    // Pressed again once only: a while later it is still open.
    await page.waitForTimeout(500);
    expect(await expanded(), 'the held press counted once').toBe('true');

    expect(watched.problems, 'console errors and hydration warnings').toEqual([]);
    expect(journey.pageErrors, 'uncaught errors in the page').toEqual([]);
  });
});
