import { pricelists } from '@ringledger/contract';
import { defineBehaviour } from '../../resources/behaviour.js';
import { conflict, confirmationNeeded } from '../../errors/app-error.js';
import { countRates, findCallAccountsUsing } from './pricelists.queries.js';

const NUMBERS_NAMED = 5;

/**
 * A pricelist call accounts are billed on is not deleted. Its rates go with it, but only once the
 * caller has confirmed how many: the confirmation is that count, so rates added in between ask again.
 */
export const pricelistBehaviour = defineBehaviour(pricelists, {
  async beforeDelete({ tx, id, context }) {
    const { numbers, total } = await findCallAccountsUsing(tx, id, NUMBERS_NAMED);
    if (total > 0) {
      const more = total > numbers.length ? ` and ${total - numbers.length} more` : '';
      const accounts = total === 1 ? 'call account' : 'call accounts';
      throw conflict(`This pricelist is used by ${total} ${accounts} (${numbers.join(', ')}${more}); give them another pricelist first`);
    }
    const rateCount = await countRates(tx, id);
    if (rateCount > 0 && context.confirm !== String(rateCount)) {
      const rates = rateCount === 1 ? '1 rate' : `${rateCount.toLocaleString('en')} rates`;
      throw confirmationNeeded(`Deleting this pricelist also deletes its ${rates}`, String(rateCount));
    }
  },
});
