import Decimal from 'decimal.js';
import type { CarrierSide, CustomerSide } from './call-billing.js';
import { lockBalances, type BatchClient, type DayDelta, type LedgerLine } from './call-records.queries.js';

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

/** Calls, seconds and money per day and key, summed over the batch before they are written. */
export class Days {
  private readonly byKey = new Map<string, DayDelta>();

  add(delta: Omit<DayDelta, 'cost'> & { cost: string | null }) {
    const key = [delta.day, delta.user_type, delta.account_id, delta.call_account_id, delta.user_id, delta.extension_id, delta.direction, delta.call_type].join(
      '|',
    );
    const found = this.byKey.get(key);
    const cost = delta.cost ?? '0';
    if (!found) this.byKey.set(key, { ...delta, cost });
    else
      Object.assign(found, {
        calls: found.calls + delta.calls,
        billseconds: found.billseconds + delta.billseconds,
        cost: new Decimal(found.cost).plus(cost).toFixed(5),
      });
  }

  get deltas() {
    return [...this.byKey.values()];
  }
}

type CallKeys = Pick<CustomerSide, 'account_id' | 'call_billing_account_id' | 'user_id' | 'extension_id'> & { direction: string; call_type: string };
type CarrierKeys = Pick<CarrierSide, 'provider_account_id' | 'provider_call_account_id' | 'provider_user_id'>;

/** Whose calls a summary row counts: an account, its call account and user (0 stands for "none", as the rollups keep it). */
interface DayParty {
  account_id: number | null;
  call_account_id: number | null;
  user_id: number | null;
}

function dayKey(callstart: string, userType: 'user' | 'provider', party: DayParty, call: Pick<CallKeys, 'extension_id' | 'direction' | 'call_type'>) {
  return {
    day: callstart.slice(0, 10),
    user_type: userType,
    account_id: party.account_id ?? 0,
    call_account_id: party.call_account_id ?? 0,
    user_id: party.user_id ?? 0,
    extension_id: call.extension_id ?? 0,
    direction: call.direction,
    call_type: call.call_type,
  };
}

/** The summary key a call's customer side is counted under. */
export function customerDay(callstart: string, call: CallKeys) {
  return dayKey(callstart, 'user', { account_id: call.account_id, call_account_id: call.call_billing_account_id, user_id: call.user_id }, call);
}

/** The summary key a call's carrier side is counted under: the carrier's account, with the call's own direction, type and extension. */
export function carrierDay(callstart: string, call: Pick<CallKeys, 'extension_id' | 'direction' | 'call_type'>, carrier: CarrierKeys) {
  const party = { account_id: carrier.provider_account_id, call_account_id: carrier.provider_call_account_id, user_id: carrier.provider_user_id };
  return dayKey(callstart, 'provider', party, call);
}
