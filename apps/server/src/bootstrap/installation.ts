import type { Executor } from '../db/client.js';
import { installation } from '../db/schema/index.js';

export interface InstallationFacts {
  hasDemoData: boolean;
}

/** Written once, by the start that fills the empty database. */
export async function recordInstallation(db: Executor, facts: InstallationFacts) {
  await db.insert(installation).values({ has_demo_data: facts.hasDemoData });
}

/** What the first start recorded; a database without the row counts as a real installation, never a demo. */
export async function readInstallation(db: Executor): Promise<InstallationFacts> {
  const [row] = await db.select({ hasDemoData: installation.has_demo_data }).from(installation);
  return { hasDemoData: row?.hasDemoData ?? false };
}
