/**
 * How fast the switch's lookups are answered: `npm run bench:xml`. On a scratch database with the
 * demo data, it starts the product as `npm start` runs it and a bare Fastify route (bench/
 * bare-xml-server.ts), then has concurrent clients post mod_xml_curl's lookups, as the switch
 * posts them: directory digest checks (REGISTER, every demo device in turn) and dialplan lookups
 * (an extension calling another, an outbound number, a carrier calling a DID, in turn). It prints
 * answers per second and p99 for each, beside the bare route's.
 *
 * BENCH_DATABASE_URL (or DATABASE_URL) names a PostgreSQL server to use; otherwise an embedded
 * one is started. BENCH_SECONDS (10) and BENCH_CONNECTIONS (50) set the load. BENCH_CPU_PROF names a
 * folder where the product writes a V8 CPU profile of the whole run (node --cpu-prof), to open in
 * Chrome's DevTools or read with `npx tsx apps/server/bench/cpu-profile-summary.ts FILE`.
 */
import { type ChildProcess } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { and, eq, isNotNull } from 'drizzle-orm';
import { accounts, callAccounts, dids, domains, extensionDevices, extensions, trunks } from '../src/db/schema/index.js';
import { createSecretBox } from '../src/secret-box.js';
import { createCallAuthorizer } from '../src/modules/call-authorization/authorize-call.js';
import type { SettingsCache } from '../src/settings/settings-cache.js';
import { SWITCH, switchAuth } from '../src/test/call-world.js';
import { cpuMsOf } from './cpu-time.js';
import { scratchDatabase, startServerProcess } from './scratch.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CPU_PROFILE_DIR = process.env.BENCH_CPU_PROF;
const number = (value: number) => Math.round(value).toLocaleString('en');

/** A lookup as mod_xml_curl posts it: the five plain fields, then the rest %-encoded. */
function form(section: string, keyValue: string, fields: Record<string, string>) {
  const head = [
    'hostname=rl-bench',
    `section=${section}`,
    `tag_name=${section === 'directory' ? 'domain' : ''}`,
    `key_name=${section === 'directory' ? 'name' : ''}`,
  ];
  const rest = Object.entries(fields).map(([name, value]) => `${name}=${encodeURIComponent(value)}`);
  return Buffer.from([...head, `key_value=${keyValue}`, ...rest].join('&'));
}

async function prepareDatabase(encryptionKey: Buffer) {
  const database = await scratchDatabase({ seedDemo: true });
  const { db } = database;
  // The demo's device passwords were sealed with a throwaway key: sealed again with the one the server is given, so digest checks find them.
  await db.update(extensionDevices).set({ password: createSecretBox(encryptionKey).seal('bench-device-password') });
  // Every customer can pay for every call the bench places, as many at once as it likes, on trunks without limits.
  await db.update(callAccounts).set({ balance: '100000000' });
  await db.update(accounts).set({ maxchannels: 0, cps: 0 });
  await db.update(trunks).set({ maxchannels: 0, cps: 0 });
  const devices = await db
    .select({ username: extensionDevices.username, domain: domains.name })
    .from(extensionDevices)
    .innerJoin(domains, eq(domains.id, extensionDevices.domain_id))
    .where(eq(extensionDevices.enabled, true));
  const callers = await db
    .select({
      id: extensions.id,
      username: extensions.username,
      domain: domains.name,
      domainId: extensions.domain_id,
      callAccountId: extensions.call_billing_account_id,
    })
    .from(extensions)
    .innerJoin(domains, eq(domains.id, extensions.domain_id))
    .where(eq(extensions.enabled, true));
  const callAccountIds = [...new Set(callers.flatMap((caller) => (caller.callAccountId === null ? [] : [caller.callAccountId])))];
  const didNumbers = await db
    .select({ number: dids.number })
    .from(dids)
    .where(and(eq(dids.enabled, true), isNotNull(dids.number)));
  if (devices.length === 0 || callers.length < 2 || didNumbers.length === 0) throw new Error('The bench needs the demo data: devices, extensions and DIDs');
  const directory = devices.map(({ username, domain }) =>
    form('directory', domain, {
      action: 'sip_auth',
      sip_auth_method: 'REGISTER',
      sip_auth_username: username,
      sip_auth_realm: domain,
      user: username,
      domain,
      key: 'id',
    }),
  );
  const dialplan = callers.flatMap((caller, index) => {
    const callee = callers.find((other) => other.domainId === caller.domainId && other.id !== caller.id);
    const did = didNumbers[index % didNumbers.length].number;
    return [
      ...(callee
        ? [form('dialplan', '', { 'Hunt-Context': caller.domain, 'Hunt-Destination-Number': callee.username, variable_rl_extension_id: String(caller.id) })]
        : []),
      form('dialplan', '', { 'Hunt-Context': caller.domain, 'Hunt-Destination-Number': '08031234567', variable_rl_extension_id: String(caller.id) }),
      form('dialplan', '', { 'Hunt-Context': 'public', 'Hunt-Destination-Number': did, 'Caller-Caller-ID-Number': '2348035550123' }),
    ];
  });
  return { ...database, directory, dialplan, callAccountIds };
}

/** A lookup as a new call asks it: its own Unique-ID, so a billable one is authorized and its money held. */
const asNewCall = (body: Buffer) => Buffer.concat([body, Buffer.from(`&Unique-ID=${randomUUID()}`)]);

