import { randomBytes } from 'node:crypto';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildServer } from '../../scripts/build-server';
import { REPO_ROOT } from '../config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The server's bundle built for this run: what the tests' server processes run. */
    serverBundle: string;
  }
}

/**
 * A global setup: builds the server's bundle once per run, as `npm start` runs it, for the
 * tests that start real server processes (src/test/server-process.ts, main.test.ts). Through
 * tsx each start transformed and loaded the sources again, about 2.5 s more CPU per start than
 * the bundle's, and CI's suites start dozens (decision 0086).
 *
 * Into a folder of the run's own under the server's node_modules/.cache, not dist/: a build
 * someone runs with `npm start` is left alone, two runs at once don't share one, and Node
 * finds the server's packages from there as it does from dist/.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const outDir = path.join(
    REPO_ROOT,
    'apps/server/node_modules/.cache',
    `test-server-${randomBytes(6).toString('hex')}`,
  );
  await buildServer(undefined, outDir);
  // In watch mode the setup runs once: each rerun builds again, so a process runs the sources
  // as they are now.
  project.onTestsRerun(() => buildServer(undefined, outDir));
  project.provide('serverBundle', path.join(outDir, 'main.js'));
  return () => rm(outDir, { recursive: true, force: true });
}
