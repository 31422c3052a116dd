import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { callAccounts, pricelists, rates } from '../../db/schema/index.js';
import { notFound } from '../../errors/app-error.js';

/** The pricelist's name, or 404 when it does not exist. */
export async function getPricelistName(db: Executor, pricelistId: number) {
  const [pricelist] = await db.select({ name: pricelists.name }).from(pricelists).where(eq(pricelists.id, pricelistId));
  if (!pricelist) throw notFound('Pricelist');
  return pricelist.name;
}

export async function countRates(db: Executor, pricelistId: number) {
  return db.$count(rates, eq(rates.pricelist_id, pricelistId));
}

/** The first few call accounts billed on a pricelist (by number) and how many there are. */
export async function findCallAccountsUsing(db: Executor, pricelistId: number, shown: number) {
  const using = eq(callAccounts.pricelist_id, pricelistId);
  const [first, total] = await Promise.all([
    db.select({ number: callAccounts.number }).from(callAccounts).where(using).orderBy(asc(callAccounts.number)).limit(shown),
    db.$count(callAccounts, using),
  ]);
  return { numbers: first.map((row) => row.number), total };
}
