/**
 * How fast the API answers: `npm run bench:api`. Starts the product (its real entry point, in its
 * own process, as `npm start` runs it) and the bare baseline (bench/bare-server.ts) on one scratch
 * database loaded with the demo data, checks they answer byte-identical JSON, then loads each
 * route on both servers in turn with autocannon and prints the medians of the rounds.
 *
 * BENCH_DATABASE_URL (or DATABASE_URL) names a PostgreSQL server to use; otherwise an embedded
 * one is started. BENCH_SECONDS (10), BENCH_CONNECTIONS (50) and BENCH_ROUNDS (3) set the load;
 * BENCH_ONLY (words, comma-separated) keeps the routes whose name contains one of them.
 */
import { type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { count, desc, eq } from 'drizzle-orm';
import {
  callAccounts,
  callAccountTransactions,
  callCenterQueues,
  dids,
  extensionDevices,
  extensionDids,
  payments,
  pricelists,
  users,
} from '../src/db/schema/index.js';
import { loadDemoCalls } from '../src/bootstrap/demo/calls.js';
import { BENCH_ADMIN, scratchDatabase, startServerProcess } from './scratch.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ONLY = process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? [];

interface Measured {
  requests: number;
  p99: number;
}

async function prepareDatabase() {
  const database = await scratchDatabase({ seedDemo: true });
  const { db } = database;
  const [deck] = await db.select({ id: pricelists.id }).from(pricelists).where(eq(pricelists.name, 'Standard Retail'));
  const [did] = await db.select({ id: dids.id }).from(dids).orderBy(desc(dids.id)).limit(1);
  const [queue] = await db.select({ id: callCenterQueues.id }).from(callCenterQueues).where(eq(callCenterQueues.name, 'support'));
  const paidCallAccountId = await addCardPayments(database.db);
  // The call records lists read the demo's month of calls, as `npm start` loads it.
  await loadDemoCalls(database.db);
  const busiest = async (table: typeof extensionDevices | typeof extensionDids) =>
    (await db.select({ id: table.extension_id }).from(table).groupBy(table.extension_id).orderBy(desc(count()), table.extension_id).limit(1))[0]?.id ?? 1;
  if (!database.demo) throw new Error('The bench needs the demo data, which brings its self-service user');
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.email, database.demo.user.email));
  return {
    ...database,
    pricelistId: deck?.id ?? 1,
    didId: did?.id ?? 1,
    queueId: queue?.id ?? 1,
    paidCallAccountId,
    deviceExtensionId: await busiest(extensionDevices),
    didExtensionId: await busiest(extensionDids),
    customer: { id: customer.id, ...database.demo.user },
  };
}

/** The demo has no card payments yet: a customer's line gets a history of them (credited, failed, abandoned) to page through. */
async function addCardPayments(db: Awaited<ReturnType<typeof scratchDatabase>>['db']) {
  const [line] = await db
    .select({ id: callAccounts.id, owner: callAccounts.type_id })
    .from(callAccounts)
    .where(eq(callAccounts.type, 'user'))
    .orderBy(callAccounts.id)
    .limit(1);
  for (let index = 0; index < 60; index += 1) {
    const status = (['success', 'failed', 'pending'] as const)[index % 3];
    const credit =
      status === 'success'
        ? await db
            .insert(callAccountTransactions)
            .values({ call_account_id: line.id, type: 'credit', amount: '25', balance_after: String(25 * (index + 1)), description: 'Card payment' })
            .returning({ id: callAccountTransactions.id })
        : [];
    await db.insert(payments).values({
      reference: `RL-BENCH-${index}`,
      call_account_id: line.id,
      amount: '25',
      currency: 'USD',
      provider: 'stripe',
      status,
      provider_reference: status === 'pending' ? null : `cs_test_${index}`,
      failure_reason: status === 'failed' ? 'Your card was declined.' : null,
      ledger_transaction_id: credit[0]?.id ?? null,
      created_by_id: line.owner,
      completed_at: status === 'pending' ? null : new Date(),
    });
  }
  return line.id;
}

async function signIn(url: string, { email, password }: { email: string; password: string } = BENCH_ADMIN) {
  const response = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceID: `bench-${randomBytes(6).toString('hex')}`, email, password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return `Bearer ${((await response.json()) as { tokens: { accessToken: string } }).tokens.accessToken}`;
}

