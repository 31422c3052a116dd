import Decimal from 'decimal.js';
import type { CarrierSide, CustomerSide } from './call-billing.js';
import { ROLLED_UP_PREFIX_LENGTH } from '../../db/schema/index.js';
import { lockBalances, type BatchClient, type DayDelta, type LedgerLine, type PrefixDayDelta } from './call-records.queries.js';

export const hasCost = (amount: string | null): amount is string => amount !== null && new Decimal(amount).greaterThan(0);

/** Debits in the order they are written, each with the balance it leaves behind. */
export type Debit = Omit<LedgerLine, 'id' | 'balance_after'> & { id?: number; balance_after?: string };

export class Debits {
  readonly lines: Debit[] = [];

  add(callAccountId: number | null, amount: string | null, description: string): Debit | undefined {
    if (!callAccountId || !hasCost(amount)) return undefined;
    const line = { call_account_id: callAccountId, amount, description };
    this.lines.push(line);
    return line;
  }

  /**
   * Locks the accounts, numbers the lines and works out each balance after it, for the batch's
   * write; a call already made is charged even past the credit limit.
   */
  async settle(tx: BatchClient): Promise<LedgerLine[]> {
    if (this.lines.length === 0) return [];
    const accountIds = [...new Set(this.lines.map((line) => line.call_account_id))].sort((a, b) => a - b);
    const { balances, ids } = await lockBalances(tx, accountIds, this.lines.length);
    const running = new Map([...balances].map(([id, balance]) => [id, new Decimal(balance)]));
    this.lines.forEach((line, index) => {
      const after = (running.get(line.call_account_id) ?? new Decimal(0)).minus(line.amount);
      running.set(line.call_account_id, after);
      Object.assign(line, { id: ids[index], balance_after: after.toFixed(5) });
    });
    return this.lines as LedgerLine[];
  }
}

/**
 * What a call adds to the summaries (or, negative, takes back), under the keys it is counted under:
 * `answered` is 1 for a call billed more than 0 seconds on that side (answeredOf), and
 * `provider_cost`, on the customer side only, what the carrier charged for it.
 */
export type DayChange = ReturnType<typeof customerDay> & {
  calls: number;
  answered: number;
  billseconds: number;
  cost: string | null;
  provider_cost?: string | null;
};

/** A call counts as answered on a side when that side billed it more than 0 seconds (as the traffic rollups count it). */
export const answeredOf = (billseconds: number | null) => ((billseconds ?? 0) > 0 ? 1 : 0);

interface Counts {
  calls: number;
  answered: number;
  billseconds: number;
}

/** A summary row being added up: its money is kept as Decimals, written out once the batch is summed. */
interface Tally<Row extends Counts> {
  row: Row;
  cost: Decimal;
  providerCost: Decimal;
}

function addUp<Row extends Counts>(byKey: Map<string, Tally<Row>>, key: string, row: Row, cost: Decimal, providerCost: Decimal) {
  const found = byKey.get(key);
  if (!found) byKey.set(key, { row, cost, providerCost });
  else {
    found.row.calls += row.calls;
    found.row.answered += row.answered;
    found.row.billseconds += row.billseconds;
    found.cost = found.cost.plus(cost);
    found.providerCost = found.providerCost.plus(providerCost);
  }
}

const summed = <Row extends Counts>(tallies: Iterable<Tally<Row>>) =>
  Array.from(tallies, ({ row, cost, providerCost }) => Object.assign(row, { cost: cost.toFixed(5), provider_cost: providerCost.toFixed(5) }));

/** The starts of a number the prefix rollup counts a call under, in characters as PostgreSQL's left() counts them. */
export function rolledUpPrefixes(number: string | null) {
  const characters = Array.from(number ?? '');
  return Array.from({ length: Math.min(ROLLED_UP_PREFIX_LENGTH, characters.length) }, (_, index) => characters.slice(0, index + 1).join(''));
}

/**
 * Calls, seconds and money per day and key, summed over the batch before they are written: by
 * account, call account, user and extension (call_record_days), and by the destination's starts
 * (call_record_prefix_days; a carrier leg of no known provider is in no provider's list, so in
 * neither prefix side).
 */
export class Days {
  private readonly byKey = new Map<string, Tally<Omit<DayDelta, 'cost' | 'provider_cost'>>>();
  private readonly byPrefix = new Map<string, Tally<Omit<PrefixDayDelta, 'cost' | 'provider_cost'>>>();

  add(change: DayChange) {
    const { day, user_type, account_id, call_account_id, user_id, extension_id, direction, call_type, calls, answered, billseconds } = change;
    const cost = new Decimal(change.cost ?? '0');
    const providerCost = new Decimal(change.provider_cost ?? '0');
    const key = [day, user_type, account_id, call_account_id, user_id, extension_id, direction, call_type].join('|');
    const row = { day, user_type, account_id, call_account_id, user_id, extension_id, direction, call_type, calls, answered, billseconds };
    addUp(this.byKey, key, row, cost, providerCost);
    if (user_type === 'provider' && account_id === 0) return;
    for (const prefix of rolledUpPrefixes(change.destination)) {
      addUp(
        this.byPrefix,
        [user_type, prefix, day, direction, call_type].join('|'),
        { user_type, prefix, day, direction, call_type, calls, answered, billseconds },
        cost,
        providerCost,
      );
    }
  }

  get deltas(): DayDelta[] {
    return summed(this.byKey.values());
  }

  get prefixDeltas(): PrefixDayDelta[] {
    return summed(this.byPrefix.values());
  }
}

type CallKeys = Pick<CustomerSide, 'account_id' | 'call_billing_account_id' | 'user_id' | 'extension_id'> & {
  direction: string;
  call_type: string;
  destination_number: string | null;
};
type CarrierKeys = Pick<CarrierSide, 'provider_account_id' | 'provider_call_account_id' | 'provider_user_id'>;

/** Whose calls a summary row counts: an account, its call account and user (0 stands for "none", as the rollups keep it). */
interface DayParty {
  account_id: number | null;
  call_account_id: number | null;
  user_id: number | null;
}

type CallFacts = Pick<CallKeys, 'extension_id' | 'direction' | 'call_type' | 'destination_number'>;

function dayKey(callstart: string, userType: 'user' | 'provider', party: DayParty, call: CallFacts) {
  return {
    day: callstart.slice(0, 10),
    user_type: userType,
    account_id: party.account_id ?? 0,
    call_account_id: party.call_account_id ?? 0,
    user_id: party.user_id ?? 0,
    extension_id: call.extension_id ?? 0,
    direction: call.direction,
    call_type: call.call_type,
    destination: call.destination_number,
  };
}

/** The summary key a call's customer side is counted under. */
export function customerDay(callstart: string, call: CallKeys) {
  return dayKey(callstart, 'user', { account_id: call.account_id, call_account_id: call.call_billing_account_id, user_id: call.user_id }, call);
}

/** The summary key a call's carrier side is counted under: the carrier's account, with the call's own direction, type and extension. */
export function carrierDay(callstart: string, call: CallFacts, carrier: CarrierKeys) {
  const party = { account_id: carrier.provider_account_id, call_account_id: carrier.provider_call_account_id, user_id: carrier.provider_user_id };
  return dayKey(callstart, 'provider', party, call);
}
