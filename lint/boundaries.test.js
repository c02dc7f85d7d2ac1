// Each boundary rule of eslint.config.js fires on a deliberate violation and stays quiet on
// the allowed form, through ESLint's own API with the repository's config.
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const eslint = new ESLint({ cwd: root });
const BOUNDARY_RULES = [
  'boundaries/public-entry',
  'boundaries/table-owner',
  'no-restricted-imports',
  '@typescript-eslint/no-restricted-imports',
];

/** The boundary rules `code` breaks when it sits at `file` (relative to the repository). */
async function brokenRules(file, code) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages.map((m) => m.ruleId).filter((rule) => BOUNDARY_RULES.includes(rule));
}

// The first lint loads the config, the parser and the plugins (about 4 s on a busy 2-core
// machine): once, here, rather than inside whichever test happens to run first.
beforeAll(() => brokenRules('apps/server/src/modules/polls/repo.ts', ''));

describe('server layers', () => {
  it("refuses the tables in a module's routes, and lets its repo have them", async () => {
    const code = "export { tickets } from './schema';\nexport { users } from '../../db/schema';\n";
    expect(await brokenRules('apps/server/src/modules/tickets/routes.ts', code)).toEqual([
      '@typescript-eslint/no-restricted-imports',
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await brokenRules('apps/server/src/modules/tickets/service.ts', code)).toEqual([
      '@typescript-eslint/no-restricted-imports',
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await brokenRules('apps/server/src/modules/tickets/repo.ts', code)).toEqual([]);
  });

  it('keeps both layer rules on a service: no tables and no transport', async () => {
    const code = "export { x } from './routes';\nexport { users } from '../../db/schema';\n";
    expect(await brokenRules('apps/server/src/modules/cart/service.ts', code)).toEqual([
      'no-restricted-imports',
      '@typescript-eslint/no-restricted-imports',
    ]);
  });

  it('refuses an admin repo importing its service, or a service importing its routes', async () => {
    expect(
      await brokenRules(
        'apps/server/src/modules/admin/orders-repo.ts',
        "export { findOrders } from './orders-service';\n",
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await brokenRules(
        'apps/server/src/modules/admin/orders-service.ts',
        "export { registerAdminOrderRoutes } from './orders';\n",
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await brokenRules(
        'apps/server/src/modules/admin/orders.ts',
        "export { listOrders } from './orders-repo';\n",
      ),
    ).toEqual(['no-restricted-imports']);
    expect(
      await brokenRules(
        'apps/server/src/modules/admin/orders-service.ts',
        "export { listOrders } from './orders-repo';\nexport { bucketize } from './report';\n",
      ),
    ).toEqual([]);
  });
});

describe('server modules meet through their public file', () => {
  const file = 'apps/server/src/modules/polls/service.ts';

  it("refuses another module's internals, whatever the path", async () => {
    for (const source of ['../chat/service', '../../modules/chat/access', '../chat/index/../repo'])
      expect(await brokenRules(file, `export { x } from '${source}';\n`), source).toEqual([
        'boundaries/public-entry',
      ]);
  });

  it("allows another module's index and the module's own files", async () => {
    for (const source of ['../chat', '../chat/index', './repo', '../../errors'])
      expect(await brokenRules(file, `export { x } from '${source}';\n`), source).toEqual([]);
  });

  it('also checks dynamic imports', async () => {
    expect(await brokenRules(file, "await import('../chat/service');\n")).toEqual([
      'boundaries/public-entry',
    ]);
  });
});

describe('each table has one owning module (lint/table-owners.js)', () => {
  const repo = 'apps/server/src/modules/polls/repo.ts';

  it("takes a module's own tables from its schema.ts, not the barrel", async () => {
    expect(await brokenRules(repo, "import { polls } from '../../db/schema';\n")).toEqual([
      'boundaries/table-owner',
    ]);
    expect(await brokenRules(repo, "import { polls, pollVotes } from './schema';\n")).toEqual([]);
  });

  it("refuses another module's table unless the read is listed, and lets every module read users", async () => {
    expect(await brokenRules(repo, "import { orders, users } from '../../db/schema';\n")).toEqual([
      'boundaries/table-owner',
    ]);
    expect(
      await brokenRules(
        'apps/server/src/modules/delivery/repo.ts',
        "import { orders, users } from '../../db/schema';\n",
      ),
    ).toEqual([]);
  });

  it("lets a module's schema.ts, and only it, name another module's tables", async () => {
    const code = "import { users } from '../users/schema';\n";
    expect(await brokenRules('apps/server/src/modules/polls/schema.ts', code)).toEqual([]);
    expect(await brokenRules(repo, code)).toEqual(['boundaries/public-entry']);
  });
});

describe('web features meet through their public file', () => {
  it("refuses another feature's internals, whatever the path", async () => {
    const cases = [
      ['apps/web/src/features/cart/components/cart-page.tsx', '../../products/api/get-products'],
      ['apps/web/src/features/cart/components/cart-page.tsx', '../../../features/products/types'],
      ['apps/web/src/features/cart/types.ts', '../products/types'],
    ];
    for (const [file, source] of cases)
      expect(await brokenRules(file, `export { x } from '${source}';\n`), source).toEqual([
        'boundaries/public-entry',
      ]);
  });

  it("allows another feature's index, the feature's own files and shared code", async () => {
    const file = 'apps/web/src/features/cart/components/cart-page.tsx';
    for (const source of ['../../products', '../api/get-cart', '../../../components/ui/modal'])
      expect(await brokenRules(file, `export { x } from '${source}';\n`), source).toEqual([]);
  });

  it('lets the app shell use any feature file (app -> features)', async () => {
    expect(
      await brokenRules(
        'apps/web/src/app/router.tsx',
        "export { x } from '../features/products/api/get-products';\n",
      ),
    ).toEqual([]);
  });
});
