import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { resolveEncryptionKey } from './secrets.js';

describe('the encryption key', () => {
  let dataDir = '';
  afterEach(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('is generated once into DATA_DIR, readable by the server only, and read back at the next start', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rl-key-'));
    const first = await resolveEncryptionKey(undefined, dataDir);
    expect(first).toHaveLength(32);
    expect((await stat(path.join(dataDir, 'encryption-key'))).mode & 0o777).toBe(0o600);
    expect(await resolveEncryptionKey(undefined, dataDir)).toEqual(first);
  });

  it('comes from ENCRYPTION_KEY when set, and a damaged key file stops the start rather than being replaced', async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rl-key-'));
    const hex = 'ab'.repeat(32);
    expect((await resolveEncryptionKey(hex, dataDir)).toString('hex')).toBe(hex);
    await writeFile(path.join(dataDir, 'encryption-key'), 'not a key');
    await expect(resolveEncryptionKey(undefined, dataDir)).rejects.toThrow('holds no 32-byte key; restore it from a backup or set ENCRYPTION_KEY');
    expect(await readFile(path.join(dataDir, 'encryption-key'), 'utf8')).toBe('not a key');
  });
});
