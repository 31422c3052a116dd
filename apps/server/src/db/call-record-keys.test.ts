import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { asc, sql } from 'drizzle-orm';
import { useTestApp } from '../test/harness.js';
import { insertCallRecords } from '../test/call-records.js';
import type { Database } from './client.js';
import { callLegsPending, callRecordKeys } from './schema/index.js';

const migration = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle/0032_call_record_keys.sql');

async function runMigration(db: Database) {
  for (const statement of (await readFile(migration, 'utf8')).split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}

describe('migration 0032: one key per call', () => {
  const context = useTestApp();

  it('keys every call already recorded by its uuid in lower case, the first record of a uuid recorded twice, and the B-legs waiting', async () => {
    const start = new Date('2026-10-05T10:00:00Z');
    const [first, shifted, other] = await insertCallRecords(context.db, [
      { call_uuid: 'AbCd-0001', callstart: start },
      // Recorded a second time by an earlier version: the same call with its start a second later.
      { call_uuid: 'abcd-0001', callstart: new Date(start.getTime() + 1000) },
      { call_uuid: 'abcd-0002', callstart: new Date('2026-11-02T08:00:00Z') },
    ]);
    expect(shifted.id).toBeGreaterThan(first.id);
    await context.db.insert(callLegsPending).values({ call_uuid: 'EFGH-0003', leg_uuid: 'b-leg', leg: { billseconds: 0 } });
    // The database as it was before 0032.
    await context.db.execute(sql`drop table call_record_keys`);
    await context.db.execute(sql`alter table call_records drop column reported_callstart`);
    await runMigration(context.db);

    const keys = await context.db.select().from(callRecordKeys).orderBy(asc(callRecordKeys.call_key));
    expect(keys).toEqual([
      { call_key: 'abcd-0001', call_record_id: first.id, callstart: start },
      { call_key: 'abcd-0002', call_record_id: other.id, callstart: other.callstart },
    ]);
    expect((await context.db.select({ call_uuid: callLegsPending.call_uuid }).from(callLegsPending)).map((row) => row.call_uuid)).toEqual(['efgh-0003']);
  });
});
