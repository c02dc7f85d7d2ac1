import { defineProject } from 'vitest/config';

// Each test file builds its own app on its own database (see src/test/test-app.ts).
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
