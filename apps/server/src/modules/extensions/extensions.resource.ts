import { extensions } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';
import type { Row } from '../../resources/read-statements.js';
import type { Executor } from '../../db/client.js';
import { AppError, badRequest, confirmationNeeded } from '../../errors/app-error.js';
import { assertDidOfSameCustomer, ensureDidAssigned } from './did-assignment.service.js';
import {
  countDependents,
  findAccountOwner,
  findCallerIdAccount,
  findDefaultCallAccountId,
  findDeviceClash,
  findDomainName,
  findOwnersOfDidsOfExtension,
  findPrimaryDomainId,
  lockDidAssignments,
  moveDevicesToDomain,
} from './extensions.queries.js';

const NO_DOMAIN = 'Create a domain first: every extension lives in one';

async function primaryDomainId(tx: Executor) {
  const id = await findPrimaryDomainId(tx);
  if (id === undefined) throw badRequest(NO_DOMAIN, { domain_id: NO_DOMAIN });
  return id;
}

/** The caller id an extension presents must be one of its own account's. */
async function assertCallerIdOfAccount(tx: Executor, callerId: unknown, accountId: number) {
  if (typeof callerId !== 'number') return;
  const callerIdRow = await findCallerIdAccount(tx, callerId);
  if (!callerIdRow || callerIdRow.accountId === accountId) return;
  const message = `Caller id ${callerIdRow.number} belongs to another account; choose one of this account's caller ids`;
  throw badRequest(message, { caller_id: message });
}

async function assertMainDidOfCustomer(tx: Executor, didId: unknown, accountId: number) {
  if (typeof didId !== 'number') return;
  const did = await lockDidAssignments(tx, didId);
  if (did) await assertDidOfSameCustomer(tx, did.accountId, accountId);
}

/** An extension moving to another customer's account would leave its DIDs billed to the old one. */
async function assertDidsFollow(tx: Executor, extensionId: number, accountId: number) {
  const owner = await findAccountOwner(tx, accountId);
  const stranger = (await findOwnersOfDidsOfExtension(tx, extensionId)).find((did) => did.ownerId !== owner?.ownerId);
  if (!stranger) return;
  const message = `DID ${stranger.number} on this extension belongs to ${stranger.name ?? 'no one'}; take it off the extension before moving it to ${owner?.name ?? 'this account'}`;
  throw badRequest(message, { account_id: message });
}

/** Its devices register in the extension's domain: they move with it, unless a name is taken there. */
async function moveDevices(tx: Executor, extensionId: number, domainId: number) {
  const clash = await findDeviceClash(tx, extensionId, domainId);
  if (clash) {
    const message = `Device ${clash} is already registered in ${(await findDomainName(tx, domainId)) ?? 'that domain'}; rename one of them first`;
    throw new AppError('CONFLICT', message, { domain_id: message });
  }
  await moveDevicesToDomain(tx, extensionId, domainId);
}

function plural(count: number, one: string, many: string) {
  return `${count} ${count === 1 ? one : many}`;
}

/**
 * Extensions: a new one lives in the primary domain and bills to its account owner's call
 * account unless told otherwise; its caller id is its account's, its main DID its customer's and
 * assigned to it; its devices follow it to another domain; deleting it takes its devices and DID
 * assignments with it once confirmed.
 */
export const extensionBehaviour = defineBehaviour(extensions, {
  async beforeCreate({ tx, input }) {
    const accountId = input.account_id;
    const row: Row = { ...input, domain_id: input.domain_id ?? (await primaryDomainId(tx)) };
    row.call_billing_account_id ??= (await findDefaultCallAccountId(tx, accountId)) ?? null;
    await assertCallerIdOfAccount(tx, row.caller_id, accountId);
    await assertMainDidOfCustomer(tx, row.did_id, accountId);
    return row;
  },
  async beforeUpdate({ tx, id, values, current }) {
    const merged = { ...current, ...values };
    const accountId = merged.account_id;
    if ('caller_id' in values || 'account_id' in values) await assertCallerIdOfAccount(tx, merged.caller_id, accountId);
    if ('did_id' in values || 'account_id' in values) await assertMainDidOfCustomer(tx, merged.did_id, accountId);
    if ('account_id' in values && values.account_id !== current.account_id) await assertDidsFollow(tx, id, accountId);
    if ('domain_id' in values && values.domain_id !== current.domain_id) await moveDevices(tx, current.id, merged.domain_id);
  },
  async afterWrite({ tx, id, row, context }) {
    if (typeof row.did_id === 'number') await ensureDidAssigned(tx, { extensionId: id, didId: row.did_id, actorId: context.actor.userId });
  },
  async beforeDelete({ tx, current, context }) {
    const { devices, dids } = await countDependents(tx, current.id);
    const token = `${devices}-${dids}`;
    if (devices + dids === 0 || context.confirm === token) return;
    const parts = [devices > 0 && `deletes its ${plural(devices, 'device', 'devices')}`, dids > 0 && `takes ${plural(dids, 'DID', 'DIDs')} off it`];
    throw confirmationNeeded(`Deleting this extension also ${parts.filter(Boolean).join(' and ')}`, token);
  },
});
