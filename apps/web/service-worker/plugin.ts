import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const SOURCE = path.join(import.meta.dirname, 'sw.js');

/**
 * Emits the service worker as /sw.js (root scope) with the release's id in it: a hash of the
 * build's file names, which change with any change of code. The browser compares the worker's
 * bytes to find an update, so each release is a new worker and the page offers "A new version
 * is ready" (decision 0062). Not hashed itself: its address must stay the same.
 */
export function serviceWorker(): Plugin {
  let ssr = false;
  return {
    name: 'bbt-service-worker',
    apply: 'build',
    configResolved(config) {
      ssr = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (ssr) return;
      const id = createHash('sha256')
        .update(Object.keys(bundle).sort().join('\n'))
        .digest('hex')
        .slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: readFileSync(SOURCE, 'utf8').replace('__BUILD_ID__', id),
      });
    },
  };
}
