import { accountExtensions } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';

/**
 * Extensions have no table yet, so every account has none; the telephony work gives them their
 * table, and this behaviour then goes.
 */
export const accountExtensionBehaviour = defineBehaviour(accountExtensions, {
  list: async () => ({ results: [], total: 0 }),
});
