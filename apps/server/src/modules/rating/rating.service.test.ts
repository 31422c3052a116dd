import { beforeAll, describe, expect, it } from 'vitest';
import { rates } from '../../db/schema/index.js';
import { useTestApp } from '../../test/harness.js';
import { createPricelist } from '../../test/factories.js';
import { bestRateQuery } from './best-rate.queries.js';
import { rateCall } from './rating.service.js';

describe('rateCall against PostgreSQL', () => {
  const context = useTestApp();
  let pricelistId: number;
  let otherPricelistId: number;

  beforeAll(async () => {
    pricelistId = (await createPricelist(context.db, { init_inc: 60, inc: 30, markup: 10 })).id;
    otherPricelistId = (await createPricelist(context.db)).id;
    await context.db.insert(rates).values([
      { pricelist_id: pricelistId, prefix: '2', cost_per_min: '1' },
      { pricelist_id: pricelistId, prefix: '234', cost_per_min: '0.10', connect_cost: '0.05' },
      { pricelist_id: pricelistId, prefix: '23480', cost_per_min: '0.50', enabled: false },
      { pricelist_id: pricelistId, prefix: '234805', cost_per_min: '0.20', init_inc: 1, inc: 1 },
      { pricelist_id: otherPricelistId, prefix: '2348031', cost_per_min: '9' },
    ]);
  });

  it('prices a call with the longest enabled prefix of that pricelist, its markup and its increments', async () => {
    const price = await rateCall(context.db, { pricelistId, number: '+2348031234567', seconds: 125 });
    expect(price).toMatchObject({ status: 'rated', rate: { prefix: '234', pricelist_id: pricelistId }, chargedSeconds: 150, cost: '0.32500' });
  });

  it("uses a rate's own increments over the pricelist's", async () => {
    const price = await rateCall(context.db, { pricelistId, number: '2348051234567', seconds: 61 });
    expect(price).toMatchObject({ status: 'rated', rate: { prefix: '234805' }, chargedSeconds: 61, cost: '0.22367' });
  });

  it('answers "no rate" when no enabled prefix of the pricelist matches', async () => {
    expect(await rateCall(context.db, { pricelistId, number: '4420000000', seconds: 30 })).toEqual({ status: 'no_rate' });
    expect(await rateCall(context.db, { pricelistId: otherPricelistId, number: '2348051234567', seconds: 30 })).toEqual({ status: 'no_rate' });
  });

  it('answers 404 for a missing pricelist', async () => {
    await expect(rateCall(context.db, { pricelistId: 2147483000, number: '234', seconds: 1 })).rejects.toThrow('Pricelist was not found');
  });

  it('looks the prefixes up through the unique (pricelist_id, prefix) index', async () => {
    const query = bestRateQuery(context.db, pricelistId, ['2348031', '234803', '23480', '2348', '234', '23', '2']).toSQL();
    const plan = await context.db.transaction(async (tx) => {
      // With a handful of rows a sequential scan is cheaper; forbid it to see the plan a large pricelist gets.
      await tx.execute('set local enable_seqscan = off');
      const client = (tx as unknown as { session: { client: { query(text: string, values: unknown[]): Promise<{ rows: { 'QUERY PLAN': string }[] }> } } })
        .session.client;
      return (await client.query(`explain ${query.sql}`, query.params)).rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('rates_pricelist_prefix_idx');
    expect(plan).toMatch(/prefix\)::text = ANY/);
  });
});
