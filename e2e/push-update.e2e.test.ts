import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { useJourney } from './support/browser';
import { composerInput, openChannel } from './support/chat';
import { expectVisible } from './support/expectations';
import { WEB_INDEX_HTML } from './support/paths';
import { usePersonas } from './support/personas';

// Decision 0062's update flow: a new release's service worker waits, the page offers "A new
// version is ready" with Reload, and Reload makes it take over. The journey's server serves a
// copy of the build, whose worker it then replaces as a deploy of a new release would.

const BUILD_ID = /const BUILD_ID = '([^']+)';/;
let release = '';

/** The worker's caches, named after its release: the one in control keeps only its own. */
const cachesOf = (page: Page) => page.evaluate(() => caches.keys());

describe('a new release of the app', () => {
  const journey = useJourney({
    serverEnv: async () => {
      release = await mkdtemp(path.join(os.tmpdir(), 'bbt-release-'));
      await cp(path.dirname(WEB_INDEX_HTML), release, { recursive: true });
      return { WEB_DIST_DIR: release };
    },
  });
  const personas = usePersonas(journey);
  afterAll(() => rm(release, { recursive: true, force: true }));

  it('is offered with "A new version is ready", and Reload runs the page on it', async () => {
    const { page } = await personas.open('premium');
    await openChannel(page, 'general');
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
      timeout: 15_000,
    });
    const worker = path.join(release, 'sw.js');
    const current = BUILD_ID.exec(await readFile(worker, 'utf8'))?.[1];
    expect(current, 'the build id in sw.js').toBeDefined();
    await expect.poll(() => cachesOf(page)).toEqual([`bbt-static-${current}`]);

    // The deploy: the same worker with another release's id, and its precompressed copies,
    // which the server prefers.
    const next = `${current}-next`;
    const script = (await readFile(worker, 'utf8')).replace(
      BUILD_ID,
      `const BUILD_ID = '${next}';`,
    );
    await writeFile(worker, script);
    await writeFile(`${worker}.br`, brotliCompressSync(script));
    await writeFile(`${worker}.gz`, gzipSync(script));
    // What the browser does on a navigation and at least daily: look for a new worker.
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await expectVisible(page.getByText('A new version is ready'), 'the update toast');
    // Until the member chooses, the old release keeps the page.
    expect(await cachesOf(page)).toContain(`bbt-static-${current}`);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    await expect.poll(() => cachesOf(page)).toEqual([`bbt-static-${next}`]);
    expect(
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          controlled: navigator.serviceWorker.controller?.state,
          waiting: registration?.waiting ?? null,
        };
      }),
    ).toEqual({ controlled: 'activated', waiting: null });
    await expectVisible(composerInput(page, 'general'), 'the chat after the reload');
    expect(await page.getByText('A new version is ready').count()).toBe(0);
  });
});
