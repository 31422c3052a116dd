/**
 * What every benchmark stands on: a scratch database, the product started as `npm start` runs it,
 * or the app built in-process with an admin signed in. Nothing a benchmark makes is left behind.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { buildApp, temporaryAudioFolder } from '../src/app.js';
import { bootstrap } from '../src/bootstrap/index.js';
import { connectDatabase } from '../src/db/client.js';
import { ensureDatabase } from '../src/db/database-url.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { runMigrations } from '../src/db/migrate.js';
import { createSecretBox } from '../src/secret-box.js';
import { createTestDatabase, prepareTestCluster } from '../src/test/database.js';
import { createUser, signIn } from '../src/test/factories.js';
import { freePort, waitForHealth } from '../src/test/server-process.js';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const BENCH_ADMIN = { email: 'bench@example.com', password: 'bench-password-1234' };

/**
 * A migrated, bootstrapped database on BENCH_DATABASE_URL's (or DATABASE_URL's) server, else on an
 * embedded PostgreSQL of its own; `cleanUp` drops it (or stops that PostgreSQL and removes its files).
 */
export async function scratchDatabase({ seedDemo }: { seedDemo: boolean }) {
  const configured = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const directory = configured ? undefined : await mkdtemp(path.join(os.tmpdir(), 'ringledger-bench-'));
  // Run as root, PostgreSQL runs as another user; opened, the folder keeps the cluster rather than /var/lib/ringledger.
  if (directory) await chmod(directory, 0o755);
  const embedded = directory ? await startEmbeddedPostgres(directory, { persistent: false }) : undefined;
  const name = `rl_bench_${randomBytes(4).toString('hex')}`;
  const databaseUrl = await ensureDatabase(configured ?? embedded?.serverUrl ?? '', name);
  const { db, pool } = connectDatabase(databaseUrl);
  await runMigrations(db);
  // A benchmark never opens a gateway or device password, so a throwaway key seals them.
  const { demo } = await bootstrap(db, {
    adminEmail: BENCH_ADMIN.email,
    adminPassword: BENCH_ADMIN.password,
    seedDemo,
    secrets: createSecretBox(randomBytes(32)),
    audio: temporaryAudioFolder(),
  });
  const cleanUp = async () => {
    if (!pool.ended) await pool.end();
    if (configured) {
      const admin = new pg.Client({ connectionString: configured });
      await admin.connect();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
    await embedded?.stop();
    if (directory) await rm(directory, { recursive: true, force: true });
  };
  return { databaseUrl, db, pool, demo, cleanUp };
}

/**
 * The flags the product runs with, read from apps/server's `start` script (`node <flags> start.js`),
 * so a benchmark runs the server with what `npm start` gives it: a young generation of up to 64 MB a
 * space instead of 16, so a request or CDR in flight is mostly gone before the collector would
 * copy it. Measured alternately with bench:cdr's load (256 clients): more CDRs a second than
 * without in each of four rounds, 5 to 28 % more. The root's `cdr:import` script repeats them.
 */
export const PRODUCT_NODE_FLAGS = nodeFlagsOf(
  (JSON.parse(readFileSync(path.join(serverDir, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts.start,
);

function nodeFlagsOf(script: string) {
  const words = script.split(/\s+/);
  const entry = words.findIndex((word, index) => index > 0 && !word.startsWith('-'));
  if (words[0] !== 'node' || entry < 0) throw new Error(`apps/server's start script is not "node <flags> <entry>": ${script}`);
  return words.slice(1, entry);
}

/** Starts `entry` (relative to apps/server) on a free port with `env`, as the product runs, and answers once its health check does. */
export async function startServerProcess(entry: string, env: Record<string, string>, nodeOptions: string[] = []) {
  const port = await freePort();
  const child = spawn(process.execPath, [...PRODUCT_NODE_FLAGS, ...nodeOptions, '--import', 'tsx', entry], {
    cwd: serverDir,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: 'ignore',
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url, child, entry);
  return { url, child };
}

/**
 * The app built in-process on a database of the test cluster (TEST_DATABASE_URL or DATABASE_URL's
 * server, else an embedded PostgreSQL), with an admin signed in. `close` drops the database unless
 * `keep` is asked for, then stops the cluster.
 */
export async function scratchApp() {
  // The product's own server will do when no test server is named; only a scratch database is touched.
  if (!process.env.TEST_DATABASE_URL && process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  console.log(process.env.TEST_DATABASE_URL ? 'Using the PostgreSQL server of TEST_DATABASE_URL / DATABASE_URL' : 'Starting an embedded PostgreSQL…');
  const cluster = await prepareTestCluster();
  const database = await createTestDatabase(cluster.serverUrl, cluster.template);
  const app = await buildApp({ db: database.db, jwtSecret: randomBytes(32).toString('hex') });
  await app.ready();
  const admin = await signIn(app, await createUser(database.db, 'admin'));
  const close = async ({ keep = false } = {}) => {
    await app.close();
    if (keep) {
      console.log(`Kept database ${database.name}`);
      await database.pool.end();
    } else await database.drop();
    await cluster.teardown();
  };
  return { app, db: database.db, admin, close };
}
