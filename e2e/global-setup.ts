import type { TestProject } from 'vitest/node';
import { randomBytes } from 'node:crypto';
import { bootstrap } from '../apps/server/src/bootstrap/index.js';
import { loadDemoCalls } from '../apps/server/src/bootstrap/demo/calls.js';
import { temporaryAudioFolder } from '../apps/server/src/app.js';
import { createSecretBox } from '../apps/server/src/secret-box.js';
import pg from 'pg';
import { createTestDatabase, databaseUrl, prepareTestCluster } from '../apps/server/src/test/database.js';

export const ADMIN = { email: 'admin@example.com', password: 'admin-password-for-e2e' };

export interface DemoTemplates {
  /** The migrated database with the demo estate, as a first `npm start` seeds it. */
  estate: string;
  /** The same with the demo month of calls taken in through ingestion. */
  withCalls: string;
  /** The ENCRYPTION_KEY the demo's secrets are sealed with (hex). */
  encryptionKey: string;
  /** Where the demo's prompts were written; the rows of every clone point there. */
  audioDirectory: string;
  demoUser: { email: string; password: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoTemplates: DemoTemplates;
  }
}

/**
 * The browser tests' cluster: the migrated template, and the demo seeded once into templates of
 * its own that every test file clones (seeding it per file, its month of calls above all, was a
 * good part of the suite's time).
 */
export default async function setup(project: TestProject) {
  const cluster = await prepareTestCluster();
  const encryptionKey = randomBytes(32);
  const audio = temporaryAudioFolder();
  const estate = await createTestDatabase(cluster.serverUrl, cluster.template);
  const { demo } = await bootstrap(estate.db, {
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    seedDemo: true,
    secrets: createSecretBox(encryptionKey),
    audio,
  });
  await estate.pool.end();
  if (!demo) throw new Error('The demo data did not load');
  const withCalls = await createTestDatabase(cluster.serverUrl, estate.name);
  await loadDemoCalls(withCalls.db);
  await withCalls.pool.end();
  project.provide('testServerUrl', cluster.serverUrl);
  project.provide('testTemplate', cluster.template);
  project.provide('demoTemplates', {
    estate: estate.name,
    withCalls: withCalls.name,
    encryptionKey: encryptionKey.toString('hex'),
    audioDirectory: audio.directory,
    demoUser: demo.user,
  });
  return async () => {
    const admin = new pg.Client({ connectionString: databaseUrl(cluster.serverUrl, 'postgres') });
    await admin.connect();
    for (const name of [withCalls.name, estate.name]) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await cluster.teardown();
  };
}
