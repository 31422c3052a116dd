/**
 * What the money check costs a call: `npm run bench:authorize`. On a scratch database with the
 * demo data (every customer funded, no channel or rate limit), it starts the product as
 * `npm start` runs it and has concurrent clients post mod_xml_curl dialplan lookups for outbound
 * calls, each a new call (its own Unique-ID), so each is authorized and its reservation written
 * (the call authorizer, rl_authorize_calls_durably). Beside it, the same lookups without a call
 * uuid: the dialplan's answer with no authorization; and the floor under any reservation kept in
 * PostgreSQL (bench/bare-reservation-server.ts: a bare route writing one row per call, on disk
 * before it answers). The three loads take turns, BENCH_ROUNDS times, and the medians are printed:
 * answers per second, mean and p99, and the CPU time an answer costs the server and PostgreSQL
 * (steadier than the rates on a shared machine); then what the check adds, and what the floor adds.
 *
 * BENCH_DATABASE_URL (or DATABASE_URL) names a PostgreSQL server to use (its CPU time is then not
 * told apart from other work on it); otherwise an embedded one is started. BENCH_SECONDS (10),
 * BENCH_CONNECTIONS (50) and BENCH_ROUNDS (3) set the load; BENCH_CALLER_COPIES (0) adds that many
 * copies of every demo caller, each with a call account of its own, so the calls come from many
 * call accounts; BENCH_PROFILE_DIR has the server write a CPU profile there when it stops.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { accounts, callAccounts, callReservations, domains, extensions, trunks } from '../src/db/schema/index.js';
import { SWITCH, switchAuth } from '../src/test/call-world.js';
import { clusterCpuMs, cpuMsBetween, cpuMsOf } from './cpu-time.js';
import { scratchDatabase, startServerProcess } from './scratch.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CALLER_COPIES = Number(process.env.BENCH_CALLER_COPIES ?? 0);
const PROFILE_DIR = process.env.BENCH_PROFILE_DIR;
const isEmbedded = !(process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL);
const number = (value: number) => Math.round(value).toLocaleString('en');

/** An outbound call's dialplan lookup as mod_xml_curl posts it; with a uuid, the call is authorized. */
function lookup(caller: { id: number; domain: string }, uuid?: string) {
  const fields = [
    'hostname=rl-bench',
    'section=dialplan',
    'tag_name=',
    'key_name=',
    'key_value=',
    ...(uuid ? [`Unique-ID=${uuid}`] : []),
    `Hunt-Context=${encodeURIComponent(caller.domain)}`,
    'Hunt-Destination-Number=08031234567',
    `variable_rl_extension_id=${caller.id}`,
  ];
  return fields.join('&');
}

/** A table's columns that an insert names: all but its id and generated ones. */
async function insertableColumns(db: Prepared['db'], table: string) {
  const { rows } = await db.execute<{ name: string }>(
    sql`select column_name as name from information_schema.columns where table_name = ${table} and column_name <> 'id' and is_generated = 'NEVER' order by ordinal_position`,
  );
  return rows.map((row) => row.name);
}

/**
 * `copies` more extensions beside each enabled one, each with a call account of its own (a copy of
 * its original's): calls from many call accounts, whose batches lock different rows.
 */
async function copyCallers(db: Prepared['db'], copies: number) {
  const copiedNumber = `left(ca."number", 16) || 'b' || e."id" || 'b' || n`;
  const source = `from "extensions" e join "call_accounts" ca on ca."id" = e."call_billing_account_id" cross join generate_series(1, ${copies}) n where e."enabled"`;
  const accountColumns = await insertableColumns(db, 'call_accounts');
  const accountValues = accountColumns.map((column) => (column === 'number' ? copiedNumber : `ca."${column}"`));
  await db.execute(
    sql.raw(`insert into "call_accounts" (${accountColumns.map((column) => `"${column}"`).join(', ')}) select ${accountValues.join(', ')} ${source}`),
  );
  const extensionColumns = await insertableColumns(db, 'extensions');
  const extensionValues = extensionColumns.map((column) => {
    if (column === 'username') return `left(e."username", 40) || 'b' || n`;
    if (column === 'call_billing_account_id') return `(select c."id" from "call_accounts" c where c."number" = ${copiedNumber})`;
    return `e."${column}"`;
  });
  await db.execute(
    sql.raw(`insert into "extensions" (${extensionColumns.map((column) => `"${column}"`).join(', ')}) select ${extensionValues.join(', ')} ${source}`),
  );
}

