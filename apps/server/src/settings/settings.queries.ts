import { inArray } from 'drizzle-orm';
import { PLATFORM_SETTINGS, type SettingName, type SettingValues } from '@ringledger/contract';
import type { Executor } from '../db/client.js';
import { configurations } from '../db/schema/index.js';

/**
 * Adds the rows of known settings a database lacks (a new database, or a release that reads a
 * new setting), with the values the deployment starts from. Existing rows are left as they are.
 */
export async function seedConfigurations(db: Executor, defaults: SettingValues) {
  const names = Object.keys(PLATFORM_SETTINGS) as SettingName[];
  const existing = new Set(
    (await db.select({ name: configurations.name }).from(configurations).where(inArray(configurations.name, names))).map((row) => row.name),
  );
  const missing = names.filter((name) => !existing.has(name));
  if (missing.length === 0) return;
  await db
    .insert(configurations)
    .values(
      missing.map((name) => {
        const setting = PLATFORM_SETTINGS[name];
        const value = defaults[name];
        const choices = 'choices' in setting ? [...new Set<string>([...setting.choices, String(value)])] : null;
        return {
          name,
          group: setting.group,
          label: setting.label,
          description: setting.description,
          type: setting.type,
          value,
          min: 'min' in setting ? String(setting.min) : null,
          max: 'max' in setting ? String(setting.max) : null,
          choices,
        };
      }),
    )
    // Another instance starting at the same moment may have added them first.
    .onConflictDoNothing({ target: configurations.name });
}

/** Every row, with the rule its value was checked by. */
export function loadConfigurations(db: Executor) {
  return db.select().from(configurations).orderBy(configurations.group, configurations.id);
}
