/**
 * How fast the dashboard answers at scale: `npm run bench:dashboard`. Makes a scratch database as
 * `bench:records` does (BENCH_RECORDS, 5,000,000 calls of 1,000 customers over twelve months, rolled
 * up), then times `GET /api/v1/dashboard` for each period (the four periods' figures, the chart, the
 * top destinations, customers and trunks, what needs attention) and prints the p50 and p95 of each
 * and of them all. The aim is a p95 of at most 100 ms. BENCH_KEEP=1 keeps the database.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { DASHBOARD_PERIODS } from '@ringledger/contract';
import { createUser, signIn } from '../src/test/factories.js';
import { ACCOUNTS, generate, RECORDS } from './call-record-generator.js';
import { scratchApp } from './scratch.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

async function main() {
  const { app, db, close } = await scratchApp();
  try {
    console.log(`Generating ${RECORDS.toLocaleString('en')} call records of ${ACCOUNTS} accounts over twelve months…`);
    const begun = performance.now();
    await generate(db, new Date());
    console.log(`Generated and rolled up in ${((performance.now() - begun) / 1000).toFixed(0)} s`);
    const rollupRows = await db.execute<{ hours: string; days: string }>(
      sql`select (select count(*) from call_traffic_hours) as hours, (select count(*) from call_traffic_days) as days`,
    );
    console.log(
      `Traffic rollups: ${Number(rollupRows.rows[0].hours).toLocaleString('en')} hour rows, ${Number(rollupRows.rows[0].days).toLocaleString('en')} day rows`,
    );

    console.log(`\n${RUNS} requests each of GET /dashboard?period=…:\n`);
    console.log('| period | calls in it | p50 | p95 |');
    console.log('| --- | --- | --- | --- |');
    // Generating outlasts an access token: the admin signs in once the data is there.
    const admin = await signIn(app, await createUser(db, 'admin'));
    const all: number[] = [];
    for (const period of DASHBOARD_PERIODS) {
      const request = () => app.inject({ method: 'GET', url: `/api/v1/dashboard?period=${period}`, headers: admin.headers });
      const first = await request();
      if (first.statusCode !== 200) throw new Error(`${period}: ${first.statusCode} ${first.body.slice(0, 300)}`);
      for (let warm = 0; warm < 3; warm += 1) await request();
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const start = performance.now();
        await request();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      all.push(...times);
      const calls = (first.json() as { periods: { period: string; calls: number }[] }).periods.find((each) => each.period === period)?.calls ?? 0;
      console.log(`| ${period} | ${calls.toLocaleString('en')} | ${percentile(times, 0.5).toFixed(1)} ms | ${percentile(times, 0.95).toFixed(1)} ms |`);
    }
    all.sort((a, b) => a - b);
    console.log(`\nDashboard p95 over every period: ${percentile(all, 0.95).toFixed(1)} ms (aim: ≤ 100 ms)`);
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const version = await db.execute<{ server_version: string }>(sql`show server_version`);
    console.log(
      `${os.cpus().length} × ${cpu}, Node ${process.version}, PostgreSQL ${version.rows[0].server_version}; server, database and benchmark on one machine.`,
    );
  } finally {
    await close({ keep: process.env.BENCH_KEEP === '1' && Boolean(process.env.TEST_DATABASE_URL) });
  }
}

await main();
