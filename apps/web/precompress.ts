import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;
/** Below this, the headers of a compressed answer cost more than they save. */
const MIN_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

/**
 * Writes `.br` and `.gz` beside every text asset of the build, at the highest levels (once, at
 * build time), so the server sends compressed files without compressing per request
 * (`preCompressed` in apps/server/src/plugins/web-app.ts).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bbt-precompress',
    apply: 'build',
    configResolved(config) {
      // The server-rendering bundle is read from disk by the server, never sent to browsers.
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!outDir) return;
      const work: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        work.push(
          readFile(file).then(async (bytes) => {
            const [br, gz] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
                },
              }),
              gzipAsync(bytes, { level: constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
          }),
        );
      }
      await Promise.all(work);
    },
  };
}
