import { existsSync, readFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';

/** The package a bare import names (`@scope/name` or `name`); null for a Node built-in. */
export function packageOf(specifier: string): string | null {
  if (isBuiltin(specifier)) return null;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? null);
}

/** Where Node finds `name` from `fromDir`: the nearest node_modules above it that holds it. */
function packageDir(name: string, fromDir: string): string | null {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

/**
 * The ways a package the bundle leaves as an import reaches a bundled one through what it
 * depends on, however deep, as chains (`a -> b -> drizzle-orm`). Each such bundled package
 * would load twice, once inside the bundle and once from node_modules, two copies whose classes
 * differ (decision 0087). `imported` are the packages the bundle imports, found from `fromDir`;
 * dependencies that are not installed (optional, peer) are skipped.
 *
 * What a package declares is what is walked: an optional peer counts (better-auth's Drizzle
 * adapter imports Drizzle as one), and a package that imports another without declaring it
 * is not seen (decision 0087's amendment says how to look for one).
 */
export function bundledReachedFromOutside(
  imported: Iterable<string>,
  fromDir: string,
  isBundled: (name: string) => boolean,
): string[] {
  const chains: string[] = [];
  const walked = new Set<string>();
  const walk = (name: string, from: string, before: string[]) => {
    const dir = packageDir(name, from);
    if (!dir || walked.has(dir)) return;
    walked.add(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as Record<
      'dependencies' | 'peerDependencies' | 'optionalDependencies',
      Record<string, string> | undefined
    >;
    const chain = [...before, name];
    const dependencies = Object.keys({
      ...manifest.dependencies,
      ...manifest.peerDependencies,
      ...manifest.optionalDependencies,
    });
    for (const dependency of dependencies) {
      if (isBundled(dependency)) chains.push([...chain, dependency].join(' -> '));
      else walk(dependency, dir, chain);
    }
  };
  for (const name of imported) walk(name, fromDir, []);
  return chains;
}
