import {
  accounts,
  callAccounts,
  callerIds,
  dids,
  extensionDevices,
  extensions,
  MISSING_CALLER_ID,
  MISSING_DID,
  userLogins,
  users,
  type CustomerAnswer,
  type CustomerBody,
} from '@ringledger/contract';
import type { Database, Executor } from '../../db/client.js';
import type { Principal } from '../../auth/principal.js';
import { AppError, badRequest } from '../../errors/app-error.js';
import type { AppServices, WriteContext } from '../../resources/behaviour.js';
import { createResourceStore } from '../../resources/resource-store.js';
import { userBehaviour } from '../users/users.resource.js';
import { userLoginBehaviour } from '../users/user-logins.resource.js';
import { callAccountBehaviour } from '../call-accounts/call-accounts.resource.js';
import { didBehaviour } from '../dids/dids.resource.js';
import { extensionBehaviour } from '../extensions/extensions.resource.js';
import { extensionDeviceBehaviour } from '../extensions/extension-devices.resource.js';
import { findCustomerHolding } from '../accounts/stock.js';
import { findExtensionDomain, findExtensionPresenting, findStockNumber } from './customers.queries.js';

/** Each row is made by its own resource's store, with the checks and hooks its own create or edit runs. */
const stores = {
  users: createResourceStore(users, userBehaviour),
  accounts: createResourceStore(accounts),
  callAccounts: createResourceStore(callAccounts, callAccountBehaviour),
  dids: createResourceStore(dids, didBehaviour),
  callerIds: createResourceStore(callerIds),
  extensions: createResourceStore(extensions, extensionBehaviour),
  devices: createResourceStore(extensionDevices, extensionDeviceBehaviour),
  logins: createResourceStore(userLogins, userLoginBehaviour),
};

/** Spec README: a call account made for the customer without one named is their "Main" line, numbered as their account. */
export const MAIN_CALL_ACCOUNT = { name: 'Main', description: 'Primary Account' };

interface Naming {
  /** The body's name of a field the row's resource names (`email` → `user.email`). */
  fieldOf: (field: string) => string;
  /** Where a refusal that names no field is shown. */
  fallback: string;
  /** The refusal when the row an id of the body names is missing: bad input, not a 404. */
  missing?: string;
}

/** Runs one row's write and names its refusal's fields as the customer body names them, so the form shows each on its input. */
async function asPartOfCustomer<T>(naming: Naming, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'NOT_FOUND' && naming.missing) throw badRequest(naming.missing, { [naming.fallback]: naming.missing });
    const fields = error.fields && Object.fromEntries(Object.entries(error.fields).map(([field, message]) => [naming.fieldOf(field), message]));
    throw new AppError(error.code, error.message, fields ?? { [naming.fallback]: error.message });
  }
}

const inSection = (section: string, fallback: string): Naming => ({ fieldOf: (field) => `${section}.${field}`, fallback });
const onField = (name: string, missing?: string): Naming => ({ fieldOf: () => name, fallback: name, missing });

interface OnboardingSteps {
  tx: Executor;
  body: CustomerBody;
  context: WriteContext;
}

const STOCK_NAMES = { did: 'DID', caller_id: 'Caller ID' } as const;

/**
 * An existing DID or caller ID comes from stock. Another customer's number changes hands on its own
 * page, where whose it is shows, never as a side effect of onboarding. A missing one is left to the
 * write, which says so.
 */
async function assertInStock(tx: Executor, kind: 'did' | 'caller_id', id: number) {
  const found = await findStockNumber(tx, kind, id);
  const holder = found && (await findCustomerHolding(tx, found.accountId));
  if (!found || !holder) return;
  const message = `${STOCK_NAMES[kind]} ${found.number} is ${holder.ownerName ?? 'a customer'}'s (account ${holder.accountNumber}): pick one in stock, or move this one from its page first`;
  throw new AppError('CONFLICT', message, { [kind === 'did' ? 'did_id' : 'caller_id']: message });
}

/** The DID the extension answers on: a new one on the customer's account, or an existing one moved to it. */
async function didFor({ tx, body, context }: OnboardingSteps, owner: { accountId: number; callAccountId: number }) {
  const billing = { account_id: owner.accountId, call_billing_account_id: owner.callAccountId };
  if (body.did) {
    const { did } = body;
    return (await asPartOfCustomer(inSection('did', 'did.number'), () => stores.dids.insert(tx, { number: did.number, ...billing }, context))).id;
  }
  const didId = body.did_id;
  if (didId === undefined) return null;
  await assertInStock(tx, 'did', didId);
  await asPartOfCustomer(onField('did_id', MISSING_DID), () => stores.dids.change(tx, didId, billing, context));
  return didId;
}

