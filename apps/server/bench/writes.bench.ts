/**
 * What the audit trail costs a write: `npm run bench:writes`. Builds the app in-process on a
 * scratch database (TEST_DATABASE_URL or DATABASE_URL's server, else an embedded PostgreSQL) and
 * has BENCH_CONNECTIONS (8) clients create a DID and then edit it, as fast as they can, for
 * BENCH_SECONDS (5) a round. Rounds alternate between the audit as shipped and the same code with
 * its rows kept out of the table by a rule (`DO INSTEAD NOTHING`): the entry is still built and
 * sent, in its transaction, but PostgreSQL stores nothing. The difference is the cost of storing
 * an entry (its row, four indexes, its WAL); the round trip of the statement is in both. Prints
 * the median of BENCH_ROUNDS (3) rounds each, then drops everything.
 */
import { performance } from 'node:perf_hooks';
import { count, sql } from 'drizzle-orm';
import { auditLog } from '../src/db/schema/index.js';
import { createCallAccountWithAccount } from '../src/test/factories.js';
import { scratchApp } from './scratch.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

interface Round {
  creates: number;
  updates: number;
  createMs: number[];
  updateMs: number[];
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], share: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * share)] ?? 0;

async function main() {
  const { app, db, admin, close } = await scratchApp();
  try {
    const refs = await createCallAccountWithAccount(db);
    let serial = 0;
    const nextNumber = () => `2349${String(process.pid % 1000).padStart(3, '0')}${String(++serial).padStart(7, '0')}`;
    const timed = async (work: () => Promise<{ statusCode: number; body: string }>, into: number[]) => {
      const started = performance.now();
      const response = await work();
      if (response.statusCode >= 300) throw new Error(`A write failed (${response.statusCode}): ${response.body}`);
      into.push(performance.now() - started);
      return response;
    };

    async function round(): Promise<Round> {
      const result: Round = { creates: 0, updates: 0, createMs: [], updateMs: [] };
      const ends = performance.now() + SECONDS * 1000;
      const client = async () => {
        while (performance.now() < ends) {
          const body = { number: nextNumber(), account_id: refs.account.id, call_billing_account_id: refs.callAccount.id };
          const created = await timed(() => app.inject({ method: 'POST', url: '/api/v1/dids', headers: admin.headers, payload: body }), result.createMs);
          const { id } = JSON.parse(created.body) as { id: number };
          const change = { leg_timeout: 30 + (serial % 60), ringback: `tone-${serial}` };
          await timed(() => app.inject({ method: 'PATCH', url: `/api/v1/dids/${id}`, headers: admin.headers, payload: change }), result.updateMs);
        }
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, client));
      result.creates = result.createMs.length / SECONDS;
      result.updates = result.updateMs.length / SECONDS;
      return result;
    }

    const storing = async (isStored: boolean) => {
      if (isStored) await db.execute(sql`drop rule if exists audit_log_bench_skip on audit_log`);
      else await db.execute(sql`create or replace rule audit_log_bench_skip as on insert to audit_log do instead nothing`);
    };

    console.log(`${CONNECTIONS} clients, ${SECONDS} s a round, ${ROUNDS} rounds each; a warm-up round first`);
    await round();
    const audited: Round[] = [];
    const skipped: Round[] = [];
    for (let index = 0; index < ROUNDS; index++) {
      await storing(true);
      audited.push(await round());
      await storing(false);
      skipped.push(await round());
    }
    await storing(true);

    const line = (label: string, rounds: Round[]) => {
      const creates = median(rounds.map((each) => each.creates));
      const updates = median(rounds.map((each) => each.updates));
      const createP95 = median(rounds.map((each) => percentile(each.createMs, 0.95)));
      const updateP95 = median(rounds.map((each) => percentile(each.updateMs, 0.95)));
      console.log(
        `${label.padEnd(26)} creates ${creates.toFixed(0).padStart(6)}/s (p95 ${createP95.toFixed(1)} ms)   updates ${updates.toFixed(0).padStart(6)}/s (p95 ${updateP95.toFixed(1)} ms)`,
      );
      return { creates, updates };
    };
    const withAudit = line('audit stored (as shipped)', audited);
    const without = line('audit rows not stored', skipped);
    const cost = (a: number, b: number) => `${(((b - a) / b) * 100).toFixed(1)} %`;
    console.log(
      `Storing the entry costs ${cost(withAudit.creates, without.creates)} of create throughput, ${cost(withAudit.updates, without.updates)} of update throughput`,
    );
    const [{ entries }] = await db.select({ entries: count() }).from(auditLog);
    const size = await db.execute<{ bytes: string }>(sql`select pg_total_relation_size('audit_log')::text as bytes`);
    const bytes = Number(size.rows[0].bytes);
    console.log(
      `audit_log: ${entries} entries, ${(bytes / 1024 / 1024).toFixed(1)} MB with its indexes, about ${Math.round(bytes / Math.max(entries, 1))} bytes an entry`,
    );
  } finally {
    await close();
  }
}

await main();
