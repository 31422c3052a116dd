import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { connectDatabase } from '../db/client.js';
import { runMigrations } from '../db/migrate.js';
import { startEmbeddedPostgres } from '../db/embedded.js';
import { ensureSeededRoles } from '../bootstrap/roles.js';

declare module 'vitest' {
  export interface ProvidedContext {
    testServerUrl: string;
    testTemplate: string;
  }
}

async function adminQuery(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export function databaseUrl(serverUrl: string, name: string) {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The test cluster: TEST_DATABASE_URL's server when set, else an embedded PostgreSQL for this
 * run. A template database is migrated once; every test file clones it.
 */
export async function prepareTestCluster() {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopEmbedded: (() => Promise<void>) | undefined;
  let directory: string | undefined;
  if (!serverUrl) {
    directory = await mkdtemp(path.join(os.tmpdir(), 'ringledger-test-pg-'));
    // mkdtemp makes a private folder; opened, so that run as root the postgres user reaches the cluster here
    // rather than it being kept under /var/lib/ringledger.
    await chmod(directory, 0o755);
    const embedded = await startEmbeddedPostgres(directory, { persistent: false });
    serverUrl = embedded.serverUrl;
    stopEmbedded = embedded.stop;
  }
  const template = `rl_template_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `create database ${template}`);
  const { db, pool } = connectDatabase(databaseUrl(serverUrl, template), 2);
  await runMigrations(db);
  await ensureSeededRoles(db);
  await pool.end();
  return {
    serverUrl,
    template,
    async teardown() {
      await adminQuery(serverUrl, `drop database if exists ${template} with (force)`);
      await stopEmbedded?.();
      if (directory) await rm(directory, { recursive: true, force: true });
    },
  };
}

/** A fresh database for one test file, cloned from the migrated template. */
export async function createTestDatabase(serverUrl: string, template: string) {
  const name = `rl_test_${randomBytes(6).toString('hex')}`;
  for (let attempt = 0; ; attempt += 1) {
    try {
      await adminQuery(serverUrl, `create database ${name} template ${template}`);
      break;
    } catch (error) {
      // Two files cloning the template at the same instant collide; wait and retry.
      if (attempt >= 20 || !/being accessed by other users/.test(String(error))) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 200));
    }
  }
  const url = databaseUrl(serverUrl, name);
  const connection = connectDatabase(url, 5, () => undefined);
  return {
    ...connection,
    url,
    name,
    async drop() {
      await connection.pool.end();
      await adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}
