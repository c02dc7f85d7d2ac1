// Lint rules, including the import boundaries of docs/architecture.md: imports go one way
// (web: app -> features -> components/lib; server: routes -> service -> repo; both apps ->
// packages/domain, which imports neither); areas meet only through public files. See
// docs/decisions/0006-lint-boundaries.md and 0021-enforced-layers-and-boundaries.md.
import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import boundaries from './lint/public-entry.js';

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

const MODULES = 'apps/server/src/modules';
const SERVER_TESTS = ['apps/server/src/**/*.test.ts', `${MODULES}/admin/test-support.ts`];
const REPOS = [`${MODULES}/**/repo.ts`, `${MODULES}/**/*-repo.ts`];

/**
 * Module files that still query tables outside a repo. Each is owed a split into
 * service + repo; the list only shrinks (a new file here needs a decision record).
 */
const QUERIES_OUTSIDE_REPOS = ['chat/service.ts', 'uploads/service.ts'].map(
  (file) => `${MODULES}/${file}`,
);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'coverage/**', 'e2e/artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // Plain JavaScript the browser runs as the service worker (decision 0062).
    files: ['apps/web/service-worker/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['{scripts,e2e,bench}/**/*.{ts,js}', 'apps/server/src/main.ts', 'apps/*/bench/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  restrict(
    ['packages/domain/**/*.ts'],
    [
      {
        group: ['@bbt/server', '@bbt/web', '**/apps/**'],
        message: 'The domain package imports no app.',
      },
      { group: ['node:*', 'fs', 'path', 'http'], message: 'The domain package is pure: no I/O.' },
    ],
  ),
  restrict(
    ['apps/web/src/components/**', 'apps/web/src/lib/**'],
    [
      {
        group: ['**/features/**', '**/app/**'],
        message: 'Shared web code imports no feature or app code.',
      },
    ],
  ),
  restrict(
    ['apps/web/src/features/**'],
    [
      {
        group: ['**/app/**'],
        message: 'Features import no app code (app -> features -> components/lib).',
      },
    ],
  ),
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    plugins: { boundaries },
    rules: {
      'boundaries/public-entry': [
        'error',
        { roots: [path.join(import.meta.dirname, 'apps/web/src/features')], kind: 'feature' },
      ],
    },
  },
  {
    files: [`${MODULES}/**/*.ts`],
    ignores: SERVER_TESTS,
    plugins: { boundaries },
    rules: {
      'boundaries/public-entry': [
        'error',
        {
          roots: [path.join(import.meta.dirname, MODULES)],
          kind: 'module',
          pairedFile: 'schema.ts',
        },
      ],
      'boundaries/table-owner': [
        'error',
        {
          modulesRoot: path.join(import.meta.dirname, MODULES),
          barrel: path.join(import.meta.dirname, 'apps/server/src/db/schema.ts'),
        },
      ],
    },
  },
  // Its own rule name (typescript-eslint's copy of no-restricted-imports), so it adds to the
  // layer patterns below instead of replacing them for the same files.
  {
    files: [`${MODULES}/**/*.ts`],
    ignores: [...SERVER_TESTS, ...REPOS, ...QUERIES_OUTSIDE_REPOS],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema.*', './schema', '../schema'],
              message:
                'Only repos import the tables (routes -> service -> repo): add a repo function.',
            },
          ],
        },
      ],
    },
  },
  restrict(
    [`${MODULES}/*/repo.ts`, `${MODULES}/*/*-repo.ts`],
    [
      {
        group: ['./service*', './*-service*', './routes*', './socket*'],
        message: 'Repos only run queries (routes -> service -> repo).',
      },
    ],
  ),
  restrict(
    [`${MODULES}/*/service.ts`, `${MODULES}/*/*-service.ts`],
    [
      {
        group: ['./routes*', './socket*'],
        message: 'Services never import their transports (routes -> service -> repo).',
      },
    ],
  ),
  // The admin console names its routes files after their areas (orders.ts beside
  // orders-service.ts and orders-repo.ts), so its layers are allow-lists.
  {
    ...restrict(
      [`${MODULES}/admin/*.ts`],
      [{ group: ['./*-repo'], message: 'Admin routes call a service, never a repo.' }],
    ),
    ignores: [...SERVER_TESTS, `${MODULES}/admin/*-repo.ts`, `${MODULES}/admin/*-service.ts`],
  },
  restrict(
    [`${MODULES}/admin/*-repo.ts`],
    [
      {
        group: ['./*', '!./*-repo', '!./report', '!./schema'],
        message:
          "Admin repos import only other repos, the module's tables and the report date helpers.",
      },
    ],
  ),
  restrict(
    [`${MODULES}/admin/*-service.ts`],
    [
      {
        group: ['./*', '!./*-repo', '!./*-service', '!./report', '!./csv'],
        message: 'Admin services never import routes (routes -> service -> repo).',
      },
    ],
  ),
);
