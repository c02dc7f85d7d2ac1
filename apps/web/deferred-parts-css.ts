import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';

interface ManifestChunk {
  css?: string[];
  imports?: string[];
  dynamicImports?: string[];
}

/** The modules of deferred parts (src/lib/deferred-part.tsx), by name. */
const DEFERRED_PART = /\.deferred\.tsx$/;

/**
 * The server inlines the CSS the build manifest lists for a page's chunk and the chunks it
 * imports (apps/server/src/plugins/server-render.ts). A deferred part is drawn by the server
 * with the page, but its code, and so its CSS, is a chunk of its own that the browser loads
 * later: this lists the part's CSS under the page's chunk too, so the page arrives styled.
 */
export function deferredPartsCss(): Plugin {
  let manifestFile = '';
  return {
    name: 'bbt-deferred-parts-css',
    apply: 'build',
    configResolved(config) {
      const { manifest, outDir, ssr } = config.build;
      if (ssr || !manifest) return;
      const name = typeof manifest === 'string' ? manifest : '.vite/manifest.json';
      manifestFile = path.resolve(config.root, outDir, name);
    },
    async writeBundle() {
      if (!manifestFile) return;
      const manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as Record<
        string,
        ManifestChunk
      >;
      const cssOf = (key: string, seen: Set<string>): string[] => {
        const chunk = manifest[key];
        if (!chunk || seen.has(key)) return [];
        seen.add(key);
        const imported = (chunk.imports ?? []).flatMap((next) => cssOf(next, seen));
        return [...(chunk.css ?? []), ...imported];
      };
      for (const chunk of Object.values(manifest)) {
        const parts = (chunk.dynamicImports ?? []).filter((key) => DEFERRED_PART.test(key));
        if (parts.length === 0) continue;
        const partsCss = parts.flatMap((key) => cssOf(key, new Set()));
        chunk.css = [...new Set([...(chunk.css ?? []), ...partsCss])];
      }
      await writeFile(manifestFile, JSON.stringify(manifest, null, 2));
    },
  };
}
