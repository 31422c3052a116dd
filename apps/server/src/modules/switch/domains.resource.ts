import { domains } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';
import { applyPrimaryChange, assertDeletable, primaryForNewDomain } from './primary-domain.service.js';

/** Domains: exactly one is primary (see primary-domain.service.ts). */
export const domainBehaviour = defineBehaviour(domains, {
  async beforeCreate({ tx, input }) {
    return { ...input, is_primary: await primaryForNewDomain({ tx, isPrimary: input.is_primary }) };
  },
  async beforeUpdate({ tx, id, values, current }) {
    await applyPrimaryChange({ tx, id, wasPrimary: current.is_primary, isPrimary: values.is_primary });
  },
  async beforeDelete({ current }) {
    assertDeletable({ isPrimary: current.is_primary });
  },
});
