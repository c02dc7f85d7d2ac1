// Lint rules, including the import boundaries of ARCHITECTURE.md: imports go one way
// (web: app -> features -> components/lib; server: routes -> service -> repo; both apps ->
// packages/domain, which imports neither). See docs/decisions/0006-lint-boundaries.md.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const restrict = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

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
      {
        // '../../lib' is the shared lib seen from a feature's top-level files (types.ts).
        group: ['../../*/**', '!../../../**', '!../../lib/**'],
        message: 'A feature imports no other feature internals.',
      },
    ],
  ),
  restrict(
    ['apps/server/src/modules/*/repo.ts'],
    [
      {
        group: ['./service*', './routes*', './socket*'],
        message: 'Repos only run queries (routes -> service -> repo).',
      },
    ],
  ),
  restrict(
    ['apps/server/src/modules/*/service.ts'],
    [
      {
        group: ['./routes*', './socket*'],
        message: 'Services never import their transports (routes -> service -> repo).',
      },
    ],
  ),
);
