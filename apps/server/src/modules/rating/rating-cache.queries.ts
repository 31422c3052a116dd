import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { localizations, pricelists, rates } from '../../db/schema/index.js';

export function loadPricelistTerms(db: Executor, ids: number[]) {
  return db
    .select({ id: pricelists.id, init_inc: pricelists.init_inc, inc: pricelists.inc, markup: pricelists.markup })
    .from(pricelists)
    .where(inArray(pricelists.id, ids));
}

/** The columns of a rate that rating reads (RateTerms). */
export const rateTermColumns = {
  prefix: rates.prefix,
  cost_per_min: rates.cost_per_min,
  connect_cost: rates.connect_cost,
  included_seconds: rates.included_seconds,
  init_inc: rates.init_inc,
  inc: rates.inc,
  enabled: rates.enabled,
};

/** A pricelist's enabled rates: a disabled one never matches, so the next longest prefix does. */
export function loadEnabledRates(db: Executor, pricelistId: number) {
  return db
    .select({ id: rates.id, ...rateTermColumns })
    .from(rates)
    .where(and(eq(rates.pricelist_id, pricelistId), eq(rates.enabled, true)));
}

export function loadLocalizationRules(db: Executor, ids: number[]) {
  return db
    .select({
      id: localizations.id,
      enabled: localizations.enabled,
      number_originate: localizations.number_originate,
      number_terminate: localizations.number_terminate,
    })
    .from(localizations)
    .where(inArray(localizations.id, ids));
}
