/**
 * `npm run build -w @bbt/server`: bundles the server (src/main.ts with the @bbt/domain sources
 * it imports) into one ES module, dist/main.js, that plain `node` runs with no TypeScript
 * transform at start (decision 0027), and each worker thread's entry beside it (decision 0073).
 * Packages from node_modules stay imports that Node resolves as before (PGlite loads its
 * WebAssembly and sharp its native library from beside themselves), but for BUNDLED_PACKAGES.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';
import { bundledReachedFromOutside, packageOf } from './bundled-group';

const thisServer = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Where a server's bundle goes, beside its sources (dist/ is not committed). */
export const serverBundle = (serverDir = thisServer) => path.join(serverDir, 'dist/main.js');

/** Workspace packages are TypeScript sources (decision 0001): they go into the bundle. */
const WORKSPACE_SCOPE = '@bbt/';

/**
 * Packages bundled although they are packages: Drizzle, and the sign-in library with what only
 * it imports (its adapters, router, fetch, Kysely, jose), pure JavaScript that finds no file of
 * its own at run time. Loaded as imports, each of Drizzle's 446 module resolutions at start cost
 * Node a parse of its 179 KB package.json (its `exports` map), about a second of the server's
 * start (decision 0087). Only packages that nothing outside this list imports belong here, as a
 * group: a package imported from outside as well would be loaded twice, two copies whose
 * classes differ (better-auth's Drizzle adapter imports Drizzle). Each build checks it
 * (`assertBundledGroupClosed`).
 */
const BUNDLED_PACKAGES = [
  'drizzle-orm',
  'better-auth',
  '@better-auth/',
  'better-call',
  '@better-fetch/',
  'kysely',
  'jose',
];
const isBundledPackage = (specifier: string) =>
  BUNDLED_PACKAGES.some((name) =>
    name.endsWith('/')
      ? specifier.startsWith(name)
      : specifier === name || specifier.startsWith(`${name}/`),
  );

const packagesStayImports: Plugin = {
  name: 'packages-stay-imports',
  setup(context) {
    // A bare specifier: a package or a Node built-in, never one of our relative imports.
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith(WORKSPACE_SCOPE) || isBundledPackage(args.path)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/**
 * Refuses a bundle in which a package left as an import depends, however deeply, on one of
 * BUNDLED_PACKAGES: that package would load twice (decision 0087).
 */
function assertBundledGroupClosed(metafile: Metafile, serverDir: string) {
  const imported = new Set<string>();
  for (const output of Object.values(metafile.outputs))
    for (const { path: specifier, external } of output.imports) {
      const name = external ? packageOf(specifier) : null;
      if (name) imported.add(name);
    }
  const chains = bundledReachedFromOutside(imported, serverDir, isBundledPackage);
  if (chains.length > 0)
    throw new Error(
      `Packages the server bundles are also imported by packages it leaves as imports, and would load twice (decision 0087): ${chains.join('; ')}. Add the importing packages to BUNDLED_PACKAGES in scripts/build-server.ts, or take the imported one out.`,
    );
}

/**
 * The sources find files relative to themselves (the migrations, the repository root, the web
 * build): each one's `import.meta.url` stays the URL of its source file, worked out from the
 * bundle's own location, so the bundle runs from wherever the repository is.
 */
function importMetaUrlOfSource(outDir: string): Plugin {
  return {
    name: 'import-meta-url-of-source',
    setup(context) {
      context.onLoad({ filter: /\.tsx?$/ }, async (args) => {
        const source = await readFile(args.path, 'utf8');
        const fromBundle = path.relative(outDir, args.path).split(path.sep).join('/');
        return {
          contents: source.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
          ),
          loader: args.path.endsWith('x') ? 'tsx' : 'ts',
        };
      });
    },
  };
}

/**
 * The server's entries: src/main.ts, and each worker thread's file (`*-worker.ts`, decision
 * 0073), which a thread loads by itself and so is a bundle of its own, written beside main.js
 * under its own name (dist/push-worker.js).
 */
async function entryPoints(serverDir: string) {
  const sources = await readdir(path.join(serverDir, 'src'), { recursive: true });
  const workers = sources.filter((file) => file.endsWith('-worker.ts'));
  return ['main.ts', ...workers].map((file) => ({
    in: path.join(serverDir, 'src', file),
    out: path.basename(file, '.ts'),
  }));
}

/**
 * Bundles the server in `serverDir` (this one, or another checkout's for a benchmark) into
 * `outDir` (its dist/, or the tests' folder: src/test/server-bundle.ts). The folder must be
 * inside the server's folder, where Node finds its packages from the bundle.
 */
export async function buildServer(
  serverDir = thisServer,
  outDir = path.dirname(serverBundle(serverDir)),
): Promise<void> {
  const { metafile, outputFiles } = await build({
    entryPoints: await entryPoints(serverDir),
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    // Not minified and names kept: stack traces read well without source maps, which cost
    // memory once Node loads them (the map is written for `node --enable-source-maps`).
    keepNames: true,
    sourcemap: 'linked',
    logLevel: 'warning',
    metafile: true,
    // Written once checked: a refused build leaves the bundle before it in place.
    write: false,
    plugins: [packagesStayImports, importMetaUrlOfSource(outDir)],
  });
  assertBundledGroupClosed(metafile, serverDir);
  await mkdir(outDir, { recursive: true });
  await Promise.all(outputFiles.map((file) => writeFile(file.path, file.contents)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildServer();
}
