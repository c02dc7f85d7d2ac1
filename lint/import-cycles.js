// Import cycles among the repository's own modules (decision 0049): a module graph
// that runs one way can be read, tested and changed a layer at a time. Only imports evaluated
// when a module loads count: `import type`, imports whose every name is a type, and dynamic
// `import()` are left out. `node lint/import-cycles.js` prints each cycle and exits 1 if any.
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const SOURCE_ROOTS = [
  'packages/domain/src',
  'apps/server/src',
  'apps/server/bench',
  'apps/web/src',
];
const SOURCE_FILE = /\.(ts|tsx)$/;
/** Static imports and re-exports with their clause (group 1) and source (group 2). */
const STATIC_IMPORT =
  /^\s*(?:import|export)\s+((?:type\s+)?[\s\S]*?)\s+from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
/** The package names of the workspace, mapped to their entry file. */
const WORKSPACE_PACKAGES = { '@bbt/domain': 'packages/domain/src/index.ts' };

function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(full).isDirectory()) return sourceFiles(full);
    return SOURCE_FILE.test(name) && !name.endsWith('.d.ts') ? [full] : [];
  });
}

/** True when the clause brings in only types (`type { A }`, `{ type A, type B }`). */
function typesOnly(clause) {
  if (/^type\s/.test(clause)) return true;
  const named = /^\{([\s\S]*)\}$/.exec(clause.trim());
  if (!named) return false;
  const names = named[1]
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  return names.length > 0 && names.every((name) => name.startsWith('type '));
}

function resolve(root, from, source) {
  const packaged = WORKSPACE_PACKAGES[source];
  if (packaged) return path.join(root, packaged);
  if (!source.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), source.replace(/\.js$/, ''));
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Each file's value imports among the repository's own files. */
export function importGraph(
  root,
  files = SOURCE_ROOTS.flatMap((dir) => sourceFiles(path.join(root, dir))),
) {
  const graph = new Map();
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    const targets = new Set();
    for (const [, clause, source, bare] of text.matchAll(STATIC_IMPORT)) {
      if (clause !== undefined && typesOnly(clause)) continue;
      const target = resolve(root, file, source ?? bare);
      if (target) targets.add(target);
    }
    graph.set(file, targets);
  }
  return graph;
}

/** The strongly connected groups of more than one file, or a file importing itself (Tarjan). */
export function cycles(graph) {
  let index = 0;
  const indexOf = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (file) => {
    indexOf.set(file, index);
    low.set(file, index);
    index += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) {
        low.set(file, Math.min(low.get(file), indexOf.get(next)));
      }
    }
    if (low.get(file) !== indexOf.get(file)) return;
    const group = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    if (group.length > 1 || graph.get(file)?.has(file)) found.push(group.sort());
  };
  for (const file of graph.keys()) if (!indexOf.has(file)) visit(file);
  return found;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const root = path.resolve(import.meta.dirname, '..');
  const found = cycles(importGraph(root));
  for (const group of found) {
    console.error(`A cycle of ${group.length} files:`);
    for (const file of group) console.error(`  ${path.relative(root, file)}`);
  }
  if (found.length > 0) process.exit(1);
  process.stdout.write('No import cycles.\n');
}
