import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from './test/database.js';
import { freePort } from './test/server-process.js';

const serverFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Lines logged this long after the banner would still scroll it away at a first start. */
const LATE_LINE_WAIT_MS = 1_500;

const isLogLine = (line: string) => line.startsWith('{');

/** Starts the server as `npm start` does, on an empty database, and reads what it prints until a while after the banner. */
async function startOutput(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: serverFolder, env: { ...process.env, ...env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.on('close', resolve));
  try {
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', () => stdout.includes('FreeSWITCH:') && resolve());
      child.on('close', (status) => reject(new Error(`The server exited (${status}) before its banner: ${stderr}`)));
    });
    await new Promise((resolve) => setTimeout(resolve, LATE_LINE_WAIT_MS));
    return stdout.split('\n').filter((line) => line.trim() !== '');
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

describe('the server, started as a process', { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataFolder: string;
  beforeAll(async () => {
    database = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
    dataFolder = await mkdtemp(path.join(os.tmpdir(), 'rl-server-start-'));
  });
  afterAll(async () => {
    await database?.drop();
    if (dataFolder) await rm(dataFolder, { recursive: true, force: true });
  });

  it('prints the first sign-in credentials below its last start-up log line', async () => {
    const lines = await startOutput({
      DATABASE_URL: database.url,
      DATA_DIR: dataFolder,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      ADMIN_PASSWORD: '',
      JWT_SECRET: '',
      ENCRYPTION_KEY: '',
      FREESWITCH_CREDENTIALS: '',
      SEED_DEMO: '0',
      PAYMENT_PROVIDER: '',
    });
    const banner = lines.findIndex((line) => line.includes('Ringledger is ready for its first sign-in'));
    const messages = lines.filter(isLogLine).map((line) => JSON.parse(line).msg as string);
    expect(messages.some((message) => message.startsWith('Server listening'))).toBe(true);
    expect(banner, lines.join('\n')).toBeGreaterThan(lines.findLastIndex(isLogLine));
    expect(lines.slice(banner)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^ {2}Admin: +admin@example\.com \/ \S{8,}$/),
        expect.stringMatching(/^ {2}FreeSWITCH: /),
        // What deploy/freeswitch/ringledger.vars.xml needs, ready to paste.
        expect.stringMatching(/^ +<X-PRE-PROCESS cmd="set" data="ringledger_url=http:\/\/localhost:\d+"\/>$/),
        expect.stringMatching(/^ +<X-PRE-PROCESS cmd="set" data="ringledger_credentials=[^:"]+:[^"]{16,}"\/>$/),
        // No demo and no PAYMENT_PROVIDER: the sandbox's free credit is not on offer.
        expect.stringMatching(/^ {2}Card payments: off, as PAYMENT_PROVIDER is not set\. /),
      ]),
    );
  });
});
