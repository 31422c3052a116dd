import { callAccounts } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';
import { conflict } from '../../errors/app-error.js';
import { countReferrers } from './call-accounts.queries.js';
import { ownedByCustomerOf } from '../accounts/stock.js';
import { callAccounts as callAccountRows } from '../../db/schema/index.js';

function counted(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/** Why a call account cannot be deleted yet, or undefined when nothing refers to it. */
function deletionBlocker(referrers: { dids: number; transactions: number }) {
  const didText = counted(referrers.dids, 'DID', 'DIDs');
  if (referrers.transactions > 0) {
    const also = referrers.dids > 0 ? ` and ${didText}` : '';
    // The ledger is history and is never removed, so the way out is disabling, not deleting.
    return `This call account still has ${counted(referrers.transactions, 'transaction', 'transactions')}${also}; its ledger is kept, so disable the call account instead`;
  }
  if (referrers.dids > 0) return `This call account is still used by ${didText}; remove or reassign them first`;
  return undefined;
}

/** A call account goes only when nothing bills to it; the row is locked, so no DID or ledger line slips in meanwhile. */
export const callAccountBehaviour = defineBehaviour(callAccounts, {
  filterOn: { customer_of_account: ownedByCustomerOf(callAccountRows.type_id) },
  async beforeDelete({ tx, id }) {
    const blocker = deletionBlocker(await countReferrers(tx, id));
    if (blocker) throw conflict(blocker);
  },
});
