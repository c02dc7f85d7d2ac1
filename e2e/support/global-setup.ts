import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_PATH, WEB_INDEX_HTML } from './paths';
import { startServer } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/** Runs once for the whole e2e run: checks the prerequisites and starts one real server. */
export default async function setup(project: TestProject) {
  if (!existsSync(WEB_INDEX_HTML)) {
    throw new Error(
      `The web app is not built (${WEB_INDEX_HTML} is missing). ` +
        'Run `npm run build` first (or `npm run test:e2e`, which builds and then runs the journeys).',
    );
  }
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium was not found at ${CHROMIUM_PATH}. Install Debian's Chromium: ` +
        '`apt-get install -y chromium` (or set CHROMIUM_PATH).',
    );
  }
  const server = await startServer();
  project.provide('baseURL', server.baseURL);
  return async () => {
    await server.stop();
  };
}