async function prepareDatabase() {
  const database = await scratchDatabase({ seedDemo: true });
  const { db } = database;
  // Every customer can pay for every call the bench places, as many at once as it likes, on trunks without limits.
  await db.update(callAccounts).set({ balance: '100000000' });
  await db.update(accounts).set({ maxchannels: 0, cps: 0 });
  await db.update(trunks).set({ maxchannels: 0, cps: 0 });
  if (CALLER_COPIES > 0) await copyCallers(db, CALLER_COPIES);
  const callers = await db
    .select({ id: extensions.id, domain: domains.name })
    .from(extensions)
    .innerJoin(domains, eq(domains.id, extensions.domain_id))
    .innerJoin(callAccounts, eq(callAccounts.id, extensions.call_billing_account_id))
    .where(eq(extensions.enabled, true));
  if (callers.length === 0) throw new Error('The bench needs the demo data: extensions with call accounts');
  return { ...database, callers };
}

type Prepared = Awaited<ReturnType<typeof scratchDatabase>>;

async function load(url: string, body: () => string) {
  const result = await autocannon({
    url: `${url}/api/v1/freeswitch/xml`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: switchAuth, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'freeswitch-xml/1.0' },
    requests: [{ setupRequest: (request) => ({ ...request, body: body() }) }],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  return { answered: result['2xx'], perSecond: result['2xx'] / result.duration, p99: result.latency.p99, mean: result.latency.mean };
}

/** One load, with the CPU time it cost the server process and the PostgreSQL cluster per answer (µs). */
async function measure(product: { url: string; pid?: number }, database: Prepared, body: () => string) {
  const [serverBefore, postgresBefore] = [cpuMsOf(product.pid), await clusterCpuMs(database.db)];
  const result = await load(product.url, body);
  const serverMs = cpuMsOf(product.pid) - serverBefore;
  const postgresMs = cpuMsBetween(postgresBefore, await clusterCpuMs(database.db));
  return { ...result, serverUs: (serverMs * 1000) / result.answered, postgresUs: (postgresMs * 1000) / result.answered };
}

type Measured = Awaited<ReturnType<typeof measure>>;

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The median of each figure over the rounds. */
function medians(rounds: Measured[]) {
  const of = (figure: keyof Measured) => median(rounds.map((round) => round[figure]));
  return { perSecond: of('perSecond'), mean: of('mean'), p99: of('p99'), serverUs: of('serverUs'), postgresUs: of('postgresUs') };
}

function row(answer: string, figures: ReturnType<typeof medians>) {
  return {
    answer,
    'answers/s': number(figures.perSecond),
    'mean ms': figures.mean.toFixed(1),
    'p99 ms': figures.p99,
    'server CPU µs': number(figures.serverUs),
    ...(isEmbedded ? { 'PostgreSQL CPU µs': number(figures.postgresUs) } : {}),
  };
}

async function main() {
  console.log('Preparing a scratch database with the demo data…');
  const database = await prepareDatabase();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ringledger-bench-data-'));
  const env = {
    DATABASE_URL: database.databaseUrl,
    DATA_DIR: dataDir,
    FREESWITCH_CREDENTIALS: `${SWITCH.user}:${SWITCH.password}`,
    ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'warn',
  };
  const product = await startServerProcess('src/server.ts', env, PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []);
  const floor = await startServerProcess('bench/bare-reservation-server.ts', { DATABASE_URL: database.databaseUrl });
  try {
    // Only callers whose call is routed and authorized (their pricelist rates the number, a trunk carries it) are timed.
    const callers: typeof database.callers = [];
    for (const candidate of database.callers) {
      const answer = await fetch(`${product.url}/api/v1/freeswitch/xml`, {
        method: 'POST',
        headers: { authorization: switchAuth, 'content-type': 'application/x-www-form-urlencoded' },
        body: lookup(candidate, randomUUID()),
      });
      if ((await answer.text()).includes('sched_hangup')) callers.push(candidate);
    }
    if (callers.length === 0) throw new Error('No demo caller has an outbound call authorized');
    let turn = 0;
    const caller = () => callers[turn++ % callers.length];
    const bareBody = () => lookup(caller());
    const authorizedBody = () => lookup(caller(), randomUUID());
    console.log(`${callers.length} of ${database.callers.length} callers dialling out, ${ROUNDS} rounds of ${SECONDS} s each at ${CONNECTIONS} connections`);
    // A short first pass of each warms the server (JIT, the rating cache, the pool) and PostgreSQL (plans, pages).
    await load(product.url, bareBody);
    await load(product.url, authorizedBody);
    await database.db.delete(callReservations);
    const server = { url: product.url, pid: product.child.pid };
    const floorServer = { url: floor.url, pid: floor.child.pid };
    await load(floor.url, authorizedBody);
    const bareRounds: Measured[] = [];
    const floorRounds: Measured[] = [];
    const authorizedRounds: Measured[] = [];
    // They take turns, so a machine whose speed drifts slows all alike.
    let reservations = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      bareRounds.push(await measure(server, database, bareBody));
      floorRounds.push(await measure(floorServer, database, authorizedBody));
      authorizedRounds.push(await measure(server, database, authorizedBody));
      // Settled, as their CDRs would: each round's calls find only their own round's reservations to count.
      reservations += (await database.db.delete(callReservations).returning({ uuid: callReservations.call_uuid })).length;
      await database.db.execute(sql`truncate bench_floor_reservations`);
    }
    const bare = medians(bareRounds);
    const floorFigures = medians(floorRounds);
    const authorized = medians(authorizedRounds);
    console.table([
      row('dialplan, no authorization', bare),
      row('floor: bare route, one row per call on disk', floorFigures),
      row('dialplan + authorization and reservation', authorized),
    ]);
    const share = (authorized.mean - bare.mean) / authorized.mean;
    console.log(
      `The money check adds ${(authorized.mean - bare.mean).toFixed(1)} ms to a mean answer: ${(share * 100).toFixed(0)}% of it ` +
        `(aim: under half). ${number(reservations)} reservations written.`,
    );
    console.log(
      `The floor (a bare route writing one row per call, batched and on disk before it answers) answers in ${floorFigures.mean.toFixed(1)} ms; ` +
        `an authorized answer takes ${(authorized.mean / floorFigures.mean).toFixed(2)}× the floor's time and ${(authorized.perSecond / floorFigures.perSecond).toFixed(2)}× its rate.`,
    );
    const cpuOf = (figures: typeof bare) => figures.serverUs + (isEmbedded ? figures.postgresUs : 0);
    const cpuShare = (cpuOf(authorized) - cpuOf(bare)) / cpuOf(authorized);
    console.log(
      `In CPU time (${isEmbedded ? 'server and PostgreSQL' : 'server only'}), it adds ${number(cpuOf(authorized) - cpuOf(bare))} µs to an answer: ` +
        `${(cpuShare * 100).toFixed(0)}% of an authorized answer's ${number(cpuOf(authorized))} µs.`,
    );
    console.log(`${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; server, PostgreSQL and the load generator share the machine`);
  } finally {
    // Waited for, so the profile is written before the database goes.
    const closed = [product, floor].map(({ child }) => new Promise((resolve) => child.on('close', resolve)));
    product.child.kill('SIGTERM');
    floor.child.kill('SIGTERM');
    await Promise.all(closed);
    await rm(dataDir, { recursive: true, force: true });
    await database.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
