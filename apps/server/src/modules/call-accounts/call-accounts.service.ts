import { callAccounts as callAccountResource } from '@ringledger/contract';
import type { Database, Executor } from '../../db/client.js';
import { callAccounts } from '../../db/schema/index.js';
import { badRequest, conflict, notFound } from '../../errors/app-error.js';
import { createTableStore, creatorEmbed, type TableStore } from '../crud/table-store.js';
import type { ListParams } from '../crud/list-conditions.js';
import {
  countReferrers,
  deleteCallAccountRow,
  insertCallAccount,
  isExistingAccount,
  isExistingPricelist,
  lockCallAccount,
  ownedByUser,
  updateCallAccountRow,
  type CallAccountChanges,
  type NewCallAccount,
} from './call-accounts.queries.js';
import { holdUser, isExistingUser } from '../users/users.queries.js';

/** Reads (list and view) with the embeds every answer carries; writes go through the rules below. */
export const callAccountStore = createTableStore({
  resource: callAccountResource,
  table: callAccounts,
  queryName: 'callAccounts',
  embed: {
    main_account: { columns: { number: true } },
    pricelist: { columns: { name: true } },
    user: { columns: { firstname: true, lastname: true } },
    ...creatorEmbed,
  },
});

const NOT_FOUND = callAccountResource.singular;
const ownerOptions = callAccountResource.fields.type_id.linked.options;

function refuse(field: string, message: string): never {
  throw badRequest(message, { [field]: message });
}

/** Both types must name an existing user (providers are users acting as carriers); the body calls it user_id or provider_id. */
async function assertOwner(tx: Executor, type: string, ownerId: number | null | undefined) {
  const option = ownerOptions[type];
  if (!option) refuse('type', 'Type must be user or provider');
  if (ownerId === null || ownerId === undefined) refuse(option.name, `${option.label} is required`);
  if (!(await holdUser(tx, ownerId))) refuse(option.name, `The chosen ${option.label.toLowerCase()} does not exist`);
}

async function assertReferences(tx: Executor, values: CallAccountChanges) {
  if (typeof values.pricelist_id === 'number' && !(await isExistingPricelist(tx, values.pricelist_id))) {
    refuse('pricelist_id', 'The chosen pricelist does not exist');
  }
  if (typeof values.main_account_id === 'number' && !(await isExistingAccount(tx, values.main_account_id))) {
    refuse('main_account_id', 'The chosen main account does not exist');
  }
}

export async function createCallAccount(options: { db: Database; values: NewCallAccount; createdById: number }) {
  const { values } = options;
  return options.db.transaction(async (tx) => {
    await assertOwner(tx, values.type, values.type_id);
    await assertReferences(tx, values);
    const id = await insertCallAccount(tx, { ...values, created_by_id: options.createdById });
    return callAccountStore.get(tx, id);
  });
}

/** A change of type keeps the stored owner unless the body names another; either way the result must name an existing user. */
export async function updateCallAccount(options: { db: Database; id: number; values: CallAccountChanges }) {
  const { id, values } = options;
  return options.db.transaction(async (tx) => {
    const current = await lockCallAccount(tx, id);
    if (!current) throw notFound(NOT_FOUND);
    if (values.type !== undefined || values.type_id !== undefined) {
      await assertOwner(tx, values.type ?? current.type, values.type_id === undefined ? current.type_id : values.type_id);
    }
    await assertReferences(tx, values);
    await updateCallAccountRow(tx, id, values);
    return callAccountStore.get(tx, id);
  });
}

function counted(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/** Why a call account cannot be deleted yet, or undefined when nothing refers to it. */
export function deletionBlocker(referrers: { dids: number; transactions: number }) {
  const didText = counted(referrers.dids, 'DID', 'DIDs');
  if (referrers.transactions > 0) {
    const also = referrers.dids > 0 ? ` and ${didText}` : '';
    // The ledger is history and is never removed, so the way out is disabling, not deleting.
    return `This call account still has ${counted(referrers.transactions, 'transaction', 'transactions')}${also}; its ledger is kept, so disable the call account instead`;
  }
  if (referrers.dids > 0) return `This call account is still used by ${didText}; remove or reassign them first`;
  return undefined;
}

/** The row is locked first, so no DID or ledger movement can slip in between the check and the delete. */
export async function deleteCallAccount(options: { db: Database; id: number }) {
  await options.db.transaction(async (tx) => {
    if (!(await lockCallAccount(tx, options.id))) throw notFound(NOT_FOUND);
    const blocker = deletionBlocker(await countReferrers(tx, options.id));
    if (blocker) throw conflict(blocker);
    await deleteCallAccountRow(tx, options.id);
  });
}

/** A user's own call accounts (GET /users/{id}/call_accounts). */
export async function listUserCallAccounts(options: { db: Database; userId: number; params: ListParams }) {
  if (!(await isExistingUser(options.db, options.userId))) throw notFound('User');
  return callAccountStore.list(options.db, options.params, ownedByUser(options.userId));
}

/** The generic routes' store with the call-account rules in its writes; the contract's body schemas shaped the values. */
export const callAccountService: TableStore = {
  ...callAccountStore,
  create: (db, values, context) => createCallAccount({ db, values: values as NewCallAccount, createdById: context.actorId }),
  update: (db, id, values) => updateCallAccount({ db, id, values: values as CallAccountChanges }),
  remove: (db, id) => deleteCallAccount({ db, id }),
};
