import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../src/db/client.js';
import { openConfiguredDatabase } from '../src/db/configured-database.js';
import { runMigrations } from '../src/db/migrate.js';
import { userLogins } from '../src/db/schema/index.js';
import { verifyPassword } from '../src/modules/session/passwords.js';
import { createTestDatabase } from '../src/test/database.js';
import { runNpmScript } from '../src/test/npm-script.js';
import { createUser } from '../src/test/factories.js';

const runCommand = (args: string[], env: Record<string, string>) => runNpmScript('admin:password', args, env);

const NEW_PASSWORD = /^New password for (\S+): ([A-Za-z0-9]{16})$/;

async function isPasswordOf(db: Database, userId: number, password: string) {
  const logins = await db.select({ hash: userLogins.password_hash }).from(userLogins).where(eq(userLogins.user_id, userId));
  return logins.length > 0 && (await Promise.all(logins.map((login) => verifyPassword(login.hash, password)))).every(Boolean);
}

describe('npm run admin:password, as a process', { timeout: 120_000 }, () => {
  describe('with DATABASE_URL', () => {
    let database: Awaited<ReturnType<typeof createTestDatabase>>;
    beforeAll(async () => {
      database = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
    });
    afterAll(() => database?.drop());

    it('prints a new password once and sets it', async () => {
      const admin = await createUser(database.db, 'admin');

      const result = await runCommand([admin.email], { DATABASE_URL: database.url });

      expect(result.stderr).toEqual([]);
      expect(result.status).toBe(0);
      expect(result.stdout[0]).toMatch(NEW_PASSWORD);
      expect(result.stdout[1]).toBe('It is shown only this once. Every session of this user has ended.');
      const [, email, password] = NEW_PASSWORD.exec(result.stdout[0]) ?? [];
      expect(email).toBe(admin.email);
      expect(await isPasswordOf(database.db, admin.id, password)).toBe(true);
    });

    it('exits non-zero with one sentence for an unknown user or no user at all', async () => {
      const unknown = await runCommand(['nobody@example.test'], { DATABASE_URL: database.url });
      expect(unknown).toEqual({ status: 1, stdout: [], stderr: ['No user has the e-mail address or login username "nobody@example.test".'] });

      const missing = await runCommand([], { DATABASE_URL: database.url });
      expect(missing.status).toBe(1);
      expect(missing.stderr).toEqual(['Give the e-mail address or login username of the user who needs a new password: npm run admin:password -- EMAIL']);
    });
  });

  describe('on the embedded PostgreSQL of DATA_DIR', () => {
    let folder: string;
    beforeAll(async () => {
      folder = await mkdtemp(path.join(os.tmpdir(), 'rl-admin-password-'));
      await chmod(folder, 0o755);
    });
    afterAll(() => rm(folder, { recursive: true, force: true }));

    it('joins the cluster of a running server, and starts and stops it when none runs', async () => {
      const dataDir = path.join(folder, 'data');
      const server = await openConfiguredDatabase({ DATA_DIR: dataDir });
      await runMigrations(server.db);
      const admin = await createUser(server.db, 'admin');

      const whileRunning = await runCommand([admin.email], { DATA_DIR: dataDir });
      expect(whileRunning.status).toBe(0);
      const [, , first] = NEW_PASSWORD.exec(whileRunning.stdout[0]) ?? [];
      // The server's cluster is still up and holds the new password.
      expect(await isPasswordOf(server.db, admin.id, first)).toBe(true);
      await server.close();

      const whileStopped = await runCommand([admin.email], { DATA_DIR: dataDir });
      expect(whileStopped.status).toBe(0);
      expect(existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
      const [, , second] = NEW_PASSWORD.exec(whileStopped.stdout[0]) ?? [];
      const again = await openConfiguredDatabase({ DATA_DIR: dataDir });
      try {
        expect(await isPasswordOf(again.db, admin.id, second)).toBe(true);
      } finally {
        await again.close();
      }
    });

    it('refuses a DATA_DIR that holds no database rather than making an empty one', async () => {
      const empty = path.join(folder, 'never-started');
      const result = await runCommand(['admin@example.com'], { DATA_DIR: empty });
      expect(result).toEqual({
        status: 1,
        stdout: [],
        stderr: [`There is no database in ${empty}: run this with the DATA_DIR or DATABASE_URL that npm start uses.`],
      });
      expect(existsSync(empty)).toBe(false);
    });
  });
});
