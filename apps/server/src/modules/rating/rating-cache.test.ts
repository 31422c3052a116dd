import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { localizations, pricelists, rates } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createLocalization, createPricelist } from '../../test/factories.js';
import { createRatingCache, priceOn, type RatingCache } from './rating-cache.js';
import { rateCall } from './rating.service.js';

describe('the rating cache', () => {
  const context = useTestApp();
  let cache: RatingCache;
  let pricelistId: number;

  beforeAll(async () => {
    cache = createRatingCache(context.db);
    await cache.listen();
    pricelistId = (await createPricelist(context.db, { init_inc: 60, inc: 30, markup: 10 })).id;
    await context.db.insert(rates).values([
      { pricelist_id: pricelistId, prefix: '2', cost_per_min: '1' },
      { pricelist_id: pricelistId, prefix: '234', cost_per_min: '0.10', connect_cost: '0.05' },
      { pricelist_id: pricelistId, prefix: '23480', cost_per_min: '0.50', enabled: false },
      { pricelist_id: pricelistId, prefix: '234805', cost_per_min: '0.20', init_inc: 1, inc: 1 },
    ]);
  });
  afterAll(() => cache.close());

  const price = async (number: string, seconds: number) => {
    const pricelist = (await cache.pricelists([pricelistId])).get(pricelistId);
    if (!pricelist) throw new Error('pricelist not loaded');
    return priceOn(pricelist, number, seconds);
  };

  it('prices exactly as the best-rate query and the pure rule do', async () => {
    for (const [number, seconds] of [
      ['+2348031234567', 125],
      ['2348051234567', 61],
      ['2712345', 0],
      ['4420000000', 30],
    ] as const) {
      const cached = await price(number, seconds);
      const queried = await rateCall(context.db, { pricelistId, number, seconds });
      if (queried.status === 'no_rate') expect(cached).toEqual({ status: 'no_rate' });
      else expect(cached).toMatchObject({ status: 'rated', rate: { prefix: queried.rate.prefix }, chargedSeconds: queried.chargedSeconds, cost: queried.cost });
    }
  });

  it('answers only the pricelists that exist', async () => {
    expect([...(await cache.pricelists([pricelistId, 2_147_483_000])).keys()]).toEqual([pricelistId]);
  });

  it('keeps a pricelist once loaded, and loads it afresh once a committed rate change is announced', async () => {
    const first = (await cache.pricelists([pricelistId])).get(pricelistId);
    expect((await cache.pricelists([pricelistId])).get(pricelistId)).toBe(first);
    await context.db.update(rates).set({ enabled: true }).where(eq(rates.prefix, '23480'));
    await cache.settle();
    expect(await price('2348031234567', 60)).toMatchObject({ rate: { prefix: '23480' }, cost: '0.55000' });
    await context.db.insert(rates).values({ pricelist_id: pricelistId, prefix: '2348031', cost_per_min: '9' });
    await cache.settle();
    expect(await price('2348031234567', 60)).toMatchObject({ rate: { prefix: '2348031' } });
    await context.db.delete(rates).where(eq(rates.prefix, '2348031'));
    await cache.settle();
    expect(await price('2348031234567', 60)).toMatchObject({ rate: { prefix: '23480' } });
  });

  it("follows a change of the pricelist's own terms", async () => {
    await context.db.update(pricelists).set({ markup: 0 }).where(eq(pricelists.id, pricelistId));
    await cache.settle();
    expect(await price('2348031234567', 60)).toMatchObject({ cost: '0.50000' });
  });

  it('parses localizations, translates nothing for a disabled one, and follows changes', async () => {
    const localization = await createLocalization(context.db, { number_originate: '0/234,+/*', number_terminate: '*/00' });
    const load = async () => (await cache.localizations([localization.id])).get(localization.id);
    expect(await load()).toEqual({
      id: localization.id,
      number_originate: [
        { from: '0', to: '234' },
        { from: '+', to: '' },
      ],
      number_terminate: [{ from: '', to: '00' }],
    });
    await context.db.update(localizations).set({ enabled: false }).where(eq(localizations.id, localization.id));
    await cache.settle();
    expect(await load()).toEqual({ id: localization.id, number_originate: [], number_terminate: [] });
  });
});
