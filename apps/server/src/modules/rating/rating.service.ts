import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { pricelists } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';
import { findBestRate } from './best-rate.queries.js';
import { priceCall } from './rate-call.js';

/** Prices a call on a pricelist: its best rate for the number, looked up by index, then the pure rating rule. */
export async function rateCall(db: Executor, options: { pricelistId: number; number: string; seconds: number }) {
  const [pricelist] = await db
    .select({ init_inc: pricelists.init_inc, inc: pricelists.inc, markup: pricelists.markup })
    .from(pricelists)
    .where(eq(pricelists.id, options.pricelistId));
  if (!pricelist) throw notFound('Pricelist');
  const rate = await findBestRate(db, options.pricelistId, options.number);
  return priceCall({ pricelist, rates: rate ? [rate] : [], number: options.number, seconds: options.seconds });
}
