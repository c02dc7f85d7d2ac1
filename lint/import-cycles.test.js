// The import-cycle check (lint/import-cycles.js) finds a cycle it is shown, ignores what is
// not evaluated at load, and finds none in the repository.
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cycles, importGraph } from './import-cycles.js';

const root = path.resolve(import.meta.dirname, '..');
let scratch;

/** The cycles among these files (name -> source text), written to a scratch folder. */
function cyclesOf(files) {
  scratch = mkdtempSync(path.join(tmpdir(), 'import-cycles-'));
  const paths = Object.entries(files).map(([name, text]) => {
    const file = path.join(scratch, name);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    return file;
  });
  return cycles(importGraph(scratch, paths)).map((group) =>
    group.map((file) => path.relative(scratch, file)),
  );
}

afterEach(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
  scratch = undefined;
});

describe('the import-cycle check', () => {
  it('finds a cycle through a module folder, however long', () => {
    expect(
      cyclesOf({
        'users/index.ts': "export { roles } from './roles';\n",
        'users/roles.ts': "import { audit } from '../audit';\nexport const roles = audit;\n",
        'audit/index.ts': "import { roles } from '../users';\nexport const audit = roles;\n",
      }),
    ).toEqual([['audit/index.ts', 'users/index.ts', 'users/roles.ts']]);
  });

  it('leaves out imports of types and dynamic imports, which load nothing', () => {
    expect(
      cyclesOf({
        'a.ts': "import { b } from './b';\nexport const a = b;\n",
        'b.ts':
          "import type { A } from './a';\nimport { type A as Same } from './a';\n" +
          "export const b = () => import('./a');\nexport type B = A | Same;\n",
      }),
    ).toEqual([]);
  });

  it('counts an import with one value among its types', () => {
    expect(
      cyclesOf({
        'a.ts': "import { b } from './b';\nexport const a = b;\n",
        'b.ts': "import { type A, a } from './a';\nexport const b = a;\nexport type B = A;\n",
      }),
    ).toEqual([['a.ts', 'b.ts']]);
  });

  it('finds none in the repository', () => {
    const found = cycles(importGraph(root)).map((group) =>
      group.map((file) => path.relative(root, file)),
    );
    expect(found).toEqual([]);
  });
});
