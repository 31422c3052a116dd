import type { Readable } from 'node:stream';
import type { Database } from '../../db/client.js';
import { readRateFile, type RefusedLine } from './rate-csv-import.js';
import { forbidden } from '../../errors/app-error.js';
import { recordAudit, type AuditActor } from '../../audit/audit-log.queries.js';
import { countExistingPrefixes, upsertRates } from './rates.queries.js';

export type RateImportOutcome =
  { status: 'refused'; error: string; lines: RefusedLine[] } | { status: 'imported'; imported: number; skipped: RefusedLine[]; skipped_count: number };

function refusedMessage(count: number) {
  return count === 1 ? '1 line was refused; nothing was imported' : `${count} lines were refused; nothing was imported`;
}

interface ImportOptions {
  pricelistId: number;
  csv: Readable;
  skipInvalid: boolean;
  /** Replacing a rate is an edit: without that permission a file may only add prefixes. */
  canReplace: boolean;
  /** Who imports, for the audit trail. */
  actor: AuditActor;
}

/**
 * Loads a CSV rate file into a pricelist. Every line is checked first; a bad line refuses the
 * whole file unless `skipInvalid`, and then the good lines are written in one transaction,
 * replacing the rates of prefixes already there.
 */
export async function importRateFile(db: Database, options: ImportOptions): Promise<RateImportOutcome> {
  const file = await readRateFile(options.csv);
  if (file.refusedCount > 0 && !options.skipInvalid) return { status: 'refused', error: refusedMessage(file.refusedCount), lines: file.refused };
  await db.transaction(async (tx) => {
    if (!options.canReplace) {
      const existing = await countExistingPrefixes(
        tx,
        options.pricelistId,
        file.rates.map((rate) => rate.prefix),
      );
      if (existing > 0) throw forbidden(`${existing} of these prefixes already have rates; replacing them needs permission to edit pricelists`);
    }
    await upsertRates(tx, options.pricelistId, file.rates);
    const after = { imported: file.rates.length, skipped: file.refusedCount };
    await recordAudit(tx, { actor: options.actor, action: 'import', resource: 'pricelists', resourceId: options.pricelistId, after });
  });
  return { status: 'imported', imported: file.rates.length, skipped: file.refused, skipped_count: file.refusedCount };
}
