import Decimal from 'decimal.js';
import { rerateCallRecords } from '@ringledger/contract';
import type { Database } from '../../db/client.js';
import { recordAuditOn, type AuditEntry } from '../../audit/audit-log.queries.js';
import { implement } from '../../operations/operation-routes.js';
import type { RatingCache } from '../rating/rating-cache.js';
import { billCarrier, billCustomer, priceSourcesOf, type CarrierSide, type CustomerSide } from './call-billing.js';
import { loadCallParties } from './call-parties.queries.js';
import { inBatchTransaction, lockCalls, writeChanges } from './call-records.queries.js';
import { answeredOf, carrierDay, customerDay, Days, Debits, type Debit } from './call-money.js';
import { parseCdr, type CdrLeg } from './cdr-parser.js';
import { correctLeg, screenLeg } from './call-plausibility.js';
import { decompressCdrAsync } from './raw-cdr-compression.js';
import { findUnrated, setCustomerSides, type UnratedRecord } from './rerate.queries.js';

const PAGE = 500;

/** An operator's correction of a call (rerateBody): its stored start accepted, maybe its seconds. */
type Correction = { billseconds?: number };

/** A leg read again from its raw CDR, corrected when the operator said so, and screened as ingestion screens it. */
async function legOf(body: Buffer | null, contentType: string | null, record: UnratedRecord, correction: Correction | undefined): Promise<CdrLeg | undefined> {
  if (!body) return undefined;
  try {
    const leg = parseCdr(await decompressCdrAsync(body), { contentType: contentType ?? undefined });
    return screenLeg(correction ? correctLeg(leg, record.callstart, correction.billseconds) : leg, Date.now());
  } catch {
    // A raw CDR that cannot be read again leaves its record as it is, unrated with its reason.
    return undefined;
  }
}

/** A re-rated side with the number its call dialled, which re-rating never changes. */
const withNumber = (side: CustomerSide, record: UnratedRecord) => ({ ...side, destination_number: record.destination_number });

/**
 * The summaries a record's unrated side was counted under, taken back before it is counted again;
 * the customer side's row also gives back what the carrier charged, counted again with it.
 */
function takeBack(days: Days, record: UnratedRecord, side: 'user' | 'provider') {
  const isUser = side === 'user';
  const key = isUser ? customerDay(record.callstart, record) : carrierDay(record.callstart, record, record);
  const billseconds = (isUser ? record.billseconds : record.provider_billseconds) ?? 0;
  const providerCost = isUser ? new Decimal(record.provider_cost ?? 0).negated().toFixed(5) : null;
  days.add({ ...key, calls: -1, answered: -answeredOf(billseconds), billseconds: -billseconds, cost: '0', provider_cost: providerCost });
}

/**
 * A carrier side left as it was is counted under the call's direction, call type and extension:
 * when the customer side is re-rated, its summary moves with them.
 */
function moveCarrier(days: Days, record: UnratedRecord, customer: CustomerSide) {
  const billseconds = record.provider_billseconds ?? 0;
  const answered = answeredOf(billseconds);
  const cost = new Decimal(record.provider_cost ?? 0);
  days.add({ ...carrierDay(record.callstart, record, record), calls: -1, answered: -answered, billseconds: -billseconds, cost: cost.negated().toFixed(5) });
  days.add({ ...carrierDay(record.callstart, withNumber(customer, record), record), calls: 1, answered, billseconds, cost: cost.toFixed(5) });
}

