import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, SERVER_ENTRY, WEB_INDEX_HTML } from './paths';
import { prepareDataTemplate } from './data-template';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * Runs once for the whole e2e run: checks the prerequisites, prepares the data every server
 * starts from, and starts the one real server most journeys share.
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
  const server = await startServer({}, dataTemplate);
  project.provide('baseURL', server.baseURL);
  return async () => {
    await server.stop();
    await rm(dataTemplate, { recursive: true, force: true });
  };
}
