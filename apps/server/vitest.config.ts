import { defineProject } from 'vitest/config';

// Each test file builds its own app on its own database (see src/test/test-app.ts), a copy
// of the template the global setup migrates and seeds once per run (decision 0037). On Redis
// each file's apps have their own key prefix (REDIS_KEY_PREFIX), so files run at once there too
// (decision 0038).
// Suites named *.redis.test.ts need a Redis server: they run when REDIS_URL is set (CI's
// PostgreSQL + Redis pass), and are not collected at all on the embedded default.
export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    exclude: process.env.REDIS_URL ? [] : ['src/**/*.redis.test.ts'],
    globalSetup: ['src/test/template-databases.ts', 'src/test/server-bundle.ts'],
    // The files share each worker's loaded modules instead of loading the whole server again
    // for every file: each file already builds its own app on its own database and Redis
    // prefix, so nothing is shared that a file sets up. Loading them per file took about 150 s
    // of the server project's 250 s on 2 cores (decision 0075).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