/** Re-rates one page of records in one transaction; answers how many are now rated on every side. */
async function reratePage(db: Database, rating: RatingCache, page: UnratedRecord[], corrections: Map<number, Correction>, audit: AuditEntry) {
  const legs = new Map<number, { a?: CdrLeg; b?: CdrLeg }>();
  for (const record of page) {
    const correction = corrections.get(record.id);
    legs.set(record.id, { a: await legOf(record.a_body, record.a_type, record, correction), b: await legOf(record.b_body, record.b_type, record, correction) });
  }
  const all = [...legs.values()].flatMap(({ a, b }) => [a, b].filter((leg): leg is CdrLeg => leg !== undefined));
  const parties = await loadCallParties(db.$client, all);
  const sources = priceSourcesOf(parties);
  const book = { pricelists: await rating.pricelists(sources.pricelistIds), localizations: await rating.localizations(sources.localizationIds) };
  return inBatchTransaction(db.$client, async (tx) => {
    await lockCalls(tx, [...new Set(page.map((record) => record.call_uuid))]);
    // Read again under the locks: a record another re-rate (or its B-leg) just rated is left alone.
    const current = await findUnrated(tx, { afterId: 0, limit: page.length, ids: page.map((record) => record.id) });
    const days = new Days();
    const debits = new Debits();
    const customers: { record: UnratedRecord; side: CustomerSide; line?: Debit; seconds: { billseconds: number; duration: number } }[] = [];
    const carriers: { record: UnratedRecord; side: CarrierSide; line?: Debit }[] = [];
    for (const record of current) {
      const { a, b } = legs.get(record.id) ?? {};
      const customer = !record.rated && a ? billCustomer(a, parties, book) : undefined;
      const carrier = record.provider_unrated_reason !== null && b ? billCarrier(b, parties, book) : undefined;
      // What the carrier charged for the call once this page is written: the customer side's summary holds it.
      const providerCost = carrier ? carrier.cost : record.provider_cost;
      if (customer && a) {
        takeBack(days, record, 'user');
        // The seconds as read again: the record's own, or an operator's correction of them.
        const seconds = { billseconds: a.billseconds, duration: a.duration };
        const line = debits.add(
          customer.call_billing_account_id,
          customer.rated ? customer.cost : null,
          `Call to ${a.destinationNumber ?? 'an unknown number'} (${seconds.billseconds} s), re-rated`,
        );
        customers.push({ record, side: customer, line, seconds });
        days.add({
          ...customerDay(record.callstart, withNumber(customer, record)),
          calls: 1,
          answered: answeredOf(seconds.billseconds),
          billseconds: seconds.billseconds,
          cost: customer.cost,
          provider_cost: providerCost,
        });
      }
      if (carrier) {
        takeBack(days, record, 'provider');
        if (!customer) {
          const change = new Decimal(carrier.cost ?? 0).minus(record.provider_cost ?? 0).toFixed(5);
          days.add({ ...customerDay(record.callstart, record), calls: 0, answered: 0, billseconds: 0, cost: '0', provider_cost: change });
        }
        const line = debits.add(
          carrier.provider_call_account_id,
          carrier.cost,
          `Carrier cost of a call to ${carrier.rate.rated_number ?? 'an unknown number'} (${carrier.billseconds} s), re-rated`,
        );
        carriers.push({ record, side: carrier, line });
        days.add({
          ...carrierDay(record.callstart, customer ? withNumber(customer, record) : record, carrier),
          calls: 1,
          answered: answeredOf(carrier.billseconds),
          billseconds: carrier.billseconds,
          cost: carrier.cost,
        });
      } else if (customer && record.provider_leg_uuid !== null) moveCarrier(days, record, customer);
    }
    const lines = await debits.settle(tx);
    await writeChanges(tx, {
      lines,
      carriers: carriers.map(({ record, side, line }) => ({
        id: record.id,
        callstart: record.callstart,
        carrier: { ...side, ledger_line_id: line?.id ?? null },
      })),
      days: days.deltas,
      prefixDays: days.prefixDeltas,
    });
    // After the ledger lines it names, in a statement of its own: one statement may not update a record twice, and a record may be re-rated on both sides.
    await setCustomerSides(
      tx,
      customers.map(({ record, side, line, seconds }) => ({
        ...side,
        ...seconds,
        id: record.id,
        callstart: record.callstart,
        ledger_line_id: line?.id ?? null,
      })),
    );
    const customerRated = new Map(customers.map(({ record, side }) => [record.id, side.rated]));
    const carrierRated = new Map(carriers.map(({ record, side }) => [record.id, side.unrated_reason === null]));
    const rated = current.filter(
      (record) => (customerRated.get(record.id) ?? record.rated) && (carrierRated.get(record.id) ?? record.provider_unrated_reason === null),
    ).length;
    const charged = lines.length;
    await recordAuditOn(tx, { ...audit, after: { ...audit.after, checked: current.length, rated, ledger_lines: charged } });
    return rated;
  });
}

/** Rates again the calls stored unrated, from the CDRs the switch sent, once the data they lacked is there. */
export const rerateCallRecordsOperation = implement(rerateCallRecords, async ({ db, body, request, principal }) => {
  const { rating } = request.server;
  // Rates changed a moment ago must be the ones used.
  await rating.settle();
  const corrections = new Map((body.corrections ?? []).map(({ id, ...correction }) => [id, correction]));
  const ids = body.corrections ? [...corrections.keys()] : undefined;
  let afterId = 0;
  let checked = 0;
  let rated = 0;
  for (;;) {
    const page = await findUnrated(db.$client, { from: body.from, to: body.to, afterId, limit: PAGE, ids, lock: false });
    if (page.length === 0) break;
    afterId = page[page.length - 1].id;
    checked += page.length;
    // One entry per page, in the page's own transaction: a page that rolls back leaves none.
    const audit = { actor: { userId: principal?.userId ?? null, address: request.ip }, action: 'rerate' as const, resource: 'call_records' };
    rated += await reratePage(db, rating, page, corrections, {
      ...audit,
      after: { from: body.from ?? null, to: body.to ?? null, corrections: body.corrections?.length ?? 0 },
    });
  }
  return { checked, rated, unrated: checked - rated };
});
