import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectDataFiles, dataFilesIn, describeDataFiles } from './data-files.js';

describe("a backup's files from DATA_DIR", () => {
  const folders: string[] = [];
  const folder = async () => {
    const made = await mkdtemp(path.join(os.tmpdir(), 'rl-data-files-'));
    folders.push(made);
    return made;
  };
  afterEach(async () => {
    for (const made of folders.splice(0)) await rm(made, { recursive: true, force: true });
  });

  it('takes a secret from the environment where it gives one, as the server does, else from its file', async () => {
    const dataDir = await folder();
    await writeFile(path.join(dataDir, 'encryption-key'), 'a'.repeat(64));
    await writeFile(path.join(dataDir, 'jwt-secret'), 'file-secret');
    const out = path.join(await folder(), 'files');
    const files = await collectDataFiles(dataDir, { JWT_SECRET: 'environment-secret' }, out);
    expect(files).toEqual({ secrets: ['encryption-key', 'jwt-secret'], audio_files: 0 });
    expect(await readFile(path.join(out, 'jwt-secret'), 'utf8')).toBe('environment-secret');
    expect(describeDataFiles(files)).toBe('the encryption key (opens sealed gateway and device passwords), the JWT secret, 0 audio files');
  });

  it('says so loudly when there is no encryption key to carry', async () => {
    const files = await collectDataFiles(await folder(), {}, path.join(await folder(), 'files'));
    expect(describeDataFiles(files)).toBe('0 audio files, NO encryption key: sealed passwords cannot be opened without the one they were sealed with');
  });

  it('finds what a restore would replace: the secrets and uploaded audio, not an empty audio folder', async () => {
    const dataDir = await folder();
    await mkdir(path.join(dataDir, 'audio', 'music'), { recursive: true });
    expect(await dataFilesIn(dataDir)).toEqual([]);
    await writeFile(path.join(dataDir, 'audio', 'music', 'hold.wav'), 'RIFF');
    await writeFile(path.join(dataDir, 'freeswitch-credentials'), 'freeswitch:secret');
    expect(await dataFilesIn(dataDir)).toEqual(['freeswitch-credentials', 'audio']);
  });
});
