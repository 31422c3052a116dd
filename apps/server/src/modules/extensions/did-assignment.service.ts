import type { Executor } from '../../db/client.js';
import { AppError, badRequest } from '../../errors/app-error.js';
import { findAccountOwner, findOtherExtensionOfDid, holdExtension, insertDidAssignment, isDidAssigned, lockDidAssignments } from './extensions.queries.js';

const nameOf = (owner: { name: string | null } | undefined) => owner?.name ?? 'no one';

/**
 * A DID's calls are billed to its own call account, so it may only ring an extension of the same
 * customer; refused with both owners named, on the DID field.
 */
export async function assertDidOfSameCustomer(tx: Executor, didAccountId: number, extensionAccountId: number, field = 'did_id') {
  if (didAccountId === extensionAccountId) return;
  const [didOwner, extensionOwner] = await Promise.all([findAccountOwner(tx, didAccountId), findAccountOwner(tx, extensionAccountId)]);
  if (didOwner?.ownerId === extensionOwner?.ownerId && didOwner?.ownerId !== null) return;
  const message = `The DID belongs to ${nameOf(didOwner)} and the extension to ${nameOf(extensionOwner)}; both must belong to the same customer`;
  throw badRequest(message, { [field]: message });
}

/**
 * Whether a DID may ring an extension: the extension is held (its account cannot change meanwhile)
 * and then the DID's assignments are taken one at a time, so a DID without simultaneous
 * extensions rings only one extension (409 naming it). Answers whether an assignment is to be
 * written: false when the DID already rings this extension.
 */
export async function checkDidAssignment(tx: Executor, extensionId: number, didId: number) {
  // Extension first, DID second, on every path: two assignments never wait on each other.
  const extension = await holdExtension(tx, extensionId);
  const did = await lockDidAssignments(tx, didId);
  if (!did || !extension) return false;
  await assertDidOfSameCustomer(tx, did.accountId, extension.accountId);
  if (await isDidAssigned(tx, extensionId, didId)) return false;
  if (!did.isSimultaneous) {
    const holder = await findOtherExtensionOfDid(tx, didId, extensionId);
    if (holder) {
      const message = `DID ${did.number} already rings extension ${holder}; allow Simultaneous Extension on the DID to ring several`;
      throw new AppError('CONFLICT', message, { did_id: message });
    }
  }
  return true;
}

/** Assigns the DID unless it already rings the extension (an extension's main DID). */
export async function ensureDidAssigned(tx: Executor, options: { extensionId: number; didId: number; actorId: number }) {
  if (await checkDidAssignment(tx, options.extensionId, options.didId)) {
    await insertDidAssignment(tx, { extensionId: options.extensionId, didId: options.didId, createdById: options.actorId });
  }
}
