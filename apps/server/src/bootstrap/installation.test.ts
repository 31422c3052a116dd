import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { useTestApp } from '../test/harness.js';
import { temporaryAudioFolder } from '../app.js';
import { createSecretBox } from '../secret-box.js';
import { installation } from '../db/schema/index.js';
import type { Database } from '../db/client.js';
import { bootstrap } from './index.js';
import { createPersonWithLogin } from './people.js';

const migration = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle/0026_demo_installation.sql');

/** The database as it stood before 0026, then 0026 run on it. */
async function rerunMigration(db: Database) {
  await db.execute(sql`drop table installation`);
  for (const statement of (await readFile(migration, 'utf8')).split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}

const start = (db: Database) =>
  bootstrap(db, { adminEmail: 'owner@example.test', seedDemo: false, secrets: createSecretBox(randomBytes(32)), audio: temporaryAudioFolder() });

describe('what the first start records about the installation', () => {
  const context = useTestApp();

  it('records a first start without the demo, which every later start reads back', async () => {
    expect(await context.db.select().from(installation)).toEqual([]);
    expect(await start(context.db)).toMatchObject({ admin: { email: 'owner@example.test' }, hasDemoData: false });
    expect(await start(context.db)).toEqual({ hasDemoData: false });
    expect(await context.db.select({ hasDemoData: installation.has_demo_data }).from(installation)).toEqual([{ hasDemoData: false }]);
    await expect(context.db.insert(installation).values({ id: false, has_demo_data: true })).rejects.toThrow();
  });

  it('counts a database filled before it was recorded as seeded with the demo only while the demo people are there', async () => {
    await rerunMigration(context.db);
    expect(await start(context.db)).toEqual({ hasDemoData: false });
    await createPersonWithLogin(context.db, { firstname: 'Ada', lastname: 'Agent', email: 'agent@example.com', phone: '', type: 'agent' }, 'demo-password-1');
    await rerunMigration(context.db);
    expect(await start(context.db)).toEqual({ hasDemoData: false });
    await createPersonWithLogin(context.db, { firstname: 'Uche', lastname: 'User', email: 'user@example.com', phone: '', type: 'user' }, 'demo-password-2');
    await rerunMigration(context.db);
    expect(await start(context.db)).toEqual({ hasDemoData: true });
  });

  it('leaves an empty database to its first start', async () => {
    await context.db.execute(sql`truncate users cascade`);
    await rerunMigration(context.db);
    expect(await context.db.select().from(installation)).toEqual([]);
  });
});
