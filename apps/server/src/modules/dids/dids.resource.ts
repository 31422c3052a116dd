import { dids } from '@ringledger/contract';
import { dids as didRows } from '../../db/schema/index.js';
import { defineBehaviour } from '../../resources/behaviour.js';
import type { Executor } from '../../db/client.js';
import { AppError, badRequest } from '../../errors/app-error.js';
import { countExtensionsOfDid, findAccountOwner, findOwnersOfExtensionsOfDid } from '../extensions/extensions.queries.js';
import { heldByCustomerOf, inStock } from '../accounts/stock.js';
import { didRings } from './dids.queries.js';

/** Simultaneous extensions may be turned off only once the DID rings one extension at most. */
async function assertRingsOneExtension(tx: Executor, id: number) {
  const ringing = await countExtensionsOfDid(tx, id);
  if (ringing <= 1) return;
  const message = `This DID rings ${ringing} extensions; take it off all but one before turning off Simultaneous Extension`;
  throw new AppError('CONFLICT', message, { simultaneous_extension: message });
}

/** A DID moving to another customer's account would ring extensions billed to the old customer. */
async function assertExtensionsFollow(tx: Executor, id: number, accountId: number) {
  const owner = await findAccountOwner(tx, accountId);
  const stranger = (await findOwnersOfExtensionsOfDid(tx, id)).find((extension) => extension.ownerId !== owner?.ownerId);
  if (!stranger) return;
  const message = `This DID rings extensions of ${stranger.name ?? 'no one'}; take it off them before moving it to ${owner?.name ?? 'this account'}`;
  throw badRequest(message, { account_id: message });
}

type Destination = { call_type?: string | null; call_type_id?: number | null };

/**
 * A DID rings its queue only when it names one, and names one only when it rings a queue: a
 * leftover id would point at a queue nobody sees in the form. Whether the queue exists is the
 * generic reference check's (call_type_id is a lookup of queues).
 */
function assertDestination({ call_type, call_type_id }: Destination) {
  if (call_type === 'queue' && (call_type_id === null || call_type_id === undefined)) {
    throw badRequest('Choose the queue this DID rings', { call_type_id: 'Choose the queue this DID rings' });
  }
  if (call_type !== 'queue' && call_type_id !== null && call_type_id !== undefined) {
    const message = 'Only a DID that rings a queue names one';
    throw badRequest(message, { call_type_id: message });
  }
}

/**
 * A new DID that names no leg timeout rings as long as the Default DID Leg Timeout configuration
 * says; the extensions it rings stay its customer's and, without simultaneous extensions, one.
 */
export const didBehaviour = defineBehaviour(dids, {
  filterOn: { in_stock: inStock(didRows.account_id), customer_of_account: heldByCustomerOf(didRows.account_id) },
  computed: { rings: didRings },
  async beforeCreate({ input, context }) {
    assertDestination(input);
    return { ...input, leg_timeout: input.leg_timeout ?? context.services.settings.get('did_leg_timeout') };
  },
  async beforeUpdate({ tx, id, values, current }) {
    if ('call_type' in values || 'call_type_id' in values) assertDestination({ ...current, ...values });
    if (values.simultaneous_extension === false && current.simultaneous_extension === true) await assertRingsOneExtension(tx, id);
    if (values.account_id !== undefined && values.account_id !== current.account_id) await assertExtensionsFollow(tx, id, values.account_id);
  },
});
