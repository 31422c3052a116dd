/**
 * How fast the API answers: `npm run bench:api`. Starts the product (its real entry point, in its
 * own process, as `npm start` runs it) and the bare baseline (bench/bare-server.ts) on one scratch
 * database loaded with the demo data, checks they answer byte-identical JSON, then loads each
 * route on both servers in turn with autocannon and prints the medians of the rounds.
 *
 * BENCH_DATABASE_URL (or DATABASE_URL) names a PostgreSQL server to use; otherwise an embedded
 * one is started. BENCH_SECONDS (10), BENCH_CONNECTIONS (50) and BENCH_ROUNDS (3) set the load.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { desc, eq } from 'drizzle-orm';
import { connectDatabase } from '../src/db/client.js';
import { ensureDatabase } from '../src/db/database-url.js';
import { startEmbeddedPostgres } from '../src/db/embedded.js';
import { runMigrations } from '../src/db/migrate.js';
import { bootstrap } from '../src/bootstrap/index.js';
import { createSecretBox } from '../src/secret-box.js';
import { temporaryAudioFolder } from '../src/app.js';
import { callCenterQueues, dids, pricelists } from '../src/db/schema/index.js';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const ADMIN = { email: 'bench@example.com', password: 'bench-password-1234' };
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

interface Measured {
  requests: number;
  p99: number;
}

async function freePort() {
  return new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function startServer(entry: string, env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', entry], { cwd: serverDir, env: { ...process.env, ...env, PORT: String(port) }, stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`${entry} exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/api/v1/health`).then(
        (response) => response.ok,
        () => false,
      )
    )
      return { url, child };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${entry} did not start`);
}

async function prepareDatabase() {
  const configured = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
  const directory = configured ? undefined : await mkdtemp(path.join(os.tmpdir(), 'ringledger-bench-'));
  // Run as root, PostgreSQL runs as another user; opened, the folder keeps the cluster rather than /var/lib/ringledger.
  if (directory) await chmod(directory, 0o755);
  const embedded = directory ? await startEmbeddedPostgres(directory, { persistent: false }) : undefined;
  const databaseUrl = await ensureDatabase(configured ?? embedded?.serverUrl ?? '', `rl_bench_${randomBytes(4).toString('hex')}`);
  const { db, pool } = connectDatabase(databaseUrl);
  await runMigrations(db);
  // The benchmark never opens a gateway password, so a throwaway key seals the demo's.
  await bootstrap(db, {
    adminEmail: ADMIN.email,
    adminPassword: ADMIN.password,
    seedDemo: true,
    secrets: createSecretBox(randomBytes(32)),
    audio: temporaryAudioFolder(),
  });
  const [deck] = await db.select({ id: pricelists.id }).from(pricelists).where(eq(pricelists.name, 'Standard Retail'));
  const [did] = await db.select({ id: dids.id }).from(dids).orderBy(desc(dids.id)).limit(1);
  const [queue] = await db.select({ id: callCenterQueues.id }).from(callCenterQueues).where(eq(callCenterQueues.name, 'support'));
  await pool.end();
  const cleanUp = async () => {
    await embedded?.stop();
    if (directory) await rm(directory, { recursive: true, force: true });
  };
  return { databaseUrl, pricelistId: deck?.id ?? 1, didId: did?.id ?? 1, queueId: queue?.id ?? 1, cleanUp };
}

async function signIn(url: string) {
  const response = await fetch(`${url}/api/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceID: `bench-${randomBytes(6).toString('hex')}`, email: ADMIN.email, password: ADMIN.password }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return `Bearer ${((await response.json()) as { tokens: { accessToken: string } }).tokens.accessToken}`;
}

async function load(url: string, authorization?: string): Promise<Measured> {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: authorization ? { authorization } : {} });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${url}: ${result.non2xx} non-2xx answers and ${result.errors} errors under load`);
  return { requests: result.requests.average, p99: result.latency.p99 };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const database = await prepareDatabase();
  const children: ChildProcess[] = [];
  try {
    const env = { DATABASE_URL: database.databaseUrl, DATA_DIR: await mkdtemp(path.join(os.tmpdir(), 'ringledger-bench-data-')) };
    const product = await startServer('src/server.ts', env);
    children.push(product.child);
    const bare = await startServer('bench/bare-server.ts', env);
    children.push(bare.child);
    const authorization = await signIn(product.url);
    const routes = [
      ['GET /dids', '/api/v1/dids?page=1&limit=20'],
      ['GET /users', '/api/v1/users?page=1&limit=20'],
      ['GET /call_accounts', '/api/v1/call_accounts?page=1&limit=20'],
      [`GET /pricelists/${database.pricelistId}/rates`, `/api/v1/pricelists/${database.pricelistId}/rates?page=1&limit=20`],
      ['GET /call_center/agents', '/api/v1/call_center/agents?page=1&limit=20'],
      [`GET /call_center/queues/${database.queueId}/tiers`, `/api/v1/call_center/queues/${database.queueId}/tiers?page=1&limit=20`],
      [`GET /call_center/queues/${database.queueId}/agents`, `/api/v1/call_center/queues/${database.queueId}/agents?page=1&limit=20`],
      ['GET /dids/{id}', `/api/v1/dids/${database.didId}`],
      ['GET /health', '/api/v1/health'],
    ] as const;
    for (const [name, route] of routes) {
      const [mine, theirs] = await Promise.all([fetch(product.url + route, { headers: { authorization } }), fetch(bare.url + route)]);
      const [mineText, theirsText] = [await mine.text(), await theirs.text()];
      if (mineText !== theirsText) throw new Error(`${name}: the two servers answer differently\n${mineText.slice(0, 400)}\n${theirsText.slice(0, 400)}`);
    }
    console.log(`Both servers answer byte-identical JSON. ${ROUNDS} rounds of ${SECONDS} s at ${CONNECTIONS} connections, medians:`);
    const results = routes.map(() => ({ product: [] as Measured[], bare: [] as Measured[] }));
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [index, [, route]] of routes.entries()) {
        results[index].product.push(await load(product.url + route, authorization));
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
    await database.cleanUp();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
