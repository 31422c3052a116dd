import { getCallRecord, isAllowed } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { AppError } from '../../errors/app-error.js';
import type { Executor } from '../../db/client.js';
import { findCallRecord, findLedgerLines, findPricelistNames, findRawCdrs, type StoredCallRecord } from './call-record-detail.queries.js';

/** The rate each side was priced with, as the record copied it; none for a side never rated. */
function ratesOf(record: StoredCallRecord, names: Map<number, string>) {
  const named = (id: number | null) => (id === null ? null : { name: names.get(id) ?? `#${id}` });
  const customer = {
    pricelist_id: record.pricelist_id,
    pricelist: named(record.pricelist_id),
    rated_number: record.rated_number,
    prefix: record.rate_prefix,
    cost_per_min: record.rate_cost_per_min,
    connect_cost: record.rate_connect_cost,
    included_seconds: record.rate_included_seconds,
    init_inc: record.rate_init_inc,
    inc: record.rate_inc,
    markup: record.rate_markup,
    charged_seconds: record.charged_seconds,
  };
  const carrier = {
    pricelist_id: record.provider_pricelist_id,
    pricelist: named(record.provider_pricelist_id),
    rated_number: record.provider_rated_number,
    prefix: record.provider_rate_prefix,
    cost_per_min: record.provider_rate_cost_per_min,
    connect_cost: record.provider_rate_connect_cost,
    included_seconds: record.provider_rate_included_seconds,
    init_inc: record.provider_rate_init_inc,
    inc: record.provider_rate_inc,
    markup: record.provider_rate_markup,
    charged_seconds: record.provider_charged_seconds,
  };
  return { rate: customer.prefix === null ? null : customer, provider_rate: carrier.prefix === null ? null : carrier };
}

async function detailOf(db: Executor, record: StoredCallRecord, canSeeRaw: boolean) {
  const lineIds = [record.ledger_line_id, record.provider_ledger_line_id].filter((id) => id !== null);
  const pricelistIds = [record.pricelist_id, record.provider_pricelist_id].filter((id) => id !== null);
  const [lines, names, raw] = await Promise.all([
    findLedgerLines(db, lineIds),
    findPricelistNames(db, pricelistIds),
    canSeeRaw ? findRawCdrs(db, record) : undefined,
  ]);
  const lineOf = (id: number | null) => lines.find((line) => line.id === id) ?? null;
  return {
    record,
    ledger_line: lineOf(record.ledger_line_id),
    provider_ledger_line: lineOf(record.provider_ledger_line_id),
    ...ratesOf(record, names),
    ...(raw && { raw }),
  };
}

/**
 * A record with what explains its charge: the ledger line it wrote, the rate it was priced with
 * and, for those who may correct records, what the switch sent.
 */
export const getCallRecordOperation = implement(getCallRecord, async ({ db, params, principal }) => {
  const record = await findCallRecord(db, params.id);
  // The route checked the record exists; its month may have been dropped since.
  if (!record) throw new AppError('NOT_FOUND', 'Call Record was not found');
  return detailOf(db, record, isAllowed(principal?.actions, 'CALL_RECORDS', 'edit'));
});
