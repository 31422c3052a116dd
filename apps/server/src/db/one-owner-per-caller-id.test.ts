import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import { useTestApp } from '../test/harness.js';
import { createAccount } from '../test/factories.js';
import { callerIds } from './schema/index.js';

const migration = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle/0005_one_owner_per_caller_id.sql');

describe('caller ids enabled twice for one number before the rule', () => {
  const context = useTestApp();

  it('keep the oldest enabled and the others disabled, then hold to one per number', async () => {
    await context.db.execute(sql`drop index callerids_enabled_number_idx`);
    const accounts = [await createAccount(context.db), await createAccount(context.db)];
    await context.db.insert(callerIds).values(accounts.map((account) => ({ callerid_number: '2348030001111', account_id: account.id })));
    for (const statement of (await readFile(migration, 'utf8')).split('--> statement-breakpoint')) await context.db.execute(sql.raw(statement));
    const rows = await context.db.select().from(callerIds).where(eq(callerIds.callerid_number, '2348030001111')).orderBy(asc(callerIds.id));
    expect(rows.map((row) => row.enabled)).toEqual([true, false]);
    await expect(context.db.update(callerIds).set({ enabled: true }).where(eq(callerIds.id, rows[1].id))).rejects.toThrow();
  });
});
