import { defineProject } from 'vitest/config';

// Each test file builds its own app on its own database (see src/test/test-app.ts), a copy
// of the template the global setup migrates and seeds once per run (decision 0037).
// Suites named *.redis.test.ts need a Redis server: they run when REDIS_URL is set (CI's
// PostgreSQL + Redis pass), and are not collected at all on the embedded default.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: process.env.REDIS_URL ? [] : ['src/**/*.redis.test.ts'],
    globalSetup: ['src/test/template-databases.ts'],
    // On Redis one file at a time: every app shares its pub/sub channels (the Socket.IO
    // adapter's, the member-row and session notices), so two files at once would hear each
    // other's broadcasts to the same seeded personas and channels.
    fileParallelism: !process.env.REDIS_URL,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