/** The caller ID the extension presents: a new one on the customer's account, or an existing one moved to it. */
async function callerIdFor({ tx, body, context }: OnboardingSteps, accountId: number) {
  if (body.account_caller_id) {
    const values = { callerid_number: body.account_caller_id.callerid_number, account_id: accountId };
    const naming = inSection('account_caller_id', 'account_caller_id.callerid_number');
    return (await asPartOfCustomer(naming, () => stores.callerIds.insert(tx, values, context))).id;
  }
  const callerId = body.caller_id;
  if (callerId === undefined) return null;
  await assertInStock(tx, 'caller_id', callerId);
  const presenter = await findExtensionPresenting(tx, callerId, accountId);
  if (presenter) {
    const message = `Extension ${presenter} presents this caller ID; choose another one for it first`;
    throw new AppError('CONFLICT', message, { caller_id: message });
  }
  await asPartOfCustomer(onField('caller_id', MISSING_CALLER_ID), () => stores.callerIds.change(tx, callerId, { account_id: accountId }, context));
  return callerId;
}

async function onboardIn(steps: OnboardingSteps) {
  const { tx, body, context } = steps;
  const user = await asPartOfCustomer(inSection('user', 'user.email'), () => stores.users.insert(tx, { ...body.user, type: 'user' }, context));
  const owner = { type: 'user', type_id: user.id };
  const account = await asPartOfCustomer(inSection('account', 'account.number'), () => stores.accounts.insert(tx, { ...owner, ...body.account }, context));
  // A call account numbered after the account reports a clash on the account's number, where it was typed.
  const callAccountFields = body.call_billing_account ?? { ...MAIN_CALL_ACCOUNT, number: body.account.number };
  const callAccount = await asPartOfCustomer(
    body.call_billing_account ? inSection('call_billing_account', 'call_billing_account.number') : onField('account.number'),
    () => stores.callAccounts.insert(tx, { ...owner, ...callAccountFields, main_account_id: account.id }, context),
  );
  const didId = await didFor(steps, { accountId: account.id, callAccountId: callAccount.id });
  const callerId = await callerIdFor(steps, account.id);
  const extensionValues = {
    ...body.extension,
    account_id: account.id,
    call_billing_account_id: callAccount.id,
    did_id: didId,
    caller_id: callerId,
  };
  const didField = body.did ? 'did.number' : 'did_id';
  const callerField = body.account_caller_id ? 'account_caller_id.callerid_number' : 'caller_id';
  const extensionNaming = {
    fieldOf: (field: string) => ({ did_id: didField, caller_id: callerField })[field] ?? `extension.${field}`,
    fallback: 'extension.username',
  };
  // The extension's own rules assign its main DID to it (extension DIDs), as an edit naming that DID would.
  const extension = await asPartOfCustomer(extensionNaming, () => stores.extensions.insert(tx, extensionValues, context));
  // One device registering under the extension's name, so a phone can be set up at once; its password is generated.
  const device = await asPartOfCustomer(onField('extension.username'), () =>
    stores.devices.insert(tx, { username: body.extension.username }, { ...context, parentId: extension.id }),
  );
  const password = device.input.password;
  if (typeof password !== 'string') throw new Error('A new device has no password to show');
  return {
    ...(await portalLoginFor(steps, user.id)),
    user: { id: user.id },
    account: { id: account.id },
    call_billing_account: { id: callAccount.id },
    extension: { id: extension.id },
    device: { id: device.id, username: body.extension.username, password, domain: await findExtensionDomain(tx, extension.id) },
    did: didId === null ? null : { id: didId },
    account_caller_id: callerId === null ? null : { id: callerId },
  } satisfies CustomerAnswer['customer'];
}

/** The self-service sign-in, when asked for: the user's e-mail as its username and a generated password (mailed once committed). */
async function portalLoginFor({ tx, body, context }: OnboardingSteps, userId: number): Promise<Pick<CustomerAnswer['customer'], 'portal_login'>> {
  if (!body.portal_login) return { portal_login: null };
  const login = await asPartOfCustomer(onField('portal_login'), () =>
    stores.logins.insert(tx, { login: body.user.email, send_to_email: body.user.email }, { ...context, parentId: userId }),
  );
  const password = login.input.password;
  if (typeof password !== 'string') throw new Error('A new login has no password to show');
  return { portal_login: { id: login.id, login: body.user.email, password } };
}

/**
 * Onboards a whole customer: the user, their account and call account, an extension with a
 * device, and the DID and caller ID it uses, in one transaction, so a refusal anywhere leaves
 * no row behind. Each row is checked by its own resource's rules.
 */
export async function onboardCustomer(options: { db: Database; body: CustomerBody; actor: Principal; address?: string; services: AppServices }) {
  const context: WriteContext = { actor: options.actor, services: options.services, address: options.address };
  const customer = await options.db.transaction((tx) => onboardIn({ tx, body: options.body, context }));
  // A new user is a new identity: answered once this instance honours it, as a user's own create is.
  await options.services.settleAccess();
  return customer;
}
