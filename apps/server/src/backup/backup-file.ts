import { chmod, mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import type { Database } from '../db/client.js';
import { readMigrationJournal, runMigrations, runMigrationsThrough } from '../db/migrate.js';
import { hasTables } from './catalog.queries.js';
import { copyDatabaseIn, copyDatabaseOut, type DatabaseContents } from './database-copy.js';
import { collectDataFiles, dataFilesIn, placeDataFiles, type DataFiles } from './data-files.js';

export const BACKUP_FORMAT = 'ringledger-backup';
export const BACKUP_VERSION = 1;

/** The manifest at the head of every backup: what it holds and what made it. */
export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  /** The last migration the database had run, by its tag. */
  migration: string;
  database: DatabaseContents;
  files: DataFiles;
}

/** A refusal an operator can act on: printed as it is, nothing changed. */
export class BackupRefused extends Error {}

async function withScratchFolder<T>(work: (folder: string) => Promise<T>) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'ringledger-backup-'));
  try {
    return await work(folder);
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

async function migrationTagOf(migratedAt: number) {
  const entry = (await readMigrationJournal()).find((item) => item.when === migratedAt);
  if (!entry)
    throw new BackupRefused('This database was migrated by another version of Ringledger than this one: back it up (or restore it) with that version');
  return entry.tag;
}

/**
 * Writes one file (a gzipped tar, readable by its owner only, as it holds the encryption key):
 * manifest.json, the database's tables in PostgreSQL's binary COPY format under data/, and what
 * DATA_DIR holds that the data needs under files/. Written beside `target` first, then renamed.
 */
export async function writeBackup(options: { db: Database; dataDir: string; env: Record<string, string | undefined>; target: string }) {
  return withScratchFolder(async (folder) => {
    await mkdir(path.join(folder, 'data'), { mode: 0o700 });
    const client = await options.db.$client.connect();
    let database: DatabaseContents;
    try {
      database = await copyDatabaseOut(client, path.join(folder, 'data'));
    } finally {
      client.release();
    }
    const files = await collectDataFiles(options.dataDir, options.env, path.join(folder, 'files'));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      migration: await migrationTagOf(database.migrated_at),
      database,
      files,
    };
    await writeFile(path.join(folder, 'manifest.json'), JSON.stringify(manifest, null, 2), { mode: 0o600 });
    const partial = `${options.target}.partial`;
    await tar.c({ gzip: true, file: partial, cwd: folder, portable: true }, ['manifest.json', 'data', 'files']);
    await chmod(partial, 0o600);
    await rename(partial, options.target);
    return manifest;
  });
}

async function readManifest(folder: string): Promise<Manifest> {
  const manifest = JSON.parse(await readFile(path.join(folder, 'manifest.json'), 'utf8').catch(() => '{}')) as Partial<Manifest>;
  if (manifest.format !== BACKUP_FORMAT) throw new BackupRefused('This file is not a Ringledger backup (npm run backup writes them)');
  if (manifest.version !== BACKUP_VERSION)
    throw new BackupRefused(`This backup is of format ${manifest.version}; this version of Ringledger reads format ${BACKUP_VERSION}`);
  return manifest as Manifest;
}

/** Unpacks a backup into a scratch folder and checks it before anything is changed; `discard` removes the folder. */
export async function openBackup(file: string) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'ringledger-restore-'));
  const discard = () => rm(folder, { recursive: true, force: true });
  try {
    await tar.x({ file, cwd: folder }).catch((error: Error) => {
      throw new BackupRefused(`${file} could not be read as a backup: ${error.message}`);
    });
    const manifest = await readManifest(folder);
    if (!(await readMigrationJournal()).some((entry) => entry.tag === manifest.migration))
      throw new BackupRefused(
        `This backup was made by a newer version of Ringledger (migration ${manifest.migration}); restore it with that version or a later one`,
      );
    return { manifest, folder, discard };
  } catch (error) {
    await discard();
    throw error;
  }
}

export type OpenedBackup = Awaited<ReturnType<typeof openBackup>>;

/** Whether the targets already hold something a restore would replace. */
export async function describeTarget(db: Database, dataDir: string) {
  const client = await db.$client.connect();
  try {
    return { hasDatabase: await hasTables(client), dataFiles: await dataFilesIn(dataDir) };
  } finally {
    client.release();
  }
}

/** Empties the database's schemas for a forced restore: every table, function and migration record goes. */
export async function emptyDatabase(db: Database) {
  await db.$client.query('drop schema if exists drizzle cascade; drop schema public cascade; create schema public');
}

/**
 * Loads an opened backup: the database is migrated as far as the backup's migration, its tables
 * are loaded (one transaction), the migrations since are run, and DATA_DIR gets its files.
 */
export async function restoreBackup(options: { db: Database; dataDir: string; opened: OpenedBackup }) {
  const { manifest, folder } = options.opened;
  await runMigrationsThrough(options.db, manifest.migration);
  const client = await options.db.$client.connect();
  try {
    await copyDatabaseIn(client, path.join(folder, 'data'), manifest.database);
  } finally {
    client.release();
  }
  await runMigrations(options.db);
  await placeDataFiles(path.join(folder, 'files'), options.dataDir, manifest.files);
  return manifest;
}
