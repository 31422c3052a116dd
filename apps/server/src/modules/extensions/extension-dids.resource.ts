import { extensionDids } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';
import { checkDidAssignment } from './did-assignment.service.js';
import { clearMainDid } from './extensions.queries.js';

/**
 * DIDs ringing an extension: only the customer's own, and a DID without simultaneous extensions
 * on one extension only. Taking an extension's main DID off it leaves it without one.
 */
export const extensionDidBehaviour = defineBehaviour(extensionDids, {
  async beforeCreate({ tx, input, context }) {
    // Already ringing this extension: the unique index answers the 409 on the DID field.
    await checkDidAssignment(tx, context.parentId, input.did_id);
  },
  async beforeDelete({ tx, current }) {
    await clearMainDid(tx, current.extension_id, current.did_id);
  },
});
