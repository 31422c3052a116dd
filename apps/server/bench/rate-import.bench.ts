/**
 * How fast a large rate file loads: `npm run bench:rates`. Makes a scratch database (on
 * TEST_DATABASE_URL or DATABASE_URL's server, else an embedded PostgreSQL), imports a generated
 * 100,000-line CSV through the real HTTP route as an admin, re-imports it (every prefix
 * replaced), exports it, times best-rate lookups on that pricelist, then drops everything.
 */
import { performance } from 'node:perf_hooks';
import { multipartFile } from '../src/test/multipart.js';
import { rateCall } from '../src/modules/rating/rating.service.js';
import { scratchApp } from './scratch.js';

const RATE_COUNT = Number(process.env.BENCH_RATES ?? 100_000);
const LOOKUPS = 1000;

/** Distinct prefixes of 4 to 9 digits, like a carrier's deck: country codes followed by network and area digits. */
function rateFile(count: number) {
  const lines = ['prefix,description,cost_per_min,connect_cost,included_seconds,init_inc,inc,enabled'];
  for (let index = 0; index < count; index += 1) {
    const prefix = String(1000 + index * 7);
    const cost = (0.001 + ((index * 7919) % 50_000) / 100_000).toFixed(5);
    lines.push(
      `${prefix},Destination ${index},${cost},${index % 10 === 0 ? '0.01' : '0'},0,${index % 3 === 0 ? 60 : 0},${index % 3 === 0 ? 30 : 0},${index % 50 === 0 ? 'false' : 'true'}`,
    );
  }
  return `${lines.join('\n')}\n`;
}

async function timed<T>(label: string, work: () => Promise<T>) {
  const start = performance.now();
  const result = await work();
  const seconds = (performance.now() - start) / 1000;
  return { label, seconds, result };
}

async function main() {
  const { app, db, admin, close } = await scratchApp();
  try {
    const created = await app.inject({ method: 'POST', url: '/api/v1/pricelists', headers: admin.headers, payload: { name: 'Benchmark deck' } });
    const pricelistId: number = created.json().id;

    const csv = rateFile(RATE_COUNT);
    console.log(`Generated ${RATE_COUNT.toLocaleString('en')} rates (${(csv.length / 1024 / 1024).toFixed(1)} MB of CSV)`);
    const body = await multipartFile(csv);
    const importOnce = async () => {
      const response = await app.inject({
        method: 'POST',
        url: `/api/v1/pricelists/${pricelistId}/rates/import`,
        headers: { ...admin.headers, ...body.headers },
        payload: body.payload,
      });
      if (response.statusCode !== 200) throw new Error(`import failed: ${response.statusCode} ${response.body.slice(0, 500)}`);
      return response.json() as { imported: number };
    };

    for (const run of [await timed('import (new prefixes)', importOnce), await timed('re-import (every prefix replaced)', importOnce)]) {
      console.log(
        `${run.label}: ${run.result.imported.toLocaleString('en')} rates in ${run.seconds.toFixed(2)} s = ${Math.round(run.result.imported / run.seconds).toLocaleString('en')} rates/s`,
      );
    }

    const exported = await timed('export', () => app.inject({ method: 'GET', url: `/api/v1/pricelists/${pricelistId}/rates/export`, headers: admin.headers }));
    console.log(`export: ${(exported.result.body.length / 1024 / 1024).toFixed(1)} MB of CSV in ${exported.seconds.toFixed(2)} s`);

    const first = await timed('first lookup', () => rateCall(db, { pricelistId, number: '2348031234567', seconds: 125 }));
    const numbers = Array.from({ length: LOOKUPS }, (_, index) => `${1000 + ((index * 104_729) % RATE_COUNT) * 7}${String(index).padStart(6, '0')}`);
    const many = await timed('lookups', async () => {
      let rated = 0;
      for (const number of numbers) if ((await rateCall(db, { pricelistId, number, seconds: 65 })).status === 'rated') rated += 1;
      return rated;
    });
    console.log(
      `best-rate lookup: first ${(first.seconds * 1000).toFixed(2)} ms; ${LOOKUPS} lookups averaged ${((many.seconds * 1000) / LOOKUPS).toFixed(3)} ms (${many.result} rated)`,
    );
  } finally {
    await close();
  }
}

await main();