async function load(url: string, bodies: Buffer[], { isNewCall = false } = {}) {
  let next = 0;
  const result = await autocannon({
    url: `${url}/api/v1/freeswitch/xml`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: { authorization: switchAuth, 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'freeswitch-xml/1.0' },
    requests: [
      {
        setupRequest: (request) => {
          const body = isNewCall ? asNewCall(bodies[next % bodies.length]) : bodies[next % bodies.length];
          next += 1;
          return { ...request, body };
        },
      },
    ],
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  return { answered: result['2xx'], perSecond: result['2xx'] / result.duration, p99: result.latency.p99 };
}

/** How many of `bodies` the product answers with something of its own rather than the not-found document. */
async function answeredShare(url: string, bodies: Buffer[]) {
  let answered = 0;
  for (const body of bodies.slice(0, 200)) {
    const response = await fetch(`${url}/api/v1/freeswitch/xml`, {
      method: 'POST',
      headers: { authorization: switchAuth, 'content-type': 'application/x-www-form-urlencoded' },
      body,
    });
    if (!(await response.text()).includes('status="not found"')) answered += 1;
  }
  return `${answered} of ${Math.min(200, bodies.length)}`;
}

/**
 * The floor under an authorized answer: the product's call authorizer alone (what the dialplan
 * asks), CONNECTIONS calls at once on the pool, each a new local call of a demo call account.
 */
async function authorizeAlone(database: Awaited<ReturnType<typeof prepareDatabase>>) {
  const { db, callAccountIds } = database;
  const authorizer = createCallAuthorizer(db, { get: () => 7200 } as Pick<SettingsCache, 'get'>);
  let done = 0;
  let turn = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        const callAccountId = callAccountIds[turn++ % callAccountIds.length];
        await authorizer.authorize({ callUuid: randomUUID(), callAccountId, direction: 'local', number: '1001', switchName: 'rl-bench' });
        done += 1;
      }
    }),
  );
  return done / SECONDS;
}

async function main() {
  const encryptionKey = randomBytes(32);
  console.log('Preparing a scratch database with the demo data…');
  const database = await prepareDatabase(encryptionKey);
  const children: ChildProcess[] = [];
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ringledger-bench-data-'));
  try {
    const env = {
      DATABASE_URL: database.databaseUrl,
      DATA_DIR: dataDir,
      FREESWITCH_CREDENTIALS: `${SWITCH.user}:${SWITCH.password}`,
      ENCRYPTION_KEY: encryptionKey.toString('hex'),
      LOG_LEVEL: 'warn',
    };
    const product = await startServerProcess('src/server.ts', env, CPU_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(CPU_PROFILE_DIR)] : []);
    children.push(product.child);
    const sample = await (
      await fetch(`${product.url}/api/v1/freeswitch/xml`, {
        method: 'POST',
        headers: { authorization: switchAuth, 'content-type': 'application/x-www-form-urlencoded' },
        body: database.directory[0],
      })
    ).text();
    const bare = await startServerProcess('bench/bare-xml-server.ts', { BENCH_XML_DOCUMENT: sample });
    children.push(bare.child);
    console.log(
      `${database.directory.length} directory lookups (answered: ${await answeredShare(product.url, database.directory)}), ` +
        `${database.dialplan.length} dialplan lookups (answered: ${await answeredShare(product.url, database.dialplan)}); ` +
        `${SECONDS} s each at ${CONNECTIONS} connections`,
    );
    // A first pass of each kind warms the server (JIT, the rating cache, the pool), so no row pays for it.
    for (const bodies of [database.directory, database.dialplan]) await load(product.url, bodies);
    const rows = [];
    for (const [name, bodies, isNewCall] of [
      ['directory (sip_auth)', database.directory, false],
      ['dialplan (local, outbound, DID)', database.dialplan, false],
      ['dialplan, each a new call (authorized)', database.dialplan, true],
    ] as const) {
      const cpuBefore = cpuMsOf(product.child.pid);
      const mine = await load(product.url, bodies, { isNewCall });
      const cpuPerAnswer = ((cpuMsOf(product.child.pid) - cpuBefore) * 1000) / mine.answered;
      const theirs = await load(bare.url, bodies, { isNewCall });
      rows.push({
        lookup: name,
        'Ringledger answers/s': number(mine.perSecond),
        'p99 ms': mine.p99,
        'server CPU µs/answer': Number.isNaN(cpuPerAnswer) ? '-' : number(cpuPerAnswer),
        'bare route answers/s': number(theirs.perSecond),
        'bare p99 ms': theirs.p99,
        target: mine.perSecond >= 2000 && mine.p99 < 20 ? '✓ (2,000/s, p99 < 20 ms)' : '✗ (2,000/s, p99 < 20 ms)',
      });
    }
    console.table(rows);
    console.log(`The call authorizer alone, ${CONNECTIONS} calls at once through the pool: ${number(await authorizeAlone(database))}/s`);
    console.log(`${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; server, PostgreSQL and the load generator share the machine`);
  } finally {
    // Each is waited for: the product writes its CPU profile as it exits, and the database must outlive it.
    await Promise.all(
      children.map((child) => new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve).kill('SIGTERM') : resolve(null)))),
    );
    await rm(dataDir, { recursive: true, force: true });
    await database.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
