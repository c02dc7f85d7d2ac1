import { defineConfig } from 'vitest/config';

// One runner for every workspace; each project keeps its own settings. End-to-end journeys
// run apart (npm run test:e2e) because they need a built app and Chromium.
export default defineConfig({
  test: {
    projects: [
      'packages/domain',
      'apps/server',
      'apps/web',
      'scripts',
      { test: { name: 'lint', include: ['lint/**/*.test.js'] } },
    ],
  },
});
