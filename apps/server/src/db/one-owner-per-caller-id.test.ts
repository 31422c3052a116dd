import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { useTestApp } from '../test/harness.js';
import { createAccount } from '../test/factories.js';
import type { Database } from './client.js';
import { callerIds } from './schema/index.js';

const migrations = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

async function runMigration(db: Database, file: string) {
  const statements = (await readFile(path.join(migrations, file), 'utf8')).split('--> statement-breakpoint');
  for (const statement of statements) await db.execute(sql.raw(statement));
}

/** Two enabled caller ids on two owners' accounts, inserted past the rule (dropped beforehand). */
async function insertOnTwoOwners(db: Database, numbers: [string, string]) {
  const accounts = [await createAccount(db), await createAccount(db)];
  await db.insert(callerIds).values(numbers.map((number, index) => ({ callerid_number: number, account_id: accounts[index].id })));
  return db.select().from(callerIds).where(inArray(callerIds.callerid_number, numbers)).orderBy(asc(callerIds.id));
}

describe('caller ids enabled twice for one number before the rule', () => {
  const context = useTestApp();

  it('keep the oldest enabled and the others disabled, then hold to one per number', async () => {
    await context.db.execute(sql`drop index callerids_enabled_number_idx`);
    await insertOnTwoOwners(context.db, ['2348030001111', '2348030001111']);
    await runMigration(context.db, '0005_one_owner_per_caller_id.sql');
    const rows = await context.db.select().from(callerIds).where(eq(callerIds.callerid_number, '2348030001111')).orderBy(asc(callerIds.id));
    expect(rows.map((row) => row.enabled)).toEqual([true, false]);
    await expect(context.db.update(callerIds).set({ enabled: true }).where(eq(callerIds.id, rows[1].id))).rejects.toThrow();
  });

  it('keep the oldest of a number with and without its + enabled when the + stops counting', async () => {
    // The rule as 0005 left it, on the number as typed, which let both forms through.
    await context.db.execute(sql`drop index callerids_enabled_number_idx`);
    await context.db.execute(sql`create unique index callerids_enabled_number_idx on callerids (callerid_number) where enabled`);
    const inserted = await insertOnTwoOwners(context.db, ['2348030002222', '+2348030002222']);
    await runMigration(context.db, '0010_caller_id_owner_ignores_plus.sql');
    const ids = inserted.map((row) => row.id);
    const rows = await context.db.select().from(callerIds).where(inArray(callerIds.id, ids)).orderBy(asc(callerIds.id));
    expect(rows.map((row) => [row.callerid_number, row.enabled])).toEqual([
      ['2348030002222', true],
      ['+2348030002222', false],
    ]);
    await expect(context.db.update(callerIds).set({ enabled: true }).where(eq(callerIds.id, ids[1]))).rejects.toThrow();
  });
});
