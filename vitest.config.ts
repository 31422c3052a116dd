import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Two test files at a time (Vitest's default on 2 cores is one): a server test file spends much of
    // its time waiting on PostgreSQL, a switch or a timer, a browser test on its page, so two share
    // the machine well. Set here, not per project: projects run together must agree on it.
    maxWorkers: 2,
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/scripts/**/*.test.ts'],
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // A page waited on (a lookup's label fetched, a list refetched) as a person would: Vitest's 1 s
          // default failed such waits on a machine whose load from other work slowed every page threefold.
          expect: { poll: { timeout: 10_000 } },
        },
      },
      {
        // `npm run screenshots` only: pictures for a person to review, never part of `npm test`.
        test: {
          name: 'screenshots',
          include: ['e2e/**/*.capture.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
