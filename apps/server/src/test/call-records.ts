import { randomUUID } from 'node:crypto';
import type { Database } from '../db/client.js';
import { callRecords } from '../db/schema/index.js';
import { rollUpCallRecords } from '../modules/call-records/call-record-rollups.queries.js';

export type CallRecordValues = Partial<typeof callRecords.$inferInsert> & { callstart: Date };

/**
 * Call records written behind ingestion, with their rollups, for tests of what reads them. Each
 * is an answered outbound call of 60 s at 1.00 unless told otherwise.
 */
export async function insertCallRecords(db: Database, values: readonly CallRecordValues[]) {
  const rows = await db
    .insert(callRecords)
    .values(
      values.map((value) => ({
        call_uuid: randomUUID(),
        direction: 'outbound' as const,
        call_type: 'STANDARD' as const,
        caller_id_number: '1001',
        destination_number: '2348031234567',
        duration: 65,
        billseconds: 60,
        cost: '1.00000',
        rated: true,
        ...value,
      })),
    )
    .returning();
  await rollUpCallRecords(db, { ids: rows.map((row) => row.id) });
  return rows;
}
