import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own settings. End-to-end journeys
// run apart (npm run test:e2e) because they need a built app and Chromium.
export default defineConfig({
  test: {
    // One test file per core, where vitest's default leaves one core to itself: the server's
    // files spend much of their time waiting (child processes, timers, database round trips),
    // and on a 2-core machine the default runs them one at a time (decision 0037).
    maxWorkers: availableParallelism(),
    projects: [
      'packages/domain',
      'apps/server',
      'apps/web',
      'scripts',
      { test: { name: 'lint', include: ['lint/**/*.test.js'] } },
    ],
  },
});
