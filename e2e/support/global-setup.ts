import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, SERVER_ENTRY, WEB_INDEX_HTML } from './paths';
import { prepareDataTemplate } from './data-template';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared servers' addresses, one per worker (support/browser.ts picks its worker's). */
    baseURLs: string[];
  }
}

/**
 * Runs once for the whole e2e run: checks the prerequisites, prepares the data every server
 * starts from, and starts the real servers most journeys share: one per worker (two files run
 * at once, e2e/vitest.config.ts), so the files that share a server still run one at a time on
 * it, as they did on the one server of a run one file at a time (decision 0075).
 */
export default async function setup(project: TestProject) {
  for (const built of [WEB_INDEX_HTML, SERVER_ENTRY]) {
    if (existsSync(built)) continue;
    throw new Error(
      `The app is not built (${built} is missing). ` +
        'Run `npm run build` first (or `npm run test:e2e`, which builds and then runs the journeys).',
    );
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's Chromium: ` +
        '`apt-get install -y chromium` (or set CHROMIUM_PATH).',
    );
  }
  const dataTemplate = await prepareDataTemplate();
  project.provide('dataTemplate', dataTemplate);
  const workers = Number(project.config.maxWorkers);
  const started = await Promise.allSettled(
    Array.from({ length: workers }, () => startServer({}, dataTemplate)),
  );
  const servers = started.flatMap((result) =>
    result.status === 'fulfilled' ? [result.value] : [],
  );
  const stop = async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await rm(dataTemplate, { recursive: true, force: true });
  };
  const failed = started.find((result) => result.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  project.provide(
    'baseURLs',
    servers.map((server) => server.baseURL),
  );
  return stop;
}
