import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseEncryptionKey } from './secret-box.js';

/** JWT_SECRET when given; otherwise a secret generated once and kept in DATA_DIR. */
export async function resolveJwtSecret(configured: string | undefined, dataDir: string) {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (Buffer.byteLength(stored) >= 32) return stored;
  } catch {
    // First start: generate below.
  }
  const secret = randomBytes(48).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, secret, { mode: 0o600 });
  return secret;
}

/** FREESWITCH_CREDENTIALS when given; otherwise `freeswitch:<random>` generated once and kept in DATA_DIR. */
export async function resolveSwitchCredentials(configured: string | undefined, dataDir: string) {
  if (configured) return configured;
  const file = path.join(dataDir, 'freeswitch-credentials');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.includes(':')) return stored;
  } catch {
    // First start: generate below.
  }
  const credentials = `freeswitch:${randomBytes(24).toString('base64url')}`;
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, credentials, { mode: 0o600 });
  return credentials;
}

/** The contents of a file, or undefined when there is none yet. */
async function readIfPresent(file: string) {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The key gateway passwords are sealed with: ENCRYPTION_KEY when given, otherwise 32 random bytes generated once into DATA_DIR. */
export async function resolveEncryptionKey(configured: string | undefined, dataDir: string) {
  if (configured) {
    const key = parseEncryptionKey(configured);
    if (!key) throw new Error('ENCRYPTION_KEY must be 64 hex digits or 32 bytes in base64');
    return key;
  }
  const file = path.join(dataDir, 'encryption-key');
  const stored = await readIfPresent(file);
  if (stored !== undefined) {
    const key = parseEncryptionKey(stored.trim());
    // A lost key makes every sealed password unreadable, so a damaged file is never replaced by a new key.
    if (!key) throw new Error(`${file} holds no 32-byte key; restore it from a backup or set ENCRYPTION_KEY`);
    return key;
  }
  const key = randomBytes(32);
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
  return key;
}
