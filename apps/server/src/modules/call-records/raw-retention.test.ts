import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { callRecordRaws } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { dropOldRawCdrs, retentionCutoff } from './raw-retention.js';

describe('raw CDR retention', () => {
  const context = useTestApp();

  it('keeps the current month and the months before it that the setting names', () => {
    expect(retentionCutoff(new Date('2026-11-24T10:00:00Z'), 24)).toBe('2024-12-01');
    expect(retentionCutoff(new Date('2026-01-01T00:00:00Z'), 1)).toBe('2026-01-01');
  });

  it('drops whole months of raw CDRs past the retention, and old ones the DEFAULT partition took, never the call records', async () => {
    await context.db.execute(sql`select rl_call_records_partition('2020-03-10')`);
    const raw = (callstart: string, leg: string) => ({
      call_uuid: leg,
      leg_uuid: leg,
      leg: 'a' as const,
      callstart: new Date(callstart),
      body: Buffer.from('x'),
    });
    await context.db
      .insert(callRecordRaws)
      .values([raw('2020-03-15T00:00:00Z', 'old-month'), raw('1999-01-01T00:00:00Z', 'in-default'), raw(new Date().toISOString(), 'this-month')]);
    const partitions = async () =>
      (
        await context.db.execute<{ name: string }>(
          sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid where i.inhparent = 'call_record_raws'::regclass`,
        )
      ).rows.map((row) => row.name);
    expect(await partitions()).toContain('call_record_raws_y2020m03');
    expect(await dropOldRawCdrs(context.db, 24)).toBeGreaterThanOrEqual(1);
    expect(await partitions()).not.toContain('call_record_raws_y2020m03');
    expect(await partitions()).toContain('call_record_raws_default');
    const kept = await context.db.select({ leg: callRecordRaws.leg_uuid }).from(callRecordRaws);
    expect(kept.map((row) => row.leg)).toEqual(['this-month']);
    expect(await context.db.execute(sql`select to_regclass('call_records_y2020m03') as still`).then((result) => result.rows[0].still)).toBe(
      'call_records_y2020m03',
    );
  });
});
