import type { Env } from '../config.js';
import { connectDatabase } from './client.js';
import { ensureDatabase } from './database-url.js';
import { startEmbeddedPostgres, type EmbeddedDatabase, type EmbeddedOptions } from './embedded.js';

/** The database the embedded cluster holds Ringledger's tables in. */
export const EMBEDDED_DATABASE = 'ringledger';

export type ConfiguredDatabase = Awaited<ReturnType<typeof openConfiguredDatabase>>;

export interface ConfiguredDatabaseOptions extends Omit<EmbeddedOptions, 'persistent'> {
  onIdleError?: (error: Error) => void;
}

/**
 * The database `npm start` runs on, for start and for the commands beside it: DATABASE_URL's,
 * or the embedded PostgreSQL of DATA_DIR. `close` ends the pool and stops the cluster if this
 * process started it.
 */
export async function openConfiguredDatabase(env: Pick<Env, 'DATABASE_URL' | 'DATA_DIR'>, options: ConfiguredDatabaseOptions = {}) {
  const { onIdleError, ...embeddedOptions } = options;
  let embedded: EmbeddedDatabase | undefined;
  let databaseUrl = env.DATABASE_URL;
  if (!databaseUrl) {
    embedded = await startEmbeddedPostgres(env.DATA_DIR, { ...embeddedOptions, persistent: true });
    databaseUrl = await ensureDatabase(embedded.serverUrl, EMBEDDED_DATABASE).catch(async (error: unknown) => {
      await embedded?.stop();
      throw error;
    });
  }
  let isClosed = false;
  const reportIdleError = onIdleError ?? ((error: Error) => console.error(`database connection lost: ${error.message}`));
  // pool.end() answers before the server has read every connection's goodbye, so stopping the
  // cluster right after can cut one off: expected then, not worth a line.
  const { db, pool } = connectDatabase(databaseUrl, 10, (error) => {
    if (!isClosed) reportIdleError(error);
  });
  return {
    db,
    pool,
    async close() {
      isClosed = true;
      await pool.end().catch(() => undefined);
      await embedded?.stop();
    },
  };
}
