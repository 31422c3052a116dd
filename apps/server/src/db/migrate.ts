import { copyFile, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.js';

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export async function runMigrations(db: Database) {
  await migrate(db, { migrationsFolder });
}

/** A migration as drizzle's journal lists it; `when` is also what the database records once it ran. */
export interface MigrationEntry {
  when: number;
  tag: string;
}

export async function readMigrationJournal(): Promise<MigrationEntry[]> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: MigrationEntry[] };
  return journal.entries;
}

/**
 * Brings a database only as far as the migration `tag` (a backup's tables are loaded into the
 * shape they were copied from, and later migrations then move them on): drizzle is given a
 * folder whose journal ends there.
 */
export async function runMigrationsThrough(db: Database, tag: string) {
  const entries = await readMigrationJournal();
  const last = entries.findIndex((entry) => entry.tag === tag);
  if (last < 0) throw new Error(`Migration ${tag} is not one of this version's`);
  const folder = await mkdtemp(path.join(os.tmpdir(), 'ringledger-migrations-'));
  try {
    await mkdir(path.join(folder, 'meta'));
    const kept = entries.slice(0, last + 1);
    const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as Record<string, unknown>;
    await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries: kept }));
    for (const entry of kept) await copyFile(path.join(migrationsFolder, `${entry.tag}.sql`), path.join(folder, `${entry.tag}.sql`));
    await migrate(db, { migrationsFolder: folder });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
