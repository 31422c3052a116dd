import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { SettingsCache } from '../../settings/settings-cache.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The first day of the oldest month still kept: the current UTC month and the `months` before it. */
export function retentionCutoff(now: Date, months: number) {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months + 1, 1)).toISOString().slice(0, 10);
}

/** Drops the raw CDRs of months before the cutoff (whole partitions); answers how many months went. */
export async function dropOldRawCdrs(db: Database, months: number, now = new Date()) {
  const result = await db.execute<{ dropped: number }>(sql`select rl_drop_call_record_raws_before(${retentionCutoff(now, months)}::date) as dropped`);
  return result.rows[0].dropped;
}

/**
 * Keeps the raw CDRs for the Raw CDR Retention configuration (cdr_raw_retention_months): checked
 * at start and then daily, so a changed setting applies by the next day. Only the raw bodies go;
 * call records, charges and summaries stay.
 */
export function keepRawCdrsForRetention(options: { db: Database; settings: SettingsCache; log: (message: string, error?: unknown) => void }) {
  const run = () =>
    dropOldRawCdrs(options.db, options.settings.get('cdr_raw_retention_months')).then(
      (dropped) => dropped > 0 && options.log(`dropped the raw CDRs of ${dropped} month(s) past their retention`),
      (error: unknown) => options.log('could not drop old raw CDRs', error),
    );
  const timer = setInterval(() => void run(), DAY_MS);
  timer.unref();
  return { first: run(), stop: () => clearInterval(timer) };
}
