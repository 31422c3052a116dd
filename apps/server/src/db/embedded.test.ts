import { spawn } from 'node:child_process';
import { chmod, lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedDatabase, type EmbeddedOptions } from './embedded.js';
import { LEGACY_SUPERUSER_PASSWORD, SUPERUSER_PASSWORD_FILE } from './superuser-password.js';

const isRoot = process.getuid?.() === 0;
const running: EmbeddedDatabase[] = [];
/** Postmasters left running by killed processes: stopped after each test, whatever it found. */
const leftBehind: number[] = [];
const folders: string[] = [];

async function temporaryFolder(mode: number) {
  const folder = await mkdtemp(path.join(os.tmpdir(), 'rl-embedded-'));
  await chmod(folder, mode);
  folders.push(folder);
  return folder;
}

async function start(dataDir: string, options: Partial<EmbeddedOptions> = {}) {
  const database = await startEmbeddedPostgres(dataDir, { persistent: true, ...options });
  running.push(database);
  return database;
}

async function stop(database: EmbeddedDatabase) {
  await database.stop();
  running.splice(running.indexOf(database), 1);
}

/** Connects as the superuser with a given password; answers what PostgreSQL said. */
async function signInWith(serverUrl: string, password: string) {
  const url = new URL(serverUrl);
  url.password = encodeURIComponent(password);
  const client = new pg.Client({ connectionString: url.toString() });
  try {
    await client.connect();
    return 'accepted';
  } catch (error) {
    return (error as { code?: string }).code === '28P01' ? 'wrong password' : String(error);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function query(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A process that starts the cluster, commits a row and is then killed (SIGKILL, as an out-of-memory
 * kill ends a server): its postmaster is left running. Answers that postmaster's pid.
 */
async function startInKilledProcess(dataDir: string) {
  const embedded = fileURLToPath(new URL('./embedded.ts', import.meta.url));
  const script = `
    import pg from 'pg';
    import { startEmbeddedPostgres } from ${JSON.stringify(embedded)};
    const database = await startEmbeddedPostgres(process.env.RL_DATA_DIR, { persistent: true });
    const client = new pg.Client({ connectionString: database.serverUrl });
    await client.connect();
    await client.query("create table kept (note text); insert into kept values ('committed before the kill')");
    await client.end();
    console.log('ready');
    setInterval(() => undefined, 1000);`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: { ...process.env, RL_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
    child.on('close', (status) => reject(new Error(`The process starting the cluster ended (${status}) before it was ready`)));
  });
  const ended = new Promise((resolve) => child.on('close', resolve));
  child.kill('SIGKILL');
  await ended;
  const postmaster = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
  leftBehind.push(postmaster);
  return { postmaster };
}

const readPassword = async (dataDir: string) => (await readFile(path.join(dataDir, SUPERUSER_PASSWORD_FILE), 'utf8')).trim();

afterEach(async () => {
  for (const database of running.splice(0)) await database.stop();
  for (const pid of leftBehind.splice(0)) if (isRunning(pid)) process.kill(pid, 'SIGINT');
  for (const folder of folders.splice(0)) await rm(folder, { recursive: true, force: true });
});

describe('the embedded PostgreSQL', { timeout: 90_000 }, () => {
  it('gives a new data folder its own superuser password, readable by the server user only', async () => {
    const dataDir = path.join(await temporaryFolder(0o755), 'data');
    const database = await start(dataDir);

    const file = await stat(path.join(dataDir, SUPERUSER_PASSWORD_FILE));
    expect(file.mode & 0o777).toBe(0o600);
    expect(file.uid).toBe(process.getuid?.());
    const password = await readPassword(dataDir);
    expect(password).toMatch(/^[\w-]{43}$/);
    expect(await signInWith(database.serverUrl, password)).toBe('accepted');
    expect(await signInWith(database.serverUrl, LEGACY_SUPERUSER_PASSWORD)).toBe('wrong password');
    // The copy initdb read its first password from is gone.
    expect((await readdir(dataDir)).sort()).toEqual(['pg', SUPERUSER_PASSWORD_FILE]);
  });

  it('moves a data folder made with the old constant password onto a password of its own', async () => {
    const dataDir = path.join(await temporaryFolder(0o755), 'data');
    const before = await start(dataDir);
    // What a data folder from before looks like: the constant password and no password file.
    await query(before.serverUrl, "create table kept (note text); insert into kept values ('still here')");
    await query(before.serverUrl, `alter role postgres password '${LEGACY_SUPERUSER_PASSWORD}'`);
    const firstPassword = await readPassword(dataDir);
    await stop(before);
    await rm(path.join(dataDir, SUPERUSER_PASSWORD_FILE));

    const messages: string[] = [];
    const after = await start(dataDir, { announce: (message) => messages.push(message) });
    const password = await readPassword(dataDir);
    expect(messages).toEqual([
      `The embedded PostgreSQL's superuser password was the one every data folder shared; it is now the one in ${path.join(dataDir, SUPERUSER_PASSWORD_FILE)}`,
    ]);
    expect(password).not.toBe(firstPassword);
    expect(await signInWith(after.serverUrl, password)).toBe('accepted');
    expect(await signInWith(after.serverUrl, LEGACY_SUPERUSER_PASSWORD)).toBe('wrong password');
    expect(await query(after.serverUrl, 'select note from kept')).toEqual([{ note: 'still here' }]);
  });

  it('refuses with one sentence when the password file does not belong to the data folder', async () => {
    const dataDir = path.join(await temporaryFolder(0o755), 'data');
    await stop(await start(dataDir));
    await writeFile(path.join(dataDir, SUPERUSER_PASSWORD_FILE), 'a-password-from-another-folder');

    await expect(start(dataDir)).rejects.toThrow(
      /refuses the password in .*pg-superuser-password: put back the copy of that file that belongs to this data folder\.$/,
    );
  });

  it('stops the cluster a killed server left running, and starts on it again with everything committed', async () => {
    const dataDir = path.join(await temporaryFolder(0o755), 'data');
    const { postmaster } = await startInKilledProcess(dataDir);
    expect(isRunning(postmaster)).toBe(true);

    const messages: string[] = [];
    const again = await start(dataDir, { announce: (message) => messages.push(message) });
    expect(isRunning(postmaster)).toBe(false);
    expect(messages).toEqual([
      `The embedded PostgreSQL in ${path.join(dataDir, 'pg')} was still running after its server had ended (pid ${postmaster}); it was stopped and started again.`,
    ]);
    expect(await query(again.serverUrl, 'select note from kept')).toEqual([{ note: 'committed before the kill' }]);
  });

  it('refuses with one sentence to start on a cluster a running process holds, and leaves it running', async () => {
    const dataDir = path.join(await temporaryFolder(0o755), 'data');
    const first = await start(dataDir);

    await expect(start(dataDir)).rejects.toThrow(
      `Another Ringledger process (pid ${process.pid}) is running on the embedded PostgreSQL in ${path.join(dataDir, 'pg')}: stop it first, or give this one a DATA_DIR of its own.`,
    );
    expect(await query(first.serverUrl, 'select 1 as up')).toEqual([{ up: 1 }]);
  });

  describe.runIf(isRoot)('started as root', () => {
    it('works from a folder other users cannot enter, without opening that folder', async () => {
      const home = await temporaryFolder(0o700);
      const dataDir = path.join(home, 'ringledger', 'data');
      // The empty folder a start that could not reach it used to leave behind.
      await mkdir(path.join(dataDir, 'pg'), { recursive: true });
      const relocatedRoot = await temporaryFolder(0o755);
      const messages: string[] = [];

      const first = await start(dataDir, { relocatedRoot, announce: (message) => messages.push(message) });
      await query(first.serverUrl, 'create table kept (note text)');
      await stop(first);

      const link = path.join(dataDir, 'pg');
      expect((await lstat(link)).isSymbolicLink()).toBe(true);
      const target = await readlink(link);
      expect(path.dirname(target)).toBe(relocatedRoot);
      expect((await stat(path.join(target, 'PG_VERSION'))).isFile()).toBe(true);
      expect((await stat(home)).mode & 0o777).toBe(0o700);
      expect(messages).toEqual([`The postgres user cannot enter ${dataDir}: the embedded PostgreSQL keeps its files in ${target}, linked from ${link}`]);

      const again = await start(dataDir, { relocatedRoot, announce: (message) => messages.push(message) });
      expect(await query(again.serverUrl, "select count(*)::int as tables from pg_tables where tablename = 'kept'")).toEqual([{ tables: 1 }]);
      expect(messages).toHaveLength(1);
    });

    it('refuses with one sentence to move a cluster that already sits where PostgreSQL cannot reach it', async () => {
      const dataDir = path.join(await temporaryFolder(0o700), 'data');
      await mkdir(path.join(dataDir, 'pg'), { recursive: true });
      await writeFile(path.join(dataDir, 'pg', 'PG_VERSION'), '17\n');

      await expect(start(dataDir, { relocatedRoot: await temporaryFolder(0o755) })).rejects.toThrow(
        /^PostgreSQL runs as the "postgres" user, who cannot enter .*\/data\/pg: move the data folder where it can \(for example to \/var\/lib\/ringledger\/data\) and set DATA_DIR to it, or start Ringledger as a user other than root\.$/,
      );
    });
  });
});
