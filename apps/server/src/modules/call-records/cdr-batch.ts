import Decimal from 'decimal.js';
import type { CdrOutcome } from '@ringledger/contract';
import type { CarrierSide, CustomerSide } from './call-billing.js';
import type { CdrLeg } from './cdr-parser.js';
import { answeredOf, carrierDay, customerDay, Days, Debits, type Debit } from './call-money.js';
import {
  callKeyOf,
  lockCalls,
  readBatchState,
  writeChanges,
  type BatchClient,
  type CarrierTarget,
  type ChargedCarrier,
  type RawRow,
  type RecordRow,
} from './call-records.queries.js';

/** One CDR of a batch, billed before the transaction (rating reads memory only). */
export interface BilledCdr {
  leg: CdrLeg;
  raw: RawRow;
  /** An A-leg's customer side. */
  customer?: CustomerSide;
  /** A B-leg's carrier side; undefined for a B-leg that is no carrier leg. */
  carrier?: CarrierSide;
}

export interface Outcome {
  status: CdrOutcome;
  call_record_id: number | null;
  /** Why a call just recorded is unrated (cdr:import reports them); never answered to the switch. */
  unrated_reason?: string;
}

const describeCall = (number: string | null, seconds: number) => `Call to ${number ?? 'an unknown number'} (${seconds} s)`;
const describeCarrier = (carrier: CarrierSide) => `Carrier cost of a call to ${carrier.rate.rated_number ?? 'an unknown number'} (${carrier.billseconds} s)`;

/** No object built here for each CDR starts with a spread (call-records.queries.ts, carrierColumns, says why). */
function recordOf(leg: CdrLeg, customer: CustomerSide): RecordRow {
  return {
    call_uuid: leg.callUuid,
    caller_id_number: leg.callerIdNumber,
    caller_id_name: leg.callerIdName,
    destination_number: leg.destinationNumber,
    sip_user: leg.sipUser,
    callstart: leg.callstart,
    reported_callstart: leg.reportedCallstart ?? null,
    answerstart: leg.answerstart,
    callend: leg.callend,
    duration: leg.duration,
    billseconds: leg.billseconds,
    hangup_cause: leg.hangupCause,
    notes: leg.refusal,
    ledger_line_id: null,
    ...customer,
  };
}

const uncharged = (carrier: CarrierSide): ChargedCarrier => ({ ledger_line_id: null, ...carrier });

/** A B-leg replaces the carrier side only where the kept one never talked (a failed attempt before a failover), which cost nothing. */
function replacesCarrier(target: CarrierTarget, carrier: CarrierSide) {
  if (target.provider_leg_uuid === null) return true;
  return target.provider_leg_uuid !== carrier.leg_uuid && (target.provider_billseconds ?? 0) === 0 && carrier.billseconds > 0;
}

interface FreshCall {
  index: number;
  row: RecordRow;
  carrier: ChargedCarrier | null;
  /** The other legs of this batch that belong to it: B-legs, and the same A-leg posted again. */
  joined: number[];
}

/**
 * Writes one batch of billed CDRs in the caller's transaction: new records with their charges,
 * carrier sides onto their records (or kept until the A-leg comes), ledger lines and balances,
 * daily summaries and the raw CDRs. Answers each CDR's outcome, in order.
 */
