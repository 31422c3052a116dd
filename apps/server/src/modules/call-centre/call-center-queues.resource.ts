import { callCenterQueues, mergeGroup, QUEUE_PARAMETERS } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';
import { confirmationNeeded } from '../../errors/app-error.js';
import { countTiersOfQueue, mohSoundFileName } from './call-centre.queries.js';

const plural = (count: number) => (count === 1 ? '1 tier' : `${count} tiers`);

/**
 * Queues: `parameters` are mod_callcenter's by name, the spec's defaults filled in, and an edit
 * changes only the settings it names; `moh_sound_file` is read from the audio file `moh-sound`
 * names. A queue with tiers is deleted, taking them along, once the caller confirmed how many.
 */
export const callCenterQueueBehaviour = defineBehaviour(callCenterQueues, {
  computed: { moh_sound_file: mohSoundFileName },
  async beforeCreate({ input }) {
    return { ...input, parameters: mergeGroup(QUEUE_PARAMETERS, {}, input.parameters ?? {}) };
  },
  async beforeUpdate({ values, current }) {
    if (values.parameters) return { ...values, parameters: mergeGroup(QUEUE_PARAMETERS, current.parameters, values.parameters) };
  },
  async beforeDelete({ tx, current, context }) {
    const tiers = await countTiersOfQueue(tx, current.id);
    if (tiers > 0 && context.confirm !== String(tiers)) throw confirmationNeeded(`Deleting this queue also deletes its ${plural(tiers)}`, String(tiers));
  },
});
