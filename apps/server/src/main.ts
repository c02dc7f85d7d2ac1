import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openSeededDatabase } from './db/seed-on-start';

const SHUTDOWN_DEADLINE_MS = 15_000;
/** How often a closing server ends the keep-alive connections that have gone idle. */
const IDLE_CONNECTION_REAP_MS = 100;

/**
 * The embedded database is PostgreSQL compiled to WebAssembly. V8 runs it with its baseline
 * compiler and recompiles the busiest functions with its optimizing one in the background, by
 * default in several compilations at once: each takes tens of MB for a moment, and the process
 * keeps much of it. One at a time keeps ~30 MB less and the same optimized code, reached a
 * little later (decision 0027). Set before PGlite compiles its module.
 */
function compileEmbeddedDatabaseOneFunctionAtATime() {
  setFlagsFromString('--wasm-num-compilation-tasks=1');
}

async function main() {
  const config = loadConfig();
  if (!config.databaseUrl) compileEmbeddedDatabaseOneFunctionAtATime();
  const { database, seeded } = await openSeededDatabase(config);

  const { app } = await buildApp({ config, database });
  if (seeded.demoCommunityFailure) {
    app.log.error(
      { err: seeded.demoCommunityFailure },
      'the demo community could not be written; the next start tries again',
    );
  }
  app.addHook('onClose', async () => {
    await database.close();
  });

  // Closing stops accepting connections, lets requests in flight finish, disconnects sockets
  // (clients reconnect to another instance) and closes the database; a stuck close can't hold
  // a deploy forever.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      setTimeout(() => {
        app.log.error('shutdown took too long; exiting');
        process.exit(1);
      }, SHUTDOWN_DEADLINE_MS).unref();
      // Fastify's close ends the connections idle at that moment; one whose request was in
      // flight stays open after its answer until its keep-alive timeout, and holds the close.
      setInterval(() => app.server.closeIdleConnections(), IDLE_CONNECTION_REAP_MS).unref();
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }

  await app.listen({ host: config.host, port: config.port });
  app.log.info(
    {
      url: config.publicUrl,
      database: database.kind,
      redis: Boolean(config.redisUrl),
      devSignIn: config.devSignIn,
    },
    'Blue Badge is ready',
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('Failed to start:', error);
  }
  process.exit(1);
});
