import { accounts as accountResource } from '@ringledger/contract';
import type { Database, Executor } from '../../db/client.js';
import { badRequest, notFound } from '../../errors/app-error.js';
import type { ListParams } from '../crud/list-conditions.js';
import { accountStore } from './account-store.js';
import { findAccountExtensions } from './account-extensions.queries.js';
import {
  insertAccount,
  isExistingAccount,
  isExistingLocalization,
  lockAccountOwner,
  ownedByUser,
  updateAccountRow,
  type AccountChanges,
  type NewAccount,
} from './accounts.queries.js';
import { holdUser, isExistingUser } from '../users/users.queries.js';

interface Owner {
  type: string;
  type_id?: number | null;
}

/**
 * type_id names a user for both types (providers are users acting as carriers); the body calls
 * it user_id or provider_id, and a user account must have one while a provider's is optional.
 */
async function assertOwner(db: Executor, owner: Owner) {
  const option = accountResource.fields.type_id.linked.options[owner.type];
  if (!option) return;
  if (owner.type_id === null || owner.type_id === undefined) {
    if (option.isOptional) return;
    const message = `${option.label} is required`;
    throw badRequest(message, { [option.name]: message });
  }
  if (!(await holdUser(db, owner.type_id))) {
    const message = `The chosen ${option.label.toLowerCase()} does not exist`;
    throw badRequest(message, { [option.name]: message });
  }
}

async function assertLocalization(db: Executor, localizationId: number | null | undefined) {
  if (localizationId === null || localizationId === undefined || (await isExistingLocalization(db, localizationId))) return;
  const message = 'The chosen localization does not exist';
  throw badRequest(message, { localization_id: message });
}

export async function createAccount({ db, values, createdById }: { db: Database; values: NewAccount; createdById: number }) {
  return db.transaction(async (tx) => {
    await assertOwner(tx, values);
    await assertLocalization(tx, values.localization_id);
    const id = await insertAccount(tx, { ...values, created_by_id: createdById });
    return accountStore.get(tx, id);
  });
}

/**
 * A change of type keeps the stored owner unless the body names another, so the owner the form
 * showed under its new label is the one saved; the result is checked whenever type or owner
 * changes, which is how a user account never loses its user.
 */
export async function updateAccount({ db, id, changes }: { db: Database; id: number; changes: AccountChanges }) {
  return db.transaction(async (tx) => {
    const current = await lockAccountOwner(tx, id);
    if (!current) throw notFound(accountResource.singular);
    if ('type' in changes || 'type_id' in changes) {
      await assertOwner(tx, { type: changes.type ?? current.type, type_id: 'type_id' in changes ? changes.type_id : current.type_id });
    }
    await assertLocalization(tx, changes.localization_id);
    await updateAccountRow(tx, id, changes);
    return accountStore.get(tx, id);
  });
}

export async function listUserAccounts({ db, userId, params }: { db: Executor; userId: number; params: ListParams }) {
  if (!(await isExistingUser(db, userId))) throw notFound('User');
  return accountStore.list(db, params, ownedByUser(userId));
}

export async function listAccountExtensions({ db, accountId, params }: { db: Executor; accountId: number; params: ListParams }) {
  if (!(await isExistingAccount(db, accountId))) throw notFound(accountResource.singular);
  return findAccountExtensions(db, accountId, params);
}
