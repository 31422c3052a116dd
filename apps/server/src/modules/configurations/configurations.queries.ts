import { asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { ConfigurationValue } from '@ringledger/contract';
import type { Executor } from '../../db/client.js';
import { configurations } from '../../db/schema/index.js';

function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}

/** Every configuration by group, then in the order they were seeded; `search` narrows by name or label. */
export function findConfigurations(db: Executor, search?: string) {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return db
    .select()
    .from(configurations)
    .where(pattern ? or(ilike(configurations.name, pattern), ilike(configurations.label, pattern)) : undefined)
    .orderBy(asc(configurations.group), asc(configurations.id));
}

/** The rows about to change, locked until the transaction ends so two changes never interleave. */
export function lockConfigurations(tx: Executor, ids: number[]) {
  return tx.select().from(configurations).where(inArray(configurations.id, ids)).for('update');
}

export async function saveConfigurationValue(tx: Executor, id: number, value: ConfigurationValue) {
  const [row] = await tx.update(configurations).set({ value }).where(eq(configurations.id, id)).returning();
  return row;
}
