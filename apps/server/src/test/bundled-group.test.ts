import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundledReachedFromOutside, packageOf } from '../../scripts/bundled-group';

let root: string;

/** A package in `dir`/node_modules with these dependencies of each kind. */
async function installed(
  dir: string,
  name: string,
  manifest: {
    dependencies?: string[];
    peerDependencies?: string[];
    optionalDependencies?: string[];
  } = {},
) {
  const folder = path.join(dir, 'node_modules', name);
  await mkdir(folder, { recursive: true });
  const asMap = (names: string[] = []) => Object.fromEntries(names.map((n) => [n, '*']));
  await writeFile(
    path.join(folder, 'package.json'),
    JSON.stringify({
      name,
      dependencies: asMap(manifest.dependencies),
      peerDependencies: asMap(manifest.peerDependencies),
      optionalDependencies: asMap(manifest.optionalDependencies),
    }),
  );
  return folder;
}

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'bbt-bundled-group-'));
  const imported = await installed(root, 'imported', { dependencies: ['middle'] });
  // Nested where npm puts a version only one package uses: found from its importer, not the root.
  await installed(imported, 'middle', { dependencies: ['@orm/core'] });
  await installed(root, '@orm/core');
  await installed(root, 'clean', {
    dependencies: ['zod'],
    optionalDependencies: ['not-installed'],
  });
  await installed(root, 'zod');
  // An adapter that imports the bundled package as a peer, and two packages that need each other.
  await installed(root, 'adapter', { peerDependencies: ['@orm/core'] });
  await installed(root, 'cycle-a', { dependencies: ['cycle-b'] });
  await installed(root, 'cycle-b', { dependencies: ['cycle-a', 'adapter'] });
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

describe('the packages bundled into the server (decision 0087)', () => {
  const isBundled = (name: string) => name.startsWith('@orm/');

  it('finds a bundled package reached through an imported one, however deep', () => {
    expect(bundledReachedFromOutside(['imported', 'clean'], root, isBundled)).toEqual([
      'imported -> middle -> @orm/core',
    ]);
  });

  it('follows peers, and stops at a cycle, naming each package once', () => {
    expect(bundledReachedFromOutside(['cycle-a'], root, isBundled)).toEqual([
      'cycle-a -> cycle-b -> adapter -> @orm/core',
    ]);
  });

  it('finds nothing when no imported package reaches a bundled one', () => {
    expect(bundledReachedFromOutside(['clean', 'zod'], root, isBundled)).toEqual([]);
    expect(bundledReachedFromOutside(['imported'], root, () => false)).toEqual([]);
  });

  it('names the package of an import, and none for a Node built-in', () => {
    expect(packageOf('@fastify/static/lib/x.js')).toBe('@fastify/static');
    expect(packageOf('pg/lib/index.js')).toBe('pg');
    expect(packageOf('zod')).toBe('zod');
    expect(packageOf('node:fs')).toBeNull();
    // A built-in named without `node:`, though npm has a package of that name too.
    expect(packageOf('punycode')).toBeNull();
  });
});
