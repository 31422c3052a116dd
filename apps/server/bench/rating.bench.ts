/**
 * How fast a call is rated from memory: `npm run bench:rating`. Makes a scratch database (on
 * TEST_DATABASE_URL or DATABASE_URL's server, else an embedded PostgreSQL), writes a pricelist of
 * 100,000 rates, then times the rating cache (its load, longest-prefix lookups per second, and
 * lookups plus the exact cost) beside the best-rate SQL query it replaces, and drops everything.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { createTestDatabase, prepareTestCluster } from '../src/test/database.js';
import { createPricelist } from '../src/test/factories.js';
import { createRatingCache, priceOn } from '../src/modules/rating/rating-cache.js';
import { rateCall } from '../src/modules/rating/rating.service.js';

const RATE_COUNT = Number(process.env.BENCH_RATES ?? 100_000);
const LOOKUPS = 2_000_000;
const ROUNDS = 7;
const PRICED = 500_000;
const SQL_LOOKUPS = 1000;

/**
 * Numbers that hit the deck's prefixes (plus subscriber digits) and, one in ten, none of them;
 * passed through JSON as a CDR's numbers are, so they are flat strings, not concatenations.
 */
function numbersFor(count: number): string[] {
  const numbers = Array.from({ length: count }, (_, index) =>
    index % 10 === 9 ? `9${String(index).padStart(11, '0')}` : `${1000 + ((index * 104_729) % RATE_COUNT) * 7}${String(index % 1_000_000).padStart(6, '0')}`,
  );
  return JSON.parse(JSON.stringify(numbers)) as string[];
}

async function main() {
  if (!process.env.TEST_DATABASE_URL && process.env.DATABASE_URL) process.env.TEST_DATABASE_URL = process.env.DATABASE_URL;
  console.log(process.env.TEST_DATABASE_URL ? 'Using the PostgreSQL server of TEST_DATABASE_URL / DATABASE_URL' : 'Starting an embedded PostgreSQL…');
  const cluster = await prepareTestCluster();
  const database = await createTestDatabase(cluster.serverUrl, cluster.template);
  const cache = createRatingCache(database.db);
  try {
    const pricelistId = (await createPricelist(database.db, { init_inc: 60, inc: 30, markup: 10 })).id;
    // Distinct prefixes of 4 to 9 digits like a carrier's deck, one in fifty disabled, as bench:rates makes them.
    await database.db.execute(sql`
      insert into rates (pricelist_id, prefix, cost_per_min, connect_cost, init_inc, inc, enabled)
      select ${pricelistId}, (1000 + n * 7)::text, 0.001 + ((n * 7919) % 50000) / 100000.0,
             case when n % 10 = 0 then 0.01 else 0 end, case when n % 3 = 0 then 60 else 0 end,
             case when n % 3 = 0 then 30 else 0 end, n % 50 <> 0
      from generate_series(0, ${RATE_COUNT - 1}) as n`);
    await database.db.execute(sql`analyze rates`);
    await cache.listen();

    const loadStart = performance.now();
    const pricelist = (await cache.pricelists([pricelistId])).get(pricelistId);
    if (!pricelist) throw new Error('The pricelist did not load');
    console.log(
      `${RATE_COUNT.toLocaleString('en')} rates (${pricelist.size.toLocaleString('en')} enabled) loaded in ${(performance.now() - loadStart).toFixed(0)} ms`,
    );

    const numbers = numbersFor(1 << 16);
    const mask = numbers.length - 1;
    // A first pass lets V8 compile the lookup before it is timed; then rounds, since other work on the machine takes turns with this one.
    for (let index = 0; index < 200_000; index += 1) pricelist.find(numbers[index & mask]);
    let found = 0;
    const rounds: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      found = 0;
      const start = performance.now();
      for (let index = 0; index < LOOKUPS; index += 1) if (pricelist.find(numbers[index & mask])) found += 1;
      rounds.push(Math.round(LOOKUPS / ((performance.now() - start) / 1000)));
    }
    rounds.sort((a, b) => a - b);
    const median = rounds[Math.floor(ROUNDS / 2)];
    console.log(
      `cache, longest-prefix lookup: ${median.toLocaleString('en')} lookups/s median of ${ROUNDS} rounds of ${LOOKUPS.toLocaleString('en')} (best ${rounds[ROUNDS - 1].toLocaleString('en')}, ${found.toLocaleString('en')} matched per round) ${median >= 2_000_000 ? '✓' : '✗'} (need 2,000,000)`,
    );

    let rated = 0;
    const priceStart = performance.now();
    for (let index = 0; index < PRICED; index += 1) if (priceOn(pricelist, numbers[index & mask], 1 + (index % 600)).status === 'rated') rated += 1;
    const priceSeconds = (performance.now() - priceStart) / 1000;
    console.log(`cache, lookup and exact cost: ${Math.round(PRICED / priceSeconds).toLocaleString('en')} calls/s (${rated.toLocaleString('en')} rated)`);

    const sqlStart = performance.now();
    for (let index = 0; index < SQL_LOOKUPS; index += 1) await rateCall(database.db, { pricelistId, number: numbers[index], seconds: 65 });
    const sqlSeconds = (performance.now() - sqlStart) / 1000;
    console.log(
      `baseline, best-rate SQL query: ${Math.round(SQL_LOOKUPS / sqlSeconds).toLocaleString('en')} lookups/s (${((sqlSeconds * 1000) / SQL_LOOKUPS).toFixed(3)} ms each)`,
    );
  } finally {
    await cache.close();
    await database.drop();
    await cluster.teardown();
  }
}

await main();
