import type { Executor } from '../../db/client.js';
import { localizations, pricelists, rates } from '../../db/schema/index.js';
import { DESTINATIONS } from './names.js';

const RATE_BATCH = 1000;

/**
 * 22 pricelists so the list pages; two carry rates (one a few thousand, one a handful). The list's
 * default order is newest first (highest id), so the two with rates are inserted last: a first
 * look at the list shows pricelists that price calls, not 20 empty ones.
 */
export async function seedPricelists(db: Executor, adminId: number) {
  const rows = await db
    .insert(pricelists)
    .values([
      ...Array.from({ length: 20 }, (_, index) => ({
        name: `Partner Tier ${String(index + 1).padStart(2, '0')}`,
        init_inc: [60, 30, 1][index % 3],
        inc: [60, 6, 1][index % 3],
        markup: (index % 5) * 5,
        enabled: index % 6 !== 5,
        description: `Negotiated rates for partner tier ${index + 1}`,
        created_by_id: adminId,
      })),
      { name: 'Premium Wholesale', init_inc: 30, inc: 6, markup: 10, description: '30/6 billing for wholesale carriers', created_by_id: adminId },
      { name: 'Standard Retail', init_inc: 60, inc: 60, markup: 0, description: 'Per-minute billing for retail customers', created_by_id: adminId },
    ])
    .returning({ id: pricelists.id });
  const [premium, standard] = rows.slice(-2);
  await seedRates(db, standard.id, { perCountry: 100, priceLevel: 1, connectCost: 0.01 });
  // What carriers charge: 40 % under retail on the same destinations and no connect fee, so every retail call carries a margin.
  await seedRates(db, premium.id, { perCountry: 2, priceLevel: 0.6, connectCost: 0 });
  return { standard, premium };
}

interface RateSheet {
  /** The country code itself plus `perCountry - 1` longer mobile/city prefixes, priced apart. */
  perCountry: number;
  /** Scales every per-minute price. */
  priceLevel: number;
  /** Charged on every tenth prefix. */
  connectCost: number;
}

async function seedRates(db: Executor, pricelistId: number, { perCountry, priceLevel, connectCost }: RateSheet) {
  const values = DESTINATIONS.flatMap(([code, country], countryIndex) =>
    Array.from({ length: perCountry }, (_, index) => {
      const isCountry = index === 0;
      const prefix = isCountry ? code : `${code}${String(index).padStart(2, '0')}`;
      const base = (0.008 + countryIndex * 0.0031 + (isCountry ? 0 : (index % 7) * 0.0017)) * priceLevel;
      return {
        pricelist_id: pricelistId,
        prefix,
        description: isCountry ? `${country} (all)` : `${country} ${index % 3 === 0 ? 'Mobile' : 'Fixed'} ${index}`,
        cost_per_min: base.toFixed(5),
        connect_cost: (index % 10 === 0 ? connectCost : 0).toFixed(5),
        included_seconds: 0,
        enabled: index % 50 !== 49,
      };
    }),
  );
  for (let start = 0; start < values.length; start += RATE_BATCH) {
    await db.insert(rates).values(values.slice(start, start + RATE_BATCH));
  }
}

/** 22 localizations: a few real-world dialling plans, then one per partner. */
export async function seedLocalizations(db: Executor, adminId: number) {
  return db
    .insert(localizations)
    .values([
      {
        name: 'Nigeria national',
        number_originate: '0/234,+/*',
        out_caller_id_originate: '234/0',
        in_caller_id_terminate: '+234/0',
        created_by_id: adminId,
      },
      { name: 'E.164 clean-up', number_originate: '+/*,00/*', number_terminate: '*/+', created_by_id: adminId },
      ...Array.from({ length: 20 }, (_, index) => ({
        name: `Partner dial plan ${String(index + 1).padStart(2, '0')}`,
        enabled: index % 7 !== 6,
        number_originate: `${index % 2 === 0 ? '0' : '00'}/${['234', '44', '1', '27'][index % 4]}`,
        created_by_id: adminId,
      })),
    ])
    .returning({ id: localizations.id });
}
