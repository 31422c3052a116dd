import { dids } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';

/** A new DID that names no leg timeout rings as long as the Default DID Leg Timeout configuration says. */
export const didBehaviour = defineBehaviour(dids, {
  async beforeCreate({ input, context }) {
    return { ...input, leg_timeout: input.leg_timeout ?? context.services.settings.get('did_leg_timeout') };
  },
});
