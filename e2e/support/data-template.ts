import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './paths';

const PREPARE_DATA_DIR = path.join(REPO_ROOT, 'apps/server/src/db/prepare-data-dir.ts');

/**
 * A DATA_DIR as a server's first start leaves it: the embedded database created, migrated and
 * seeded, the products' demo files written. Creating the database and running every migration
 * is most of a first start (about 55 of 60 s on a busy 2-core machine, where a start on a copy
 * takes 6 s), so the run does it once, here, and each journey's server starts on a copy.
 */
export async function prepareDataTemplate(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'bbt-e2e-template-'));
  // The environment the journeys' servers start with (support/server.ts), without a port.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PUBLIC_URL: 'http://localhost',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'test',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  try {
    await promisify(execFile)(process.execPath, ['--import', 'tsx', PREPARE_DATA_DIR], {
      cwd: REPO_ROOT,
      env,
    });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
  return dataDir;
}
