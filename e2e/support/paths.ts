import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The e2e workspace folder, whatever directory the runner was started in. */
export const E2E_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(E2E_DIR, '..');
/** The server's bundle, built with the web app by `npm run build` (decision 0027). */
export const SERVER_ENTRY = path.join(REPO_ROOT, 'apps/server/dist/main.js');
/** The built web app the server serves (WEB_DIST_DIR, as the server reads it, or apps/web/dist). */
export const WEB_INDEX_HTML = path.join(
  path.resolve(REPO_ROOT, process.env.WEB_DIST_DIR || 'apps/web/dist'),
  'index.html',
);
/** Screenshots of failed journeys (gitignored). */
export const ARTIFACTS_DIR = path.join(E2E_DIR, 'artifacts');
/** Debian's Chromium (`apt-get install -y chromium`); CHROMIUM_PATH overrides it. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
