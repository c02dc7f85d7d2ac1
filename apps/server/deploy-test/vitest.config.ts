import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// The deployment test (nginx + two server processes + PostgreSQL + Redis): run apart, by CI's
// own section (.ci/run), because it needs Debian's nginx and both services.
export default defineConfig({
  test: {
    root: path.dirname(fileURLToPath(import.meta.url)),
    include: ['*.test.ts'],
    globalSetup: ['../src/test/server-bundle.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    reporters: process.env.CI ? ['verbose'] : ['default'],
  },
});
