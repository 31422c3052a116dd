import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { switches } from '../db/schema/index.js';

/** The switches Ringledger keeps a connection to, their passwords still sealed. */
export async function loadEnabledSwitches(db: Database) {
  return db
    .select({ id: switches.id, name: switches.name, host: switches.host, port: switches.port, password: switches.password })
    .from(switches)
    .where(eq(switches.enabled, true))
    .orderBy(asc(switches.id));
}
