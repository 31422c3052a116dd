/**
 * What the money check costs a call: `npm run bench:authorize`. On a scratch database with the
 * demo data (every customer funded, no channel or rate limit), it starts the product as
 * `npm start` runs it and has concurrent clients post mod_xml_curl dialplan lookups for outbound
 * calls, each a new call (its own Unique-ID), so each is authorized and its reservation written
 * (rl_authorize_call, one round trip). Beside it, the same lookups without a call uuid: the
 * dialplan's answer with no authorization. It prints answers per second and p99 of both, and
 * what the check adds to an answer.
 *
 * BENCH_DATABASE_URL (or DATABASE_URL) names a PostgreSQL server to use; otherwise an embedded
 * one is started. BENCH_SECONDS (10) and BENCH_CONNECTIONS (50) set the load.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { eq, sql } from 'drizzle-orm';
import { accounts, callAccounts, callReservations, domains, extensions, trunks } from '../src/db/schema/index.js';
import { SWITCH, switchAuth } from '../src/test/call-world.js';
import { scratchDatabase, startServerProcess } from './scratch.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
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

async function prepareDatabase() {
  const database = await scratchDatabase({ seedDemo: true });
  const { db } = database;
  // Every customer can pay for every call the bench places, as many at once as it likes, on trunks without limits.
  await db.update(callAccounts).set({ balance: '100000000' });
  await db.update(accounts).set({ maxchannels: 0, cps: 0 });
  await db.update(trunks).set({ maxchannels: 0, cps: 0 });
  const callers = await db
    .select({ id: extensions.id, domain: domains.name })
    .from(extensions)
    .innerJoin(domains, eq(domains.id, extensions.domain_id))
    .innerJoin(callAccounts, eq(callAccounts.id, extensions.call_billing_account_id))
    .where(eq(extensions.enabled, true));
  if (callers.length === 0) throw new Error('The bench needs the demo data: extensions with call accounts');
  return { ...database, callers };
}

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
  return { perSecond: result['2xx'] / result.duration, p99: result.latency.p99, mean: result.latency.mean };
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
  const product = await startServerProcess('src/server.ts', env);
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
    console.log(`${callers.length} of ${database.callers.length} callers dialling out, ${SECONDS} s each at ${CONNECTIONS} connections`);
    // A short first pass warms the server (JIT, the rating cache, the pool).
    await load(product.url, () => lookup(caller()));
    const bare = await load(product.url, () => lookup(caller()));
    const authorized = await load(product.url, () => lookup(caller(), randomUUID()));
    const reservations = await database.db.$count(callReservations);
    console.table([
      { answer: 'dialplan, no authorization', 'answers/s': number(bare.perSecond), 'mean ms': bare.mean.toFixed(1), 'p99 ms': bare.p99 },
      {
        answer: 'dialplan + authorization and reservation',
        'answers/s': number(authorized.perSecond),
        'mean ms': authorized.mean.toFixed(1),
        'p99 ms': authorized.p99,
      },
    ]);
    const share = (authorized.mean - bare.mean) / authorized.mean;
    console.log(
      `The money check adds ${(authorized.mean - bare.mean).toFixed(1)} ms to a mean answer: ${(share * 100).toFixed(0)}% of it ` +
        `(aim: under half). ${number(reservations)} reservations written.`,
    );
    const [{ size }] = (await database.db.execute<{ size: string }>(sql`select pg_size_pretty(pg_total_relation_size('call_reservations')) as size`)).rows;
    console.log(`call_reservations with its indexes: ${size}`);
    console.log(`${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; server, PostgreSQL and the load generator share the machine`);
  } finally {
    product.child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
    await database.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
