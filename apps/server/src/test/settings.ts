import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Database } from '../db/client.js';
import { configurations } from '../db/schema/index.js';
import type { SettingsCache } from '../settings/settings-cache.js';
import type { SettingName } from '@ringledger/contract';

/** Sets a configuration as an operator's edit would, and waits until the running server reads it. */
export async function setConfiguration(db: Database, settings: SettingsCache, name: SettingName, value: string) {
  await db.update(configurations).set({ value }).where(eq(configurations.name, name));
  await expect.poll(() => settings.get(name), { timeout: 3000 }).toBe(value);
}
