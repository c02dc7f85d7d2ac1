import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Browser journeys against the built app and a real server (started by support/global-setup).
// Two files at a time (decision 0075): a journey spends most of its time waiting (for the
// server, for Chromium to lay out and paint, for timers), so two of them on 2 cores take well
// under twice as long as one. Each worker has a shared server of its own (support/global-setup.ts).
export default defineConfig({
  test: {
    root: path.dirname(fileURLToPath(import.meta.url)),
    include: ['**/*.e2e.test.ts'],
    exclude: ['**/node_modules/**', 'artifacts/**'],
    globalSetup: ['./support/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 90_000,
    maxWorkers: 2,
    reporters: process.env.CI ? ['verbose'] : ['default'],
  },
});