async function load(url: string, authorization?: string): Promise<Measured> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: authorization ? { authorization } : {} });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers (${JSON.stringify(result.statusCodeStats)}) and ${result.errors} errors under load`);
  return { requests: result.requests.average, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const database = await prepareDatabase();
  const children: ChildProcess[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ringledger-bench-data-'));
  try {
    const env = { DATABASE_URL: database.databaseUrl, DATA_DIR: dataDir };
    const product = await startServerProcess('src/server.ts', env);
    children.push(product.child);
    const bare = await startServerProcess('bench/bare-server.ts', { ...env, BENCH_CUSTOMER_ID: String(database.customer.id) });
    children.push(bare.child);
    // Each route is asked by an admin, or (the self-service routes) by the demo's self-service user.
    const signInAll = async () => ({ admin: await signIn(product.url), customer: await signIn(product.url, database.customer) });
    const authorization = await signInAll();
    const everyRoute: [name: string, route: string, asker?: keyof typeof authorization][] = [
      ['GET /dids', '/api/v1/dids?page=1&limit=20'],
      ['GET /users', '/api/v1/users?page=1&limit=20'],
      ['GET /call_accounts', '/api/v1/call_accounts?page=1&limit=20'],
      [`GET /pricelists/${database.pricelistId}/rates`, `/api/v1/pricelists/${database.pricelistId}/rates?page=1&limit=20`],
      ['GET /extensions', '/api/v1/extensions?page=1&limit=20'],
      ['GET /trunks', '/api/v1/trunks?page=1&limit=20'],
      ['GET /gateways', '/api/v1/gateways?page=1&limit=20'],
      ['GET /audio_files', '/api/v1/audio_files?page=1&limit=20'],
      ['GET /call_center/queues', '/api/v1/call_center/queues?page=1&limit=20'],
      ['GET /call_center/agents', '/api/v1/call_center/agents?page=1&limit=20'],
      [`GET /call_center/queues/${database.queueId}/tiers`, `/api/v1/call_center/queues/${database.queueId}/tiers?page=1&limit=20`],
      [`GET /call_center/queues/${database.queueId}/agents`, `/api/v1/call_center/queues/${database.queueId}/agents?page=1&limit=20`],
      ['GET /sip_profiles', '/api/v1/sip_profiles?page=1&limit=20'],
      ['GET /domains', '/api/v1/domains?page=1&limit=20'],
      ['GET /call_records/users', '/api/v1/call_records/users?page=1&limit=20'],
      ['GET /call_records/providers', '/api/v1/call_records/providers?page=1&limit=20'],
      ['GET /call_records/unrated', '/api/v1/call_records/unrated?page=1&limit=20'],
      ['GET /call_records/users/days', '/api/v1/call_records/users/days'],
      [`GET /extensions/${database.deviceExtensionId}/devices`, `/api/v1/extensions/${database.deviceExtensionId}/devices?page=1&limit=20`],
      [`GET /extensions/${database.didExtensionId}/dids`, `/api/v1/extensions/${database.didExtensionId}/dids?page=1&limit=20`],
      ['GET /users/lines (self-service)', '/api/v1/users/lines', 'customer'],
      ['GET /users/lines/logs (self-service)', '/api/v1/users/lines/logs?page=1&limit=20', 'customer'],
      [`GET /call_accounts/${database.paidCallAccountId}/payments`, `/api/v1/call_accounts/${database.paidCallAccountId}/payments?page=1&limit=20`],
      ['GET /dids/{id}', `/api/v1/dids/${database.didId}`],
      ['GET /health', '/api/v1/health'],
    ];
    const routes = everyRoute.filter(([name]) => ONLY.length === 0 || ONLY.some((word) => name.includes(word)));
    for (const [name, route, asker = 'admin'] of routes) {
      const [mine, theirs] = await Promise.all([fetch(product.url + route, { headers: { authorization: authorization[asker] } }), fetch(bare.url + route)]);
      const [mineText, theirsText] = [await mine.text(), await theirs.text()];
      if (mineText !== theirsText) throw new Error(`${name}: the two servers answer differently\n${mineText.slice(0, 400)}\n${theirsText.slice(0, 400)}`);
    }
    console.log(`Both servers answer byte-identical JSON. ${ROUNDS} rounds of ${SECONDS} s at ${CONNECTIONS} connections, medians:`);
    const results = routes.map(() => ({ product: [] as Measured[], bare: [] as Measured[] }));
    for (let round = 0; round < ROUNDS; round += 1) {
      // A round takes minutes: each signs in afresh, so a whole run never outlives the 15-minute access token.
      const roundAuthorization = round === 0 ? authorization : await signInAll();
      for (const [index, [, route, asker = 'admin']] of routes.entries()) {
        results[index].product.push(await load(product.url + route, roundAuthorization[asker]));
        results[index].bare.push(await load(bare.url + route));
      }
    }
    const rows = routes.map(([name], index) => {
      const mine = results[index].product;
      const theirs = results[index].bare;
      const requests = median(mine.map((measured) => measured.requests));
      const bareRequests = median(theirs.map((measured) => measured.requests));
      return {
        route: name,
        'Ringledger req/s': Math.round(requests),
        'p99 ms': median(mine.map((measured) => measured.p99)),
        'bare req/s': Math.round(bareRequests),
        'bare p99 ms': median(theirs.map((measured) => measured.p99)),
        ratio: Number((requests / bareRequests).toFixed(2)),
      };
    });
    console.table(rows);
    console.log(`${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await rm(dataDir, { recursive: true, force: true });
    await database.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
