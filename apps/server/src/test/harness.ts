import { afterAll, beforeAll, inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { buildApp, type AppOptions } from '../app.js';
import { createTestDatabase } from './database.js';

export const TEST_JWT_SECRET = 'test-secret-that-is-at-least-32-bytes-long!';

export interface TestContext {
  app: FastifyInstance;
  db: Database;
}

/**
 * Gives a test file its own database (cloned from the migrated template) and an app built on
 * it, without a port; both are torn down after the file.
 */
export function useTestApp(options: Partial<AppOptions> = {}): TestContext {
  const context = {} as TestContext;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const database = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
    drop = database.drop;
    context.db = database.db;
    context.app = await buildApp({ db: database.db, jwtSecret: TEST_JWT_SECRET, sessionRateLimit: 10_000, ...options });
    await context.app.ready();
  });
  afterAll(async () => {
    await context.app?.close();
    await drop?.();
  });
  return context;
}
