import { trunks } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';
import type { Executor } from '../../db/client.js';
import { badRequest } from '../../errors/app-error.js';
import { findAccountType } from './trunks.queries.js';

const NOT_A_PROVIDER = 'The chosen provider is not a provider account';

/** A trunk's provider is the carrier's account, so only an account of type provider will do; the store has checked it exists. */
async function assertProvider(tx: Executor, providerId: number | null | undefined) {
  if (providerId === null || providerId === undefined) return;
  if ((await findAccountType(tx, providerId)) !== 'provider') throw badRequest(NOT_A_PROVIDER, { provider_id: NOT_A_PROVIDER });
}

export const trunkBehaviour = defineBehaviour(trunks, {
  async beforeCreate({ tx, input }) {
    await assertProvider(tx, input.provider_id);
  },
  async beforeUpdate({ tx, values }) {
    await assertProvider(tx, values.provider_id);
  },
});
