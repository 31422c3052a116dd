import { cp, mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** The secrets the data needs, each a file in DATA_DIR unless the environment gives it. */
const SECRETS = [
  { file: 'encryption-key', env: 'ENCRYPTION_KEY', what: 'the encryption key (opens sealed gateway and device passwords)' },
  { file: 'jwt-secret', env: 'JWT_SECRET', what: 'the JWT secret' },
  { file: 'freeswitch-credentials', env: 'FREESWITCH_CREDENTIALS', what: 'the switch credentials' },
] as const;
const AUDIO = 'audio';

export interface DataFiles {
  /** The secrets carried, by file name. */
  secrets: string[];
  audio_files: number;
}

async function readIfPresent(file: string) {
  return readFile(file, 'utf8').catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined;
    throw error;
  });
}

async function countFiles(folder: string): Promise<number> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).length;
}

/**
 * Copies into `folder` what DATA_DIR holds that the data needs: the secrets (from their files, or
 * from the environment when it gives them instead, so the backup opens on its own) and the
 * uploaded audio. Not the embedded cluster's files (the database is copied by PostgreSQL), its
 * superuser password (each data folder makes its own) nor the mail outbox.
 */
export async function collectDataFiles(dataDir: string, env: Record<string, string | undefined>, folder: string): Promise<DataFiles> {
  await mkdir(folder, { recursive: true, mode: 0o700 });
  const secrets: string[] = [];
  for (const secret of SECRETS) {
    const value = env[secret.env] || (await readIfPresent(path.join(dataDir, secret.file)))?.trim();
    if (!value) continue;
    await writeFile(path.join(folder, secret.file), value, { mode: 0o600 });
    secrets.push(secret.file);
  }
  const audio = path.join(dataDir, AUDIO);
  if ((await countFiles(audio)) > 0) await cp(audio, path.join(folder, AUDIO), { recursive: true });
  return { secrets, audio_files: await countFiles(path.join(folder, AUDIO)) };
}

/** What a DATA_DIR already holds that a restore would replace; empty for a fresh one. */
export async function dataFilesIn(dataDir: string) {
  const present: string[] = [];
  for (const secret of SECRETS) if ((await readIfPresent(path.join(dataDir, secret.file))) !== undefined) present.push(secret.file);
  if ((await countFiles(path.join(dataDir, AUDIO))) > 0) present.push(AUDIO);
  return present;
}

/** Puts a backup's files into DATA_DIR, the secrets readable by the server's user only. */
export async function placeDataFiles(folder: string, dataDir: string, files: DataFiles) {
  await mkdir(dataDir, { recursive: true });
  for (const file of files.secrets) await writeFile(path.join(dataDir, file), await readFile(path.join(folder, file)), { mode: 0o600 });
  const audio = path.join(folder, AUDIO);
  if ((await stat(audio).catch(() => undefined))?.isDirectory()) await cp(audio, path.join(dataDir, AUDIO), { recursive: true, force: true });
}

/** The sentence naming what a backup carries from DATA_DIR. */
export function describeDataFiles(files: DataFiles) {
  const secrets = SECRETS.filter((secret) => files.secrets.includes(secret.file)).map((secret) => secret.what);
  const audio = `${files.audio_files} audio file${files.audio_files === 1 ? '' : 's'}`;
  const warning = files.secrets.includes('encryption-key')
    ? []
    : ['NO encryption key: sealed passwords cannot be opened without the one they were sealed with'];
  return [...secrets, audio, ...warning].join(', ');
}
