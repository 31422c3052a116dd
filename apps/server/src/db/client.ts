import pg from 'pg';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema/index.js';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
/** A database handle or an open transaction: query modules accept either. */
export type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export function connectDatabase(
  url: string,
  max = 10,
  onIdleError: (error: Error) => void = (error) => console.error(`database connection lost: ${error.message}`),
) {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client dropped by the server must not crash the process; the pool replaces it.
  pool.on('error', onIdleError);
  // Nor one dropped while checked out (a transaction, a batch): the pool stops listening to a client it
  // hands out, and an 'error' nobody listens to ends the process. The statement it was running fails
  // with the same error, and its caller answers for it; the client is not reused.
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return { db, pool };
}