export async function writeBatch(tx: BatchClient, cdrs: BilledCdr[]): Promise<Outcome[]> {
  const outcomes: Outcome[] = cdrs.map(() => ({ status: 'duplicate', call_record_id: null }));
  await lockCalls(tx, [...new Set(cdrs.map((cdr) => cdr.leg.callUuid))]);
  const aLegs = cdrs.flatMap((cdr, index) => (cdr.customer ? [{ cdr, index, customer: cdr.customer }] : []));
  const bLegs = cdrs.flatMap((cdr, index) => (cdr.leg.isBLeg ? [{ cdr, index, carrier: cdr.carrier }] : []));
  // A call is its A-leg's uuid, in any case and whatever start a CDR carries (call_record_keys).
  const { recorded, pending, targets } = await readBatchState(tx, {
    aLegKeys: [...new Set(aLegs.map(({ cdr }) => callKeyOf(cdr.leg.callUuid)))],
    bLegKeys: [...new Set(bLegs.filter(({ carrier }) => carrier).map(({ cdr }) => callKeyOf(cdr.leg.callUuid)))],
  });

  // New A-legs, each once, joined by B-legs that came earlier or in this batch.
  const fresh = new Map<string, FreshCall>();
  for (const { cdr, index, customer } of aLegs) {
    const key = callKeyOf(cdr.leg.callUuid);
    const id = recorded.get(key);
    const entry = fresh.get(key);
    if (id !== undefined) outcomes[index].call_record_id = id;
    else if (entry) entry.joined.push(index);
    else fresh.set(key, { index, row: recordOf(cdr.leg, customer), carrier: null, joined: [] });
  }
  for (const [callUuid, carrier] of pending) {
    const entry = fresh.get(callUuid);
    if (entry) entry.carrier = uncharged(carrier);
  }

  const laterCarriers: { index: number; target: CarrierTarget; carrier: ChargedCarrier; isFirst: boolean; replacedCost: string | null }[] = [];
  const waiting = new Map<string, CarrierSide>();
  for (const { cdr, index, carrier } of bLegs) {
    if (!carrier) {
      outcomes[index].status = 'not_billed';
      continue;
    }
    const key = callKeyOf(cdr.leg.callUuid);
    const entry = fresh.get(key);
    const target = targets.get(key);
    if (entry) {
      entry.joined.push(index);
      const current = entry.carrier;
      const isBetter = !current || (current.leg_uuid !== carrier.leg_uuid && current.billseconds === 0 && carrier.billseconds > 0);
      if (isBetter) entry.carrier = uncharged(carrier);
      outcomes[index].status = isBetter ? 'carrier_added' : current.leg_uuid === carrier.leg_uuid ? 'duplicate' : 'not_billed';
    } else if (target) {
      outcomes[index].call_record_id = target.id;
      if (target.provider_leg_uuid === carrier.leg_uuid) continue;
      if (!replacesCarrier(target, carrier)) {
        outcomes[index].status = 'not_billed';
        continue;
      }
      laterCarriers.push({ index, target, carrier: uncharged(carrier), isFirst: target.provider_leg_uuid === null, replacedCost: target.provider_cost });
      // A further B-leg of the same call in this batch sees this one as kept.
      Object.assign(target, { provider_leg_uuid: carrier.leg_uuid, provider_billseconds: carrier.billseconds, provider_cost: carrier.cost });
      outcomes[index].status = 'carrier_added';
    } else {
      const kept = waiting.get(key);
      if (!kept || (kept.billseconds === 0 && carrier.billseconds > 0)) waiting.set(key, carrier);
      outcomes[index].status = 'waiting_for_a_leg';
    }
  }

  const days = new Days();
  const debits = new Debits();
  const customerLines = new Map<RecordRow, Debit | undefined>();
  const carrierLines = new Map<ChargedCarrier, Debit | undefined>();
  for (const { row, carrier } of fresh.values()) {
    customerLines.set(row, debits.add(row.call_billing_account_id, row.cost, describeCall(row.destination_number, row.billseconds)));
    const providerCost = carrier?.cost ?? null;
    days.add({
      calls: 1,
      answered: answeredOf(row.billseconds),
      billseconds: row.billseconds,
      cost: row.cost,
      provider_cost: providerCost,
      ...customerDay(row.callstart, row),
    });
    if (!carrier) continue;
    carrierLines.set(carrier, debits.add(carrier.provider_call_account_id, carrier.cost, describeCarrier(carrier)));
    days.add({
      calls: 1,
      answered: answeredOf(carrier.billseconds),
      billseconds: carrier.billseconds,
      cost: carrier.cost,
      ...carrierDay(row.callstart, row, carrier),
    });
  }
  for (const later of laterCarriers) {
    carrierLines.set(later.carrier, debits.add(later.carrier.provider_call_account_id, later.carrier.cost, describeCarrier(later.carrier)));
    // A replaced carrier leg never talked and cost nothing: only the new one's seconds and cost are added.
    days.add({
      calls: later.isFirst ? 1 : 0,
      answered: answeredOf(later.carrier.billseconds),
      billseconds: later.carrier.billseconds,
      cost: later.carrier.cost,
      ...carrierDay(later.target.callstart, later.target, later.carrier),
    });
    // The customer side's row holds what the carrier charged, now this leg's charge.
    const providerCost = new Decimal(later.carrier.cost ?? 0).minus(later.replacedCost ?? 0).toFixed(5);
    days.add({ calls: 0, answered: 0, billseconds: 0, cost: '0', provider_cost: providerCost, ...customerDay(later.target.callstart, later.target) });
  }
  const lines = await debits.settle(tx);
  for (const [row, line] of customerLines) row.ledger_line_id = line?.id ?? null;
  for (const [carrier, line] of carrierLines) carrier.ledger_line_id = line?.id ?? null;

  const inserted = await writeChanges(tx, {
    lines,
    records: [...fresh.values()].map(({ row, carrier }) => ({ row, carrier })),
    carriers: laterCarriers.map(({ target, carrier }) => ({ id: target.id, callstart: target.callstart, carrier })),
    pending: [...waiting].map(([call_uuid, carrier]) => ({ call_uuid, carrier })),
    days: days.deltas,
    prefixDays: days.prefixDeltas,
    raws: cdrs.map((cdr) => cdr.raw),
  });
  for (const [key, { index, row, joined }] of fresh) {
    const id = inserted.get(key);
    // Every call was locked and looked for above: a record already there would mean a charge without its record.
    if (id === undefined) throw new Error(`Call ${key} was recorded by another writer while locked`);
    outcomes[index] =
      row.unrated_reason === null ? { status: 'recorded', call_record_id: id } : { status: 'recorded', call_record_id: id, unrated_reason: row.unrated_reason };
    for (const other of joined) outcomes[other].call_record_id = id;
  }
  return outcomes;
}
