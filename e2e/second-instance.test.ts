import { spawn } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase } from '../apps/server/src/test/database.js';
import { freePort, waitForHealth } from '../apps/server/src/test/server-process.js';
import { consoleLayout, heldBuilds } from '../apps/web/scripts/console-builds.js';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const layout = consoleLayout(path.join(repoRoot, 'apps/web'));
/** A start that builds the console on a busy machine. */
const START_WITHIN_MS = 240_000;
/** Page loads in flight at once against the first instance. */
const LOADERS = 6;

type Instance = Awaited<ReturnType<typeof startInstance>>;

function isGroupRunning(groupId: number) {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

/** `npm start` from the repository's root, as an operator types it, on its own database, data folder and port. */
async function startInstance(name: string, databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'rl-second-instance-'));
  const child = spawn('npm', ['start'], {
    cwd: repoRoot,
    // A process group of its own, so stopping it reaches npm and the server it started.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      LOG_LEVEL: 'warn',
      REBUILD_CONSOLE: '',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const closed = new Promise((resolve) => child.on('close', resolve));
  const instance = {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
    async stop() {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      await closed;
      // npm ends before the server it started has shut down.
      while (child.pid && isGroupRunning(child.pid)) await new Promise((resolve) => setTimeout(resolve, 100));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  try {
    await waitForHealth(instance.url, child, name, START_WITHIN_MS);
  } catch (error) {
    await instance.stop();
    throw new Error(`${(error as Error).message}:\n${output}`);
  }
  return instance;
}

/** Loads `paths` from `url` over and over, as browsers opening the console do, until `stop`; answers each load's status (0: no answer). */
function loadPages(url: string, paths: string[]) {
  const statuses: { path: string; status: number }[] = [];
  let isStopped = false;
  const loader = async (offset: number) => {
    for (let index = offset; !isStopped; index += 1) {
      const pagePath = paths[index % paths.length];
      const status = await fetch(`${url}${pagePath}`, { headers: { 'accept-encoding': 'br, gzip' } }).then(
        async (response) => (await response.arrayBuffer(), response.status),
        () => 0,
      );
      statuses.push({ path: pagePath, status });
    }
  };
  const loaders = Promise.all(Array.from({ length: LOADERS }, (_, offset) => loader(offset)));
  return {
    async stop() {
      isStopped = true;
      await loaders;
      return statuses;
    },
  };
}

describe('a second instance started from the same folder', () => {
  const databases: Awaited<ReturnType<typeof createTestDatabase>>[] = [];
  const instances: Instance[] = [];
  beforeAll(async () => {
    for (let count = 0; count < 2; count += 1) databases.push(await createTestDatabase(inject('testServerUrl'), inject('testTemplate')));
  });
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.stop()));
    await Promise.all(databases.map((database) => database.drop()));
  });

  it('builds and publishes the console anew while the first answers every page load', { timeout: 2 * START_WITHIN_MS }, async () => {
    const first = await startInstance('the first instance', databases[0].url);
    instances.push(first);
    const firstBuild = realpathSync(layout.link);
    const index = await (await fetch(`${first.url}/`)).text();
    const assets = [...index.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(1);
    const load = loadPages(first.url, ['/', '/dids/5', '/auth', ...assets]);

    // Forced, so a build is made and published while the first serves.
    const second = await startInstance('the second instance', databases[1].url, { REBUILD_CONSOLE: '1' });
    instances.push(second);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const statuses = await load.stop();

    const secondBuild = realpathSync(layout.link);
    expect(secondBuild).not.toBe(firstBuild);
    expect(statuses.length).toBeGreaterThan(100);
    expect(statuses.filter(({ status }) => status !== 200)).toEqual([]);
    // Each serves the build published at its start, and holds it.
    expect(await (await fetch(`${second.url}/`)).text()).toBe(await readFile(path.join(secondBuild, 'index.html'), 'utf8'));
    expect(await (await fetch(`${first.url}/`)).text()).toBe(index);
    expect([...(await heldBuilds(layout))]).toEqual(expect.arrayContaining([path.basename(firstBuild), path.basename(secondBuild)]));
    expect(first.output()).not.toMatch(/"level":(50|60)/);
  });
});
