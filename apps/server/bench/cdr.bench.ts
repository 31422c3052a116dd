/**
 * How fast CDRs are taken in: `npm run bench:cdr`. On a scratch database (BENCH_DATABASE_URL or
 * DATABASE_URL's server, else an embedded PostgreSQL) with a customer, a DID and a carrier, it
 * starts the product as `npm start` runs it and has concurrent clients post full-size
 * mod_json_cdr bodies (A-legs and their B-legs, as mod_json_cdr sends them: JSON with %-encoded
 * values), one per request, and prints CDR/s and latencies; then it stops the server, writes a
 * folder of CDR files and times `npm run cdr:import` on it.
 *
 * BENCH_SECONDS (20), BENCH_CONNECTIONS (256), BENCH_CUSTOMERS (20) and BENCH_IMPORT_CALLS (20,000) set the load;
 * BENCH_PROFILE_DIR has the server and each import write a CPU profile (node --cpu-prof) there.
 *
 * Why 256 clients: mod_json_cdr posts from each call's own thread as it hangs up and waits for the
 * answer, so a switch ending 3,000 calls a second with answers taking 80 ms (a group commit) has
 * about 240 posts in flight. Fewer clients cap the rate at clients / latency before the server is busy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildModJsonCdr, encodeModJsonCdr } from '../src/modules/call-records/mod-json-cdr.js';
import { createCallWorld, outboundCall, SWITCH, switchAuth, type CallWorld } from '../src/test/call-world.js';
import { PRODUCT_NODE_FLAGS, scratchDatabase, startServerProcess } from './scratch.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 256);
const IMPORT_CALLS = Number(process.env.BENCH_IMPORT_CALLS ?? 20_000);
/** Enough distinct calls that a run at 5,000 CDR/s never posts one twice. */
const POSTED_CALLS = Math.max(10_000, SECONDS * 2_500);
const WARM_UP_SECONDS = 3;
const CUSTOMERS = Number(process.env.BENCH_CUSTOMERS ?? 20);
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const number = (value: number) => Math.round(value).toLocaleString('en');

async function prepareDatabase() {
  const database = await scratchDatabase({ seedDemo: false });
  // Calls of many customers, as on a platform, not one account's calls queueing on its balance.
  const worlds: CallWorld[] = [];
  for (let index = 0; index < CUSTOMERS; index += 1) worlds.push(await createCallWorld(database.db));
  return { ...database, worlds };
}

/**
 * A call's two CDRs as mod_json_cdr posts them, 13 s apart from the last two weeks on: the 77,500
 * calls posted and imported all started in the past (a start more than a day ahead is out of
 * range, stored unrated, and would time something else than billing).
 */
function cdrBodiesOf(worlds: CallWorld[], index: number) {
  const world = worlds[index % worlds.length];
  const start = new Date(Date.now() - 14 * 86_400_000 + index * 13_000);
  const call = outboundCall(world, { billsec: index % 7 === 0 ? 0 : 5 + (index % 900), start, uuid: randomUUID() });
  // Buffers, not strings: a hundred thousand bodies on the load generator's heap would have it collecting garbage, not posting.
  return [call.a, call.b].map((leg) => ({ uuid: leg.uuid, body: Buffer.from(encodeModJsonCdr(buildModJsonCdr(leg), { encodeValues: true }).body) }));
}

async function postLoad(url: string, bodies: { body: Buffer }[], seconds = SECONDS) {
  let next = 0;
  const result = await autocannon({
    url: `${url}/api/v1/freeswitch/cdr`,
    method: 'POST',
    connections: CONNECTIONS,
    duration: seconds,
    headers: { authorization: switchAuth, 'content-type': 'application/json', 'user-agent': 'freeswitch-json/1.0' },
    requests: [
      {
        setupRequest: (request) => {
          const body = bodies[next % bodies.length].body;
          next += 1;
          return { ...request, body };
        },
      },
    ],
  });
  return { result, posted: next };
}

/** BENCH_PROFILE_DIR: the process writes a CPU profile there when it stops (open it in Chrome's DevTools). */
function profileFlags(name: string) {
  const folder = process.env.BENCH_PROFILE_DIR;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${path.join(folder, name)}`] : [];
}

async function runImport(databaseUrl: string, folder: string) {
  const child: ChildProcess = spawn(process.execPath, [...PRODUCT_NODE_FLAGS, ...profileFlags('import'), '--import', 'tsx', 'scripts/cdr-import.ts', folder], {
    cwd: serverDir,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const status = await new Promise((resolve) => child.on('close', resolve));
  if (status !== 0) throw new Error(`cdr:import exited with ${String(status)}: ${output}`);
  return output.trim();
}

async function main() {
  console.log('Preparing a scratch database…');
  const database = await prepareDatabase();
  const children: ChildProcess[] = [];
  const folder = await mkdtemp(path.join(os.tmpdir(), 'ringledger-bench-cdrs-'));
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ringledger-bench-data-'));
  try {
    const bodies = Array.from({ length: POSTED_CALLS }, (_, index) => cdrBodiesOf(database.worlds, index)).flat();
    const size = bodies.reduce((sum, { body }) => sum + body.length, 0) / bodies.length;
    console.log(`${number(bodies.length)} CDRs of ${number(size)} bytes on average (${number(POSTED_CALLS)} calls, each an A-leg and its B-leg)`);

    const env = {
      DATABASE_URL: database.databaseUrl,
      DATA_DIR: dataDir,
      FREESWITCH_CREDENTIALS: `${SWITCH.user}:${SWITCH.password}`,
      LOG_LEVEL: 'warn',
    };
    const product = await startServerProcess('src/server.ts', env, profileFlags('server'));
    children.push(product.child);
    // A short first run warms the server (JIT, the rating cache, the partitions) on calls of their own.
    await postLoad(product.url, Array.from({ length: 5000 }, (_, index) => cdrBodiesOf(database.worlds, POSTED_CALLS + index)).flat(), WARM_UP_SECONDS);
    const { result, posted } = await postLoad(product.url, bodies);
    if (posted > bodies.length) console.log(`(the run posted ${number(posted - bodies.length)} CDRs a second time: they count, answered as duplicates)`);
    const perSecond = result['2xx'] / result.duration;
    console.log(
      `POST /freeswitch/cdr, ${CONNECTIONS} connections for ${result.duration.toFixed(1)} s: ${number(perSecond)} CDR/s ${perSecond >= 3000 ? '✓' : '✗'} (need 3,000); ` +
        `latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ${result.non2xx} non-2xx, ${result.errors} errors`,
    );
    product.child.kill('SIGTERM');
    await new Promise((resolve) => product.child.on('close', resolve));

    const [{ records }] = (await database.db.execute<{ records: number }>(sql`select count(*)::int as records from call_records`)).rows;
    console.log(`${number(records)} call records stored`);

    console.log(`Writing ${number(IMPORT_CALLS * 2)} CDR files for cdr:import…`);
    await mkdir(folder, { recursive: true });
    for (let index = 0; index < IMPORT_CALLS; index += 1) {
      for (const { uuid, body } of cdrBodiesOf(database.worlds, POSTED_CALLS + 20_000 + index))
        await writeFile(path.join(folder, `${uuid}.cdr.json`), `${body}\n`);
    }
    console.log(`cdr:import: ${await runImport(database.databaseUrl, folder)}`);
    console.log(`cdr:import again (every call already there): ${await runImport(database.databaseUrl, folder)}`);
    console.log(`${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; server, PostgreSQL and the load generator share the machine`);
  } finally {
    for (const child of children) child.kill('SIGTERM');
    await rm(folder, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
    await database.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
