/**
 * How fast the call-record lists answer at scale: `npm run bench:records`. Makes a scratch
 * database (on TEST_DATABASE_URL or DATABASE_URL's server, else an embedded PostgreSQL), generates
 * BENCH_RECORDS (5,000,000) calls of 1,000 customer accounts over the last twelve months with
 * generate_series (a month's partition filled before it is attached, so its indexes are built in
 * bulk), rolls them up as ingestion would, then times `GET /call_records/users` (a page plus the
 * summary over every matching record) for a mix of filters and prints the p50 and p95 of each.
 * BENCH_KEEP=1 keeps the database (its name is printed) for EXPLAIN ANALYZE by hand.
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { ACCOUNTS, generate, isoDay, RECORDS, utcMonthStart } from './call-record-generator.js';
import { scratchApp } from './scratch.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 40);
const DAY_MS = 86_400_000;

function percentile(sorted: number[], fraction: number) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

async function main() {
  const { app, db, admin, close } = await scratchApp();
  try {
    const now = new Date();
    console.log(`Generating ${RECORDS.toLocaleString('en')} call records of ${ACCOUNTS} accounts over twelve months…`);
    const begun = performance.now();
    const customers = await generate(db, now);
    console.log(`Generated and rolled up in ${((performance.now() - begun) / 1000).toFixed(0)} s`);

    const today = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS);
    const lastMonthStart = utcMonthStart(now.getUTCFullYear(), now.getUTCMonth() - 1);
    const lastMonthEnd = new Date(utcMonthStart(now.getUTCFullYear(), now.getUTCMonth()).getTime() - DAY_MS);
    const month = `from=${isoDay(lastMonthStart)}&to=${isoDay(lastMonthEnd)}`;
    // A typical customer: the one in the middle of the skew, about 5,000 calls a year.
    const account = customers.accounts[ACCOUNTS / 4];
    const filters: [string, string][] = [
      ['none', ''],
      ['one month', month],
      ['last 7 days', `from=${isoDay(new Date(today.getTime() - 6 * DAY_MS))}&to=${isoDay(today)}`],
      ['one account', `account_id=${account}`],
      ['account and month', `account_id=${account}&${month}`],
      ['direction and call type', 'direction=inbound&call_type=DID'],
      ['destination prefix', 'destination=234803'],
    ];
    console.log(`\n${RUNS} requests each of GET /call_records/users?limit=20&… (page + count, total_cost, billseconds over every match):\n`);
    console.log('| filter | matching records | p50 | p95 |');
    console.log('| --- | --- | --- | --- |');
    for (const [label, query] of filters) {
      const url = `/api/v1/call_records/users?limit=20&${query}`;
      const request = () => app.inject({ method: 'GET', url, headers: admin.headers });
      const first = await request();
      if (first.statusCode !== 200) throw new Error(`${label}: ${first.statusCode} ${first.body.slice(0, 300)}`);
      for (let warm = 0; warm < 3; warm += 1) await request();
      const times: number[] = [];
      for (let run = 0; run < RUNS; run += 1) {
        const start = performance.now();
        await request();
        times.push(performance.now() - start);
      }
      times.sort((a, b) => a - b);
      const count = (first.json() as { count: number }).count;
      console.log(`| ${label} | ${count.toLocaleString('en')} | ${percentile(times, 0.5).toFixed(1)} ms | ${percentile(times, 0.95).toFixed(1)} ms |`);
    }
    const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
    const version = await db.execute<{ server_version: string }>(sql`show server_version`);
    console.log(
      `\n${os.cpus().length} × ${cpu}, Node ${process.version}, PostgreSQL ${version.rows[0].server_version}; server, database and benchmark on one machine.`,
    );
  } finally {
    await close({ keep: process.env.BENCH_KEEP === '1' && Boolean(process.env.TEST_DATABASE_URL) });
  }
}

await main();
