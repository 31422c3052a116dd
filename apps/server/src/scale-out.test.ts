import { randomBytes } from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { configurations, rates } from './db/schema/index.js';
import { createTestDatabase } from './test/database.js';
import { createCallWorld, outboundCall, SWITCH, switchAuth, type CallWorld } from './test/call-world.js';
import { createUser } from './test/factories.js';
import { freePort, startServerProcess, stopServerProcess } from './test/server-process.js';
import { buildModJsonCdr, encodeModJsonCdr, type SampleCall } from './modules/call-records/mod-json-cdr.js';

interface Instance {
  url: string;
  process: ChildProcess;
}

/** Two server processes on one PostgreSQL, as behind a load balancer: each its own memory, one shared secret set. */
describe('two server instances on one database', { timeout: 180_000 }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const folders: string[] = [];
  let one: Instance;
  let two: Instance;
  let admin: { email: string; password: string };
  let world: CallWorld;

  async function start(shared: Record<string, string>): Promise<Instance> {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'rl-scale-out-'));
    folders.push(folder);
    const port = await freePort();
    const env = { ...shared, DATA_DIR: folder, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: '0' };
    return { url: `http://127.0.0.1:${port}`, process: await startServerProcess(env) };
  }

  beforeAll(async () => {
    database = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
    // Users exist before either starts, so neither takes the database for empty and makes a first admin.
    admin = await createUser(database.db, 'admin');
    world = await createCallWorld(database.db);
    const shared = {
      DATABASE_URL: database.url,
      JWT_SECRET: randomBytes(48).toString('base64url'),
      ENCRYPTION_KEY: randomBytes(32).toString('hex'),
      FREESWITCH_CREDENTIALS: `${SWITCH.user}:${SWITCH.password}`,
    };
    [one, two] = await Promise.all([start(shared), start(shared)]);
  });
  afterAll(async () => {
    await Promise.all([one, two].flatMap((instance) => (instance ? [stopServerProcess(instance.process)] : [])));
    await database?.drop();
    for (const folder of folders) await rm(folder, { recursive: true, force: true });
  });

  const request = (instance: Instance, method: string, url: string, options: { body?: unknown; headers?: Record<string, string> } = {}) =>
    fetch(`${instance.url}/api/v1${url}`, {
      method,
      headers: { ...(options.body === undefined ? {} : { 'content-type': 'application/json' }), ...options.headers },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });

  async function signIn(instance: Instance, password = admin.password) {
    const response = await request(instance, 'POST', '/login', { body: { email: admin.email, password, deviceID: `fp-${randomBytes(8).toString('hex')}` } });
    const cookie =
      response.headers
        .getSetCookie()
        .find((item) => item.startsWith('rl_refresh='))
        ?.split(';')[0] ?? '';
    const body = (await response.json()) as { tokens?: { accessToken: string }; settings?: Record<string, unknown>; error?: string };
    return { status: response.status, body, cookie, headers: { authorization: `Bearer ${body.tokens?.accessToken ?? ''}` } };
  }

  const postCdr = (instance: Instance, call: SampleCall) =>
    fetch(`${instance.url}/api/v1/freeswitch/cdr`, {
      method: 'POST',
      headers: { authorization: switchAuth, 'content-type': 'application/json' },
      body: encodeModJsonCdr(buildModJsonCdr(call)).body,
    }).then((response) => response.json() as Promise<{ status: string; call_record_id: number }>);

  it('uses a setting changed on one instance on the other', async () => {
    const [row] = await database.db.select().from(configurations).where(eq(configurations.name, 'currency_decimals'));
    const session = await signIn(one);
    const changed = await request(one, 'PATCH', '/configurations', { body: [{ [row.id]: 4 }], headers: session.headers });
    expect(changed.status).toBe(200);
    await expect.poll(async () => (await signIn(two)).body.settings?.currency_decimals, { timeout: 5000 }).toBe(4);
  });

  it('refuses on the other instance a session ended on one', async () => {
    const session = await signIn(one);
    expect((await request(two, 'GET', '/users?limit=1', { headers: session.headers })).status).toBe(200);
    expect((await request(one, 'POST', '/logout', { headers: { cookie: session.cookie } })).status).toBe(204);
    await expect.poll(async () => (await request(two, 'GET', '/users?limit=1', { headers: session.headers })).status, { timeout: 5000 }).toBe(401);
  });

  it('rates calls posted to one instance with a rate changed through the other', async () => {
    const first = outboundCall(world, { billsec: 60 });
    const recorded = await postCdr(two, first.a);
    expect(recorded.status).toBe('recorded');
    const session = await signIn(one);
    const [rate] = await database.db
      .select()
      .from(rates)
      .where(and(eq(rates.pricelist_id, world.pricelist.id), eq(rates.prefix, '234')));
    const edited = await request(one, 'PATCH', `/pricelists/${world.pricelist.id}/rates/${rate.id}`, {
      body: { cost_per_min: '0.50' },
      headers: session.headers,
    });
    expect(edited.status).toBe(200);
    const costOf = async (id: number) =>
      ((await (await request(two, 'GET', `/call_records/${id}`, { headers: session.headers })).json()) as { record: { cost: string } }).record.cost;
    expect(await costOf(recorded.call_record_id)).toBe('0.15000');
    // 0.05 connect + 60 s at 0.50 a minute, once the change is heard.
    await expect.poll(async () => costOf((await postCdr(two, outboundCall(world, { billsec: 60 }).a)).call_record_id), { timeout: 5000 }).toBe('0.55000');
  });

  it('counts failed sign-ins across both instances: a guesser alternating between them is stopped at the same count', async () => {
    const guesser = await createUser(database.db, 'agent');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failed = await request(attempt % 2 === 0 ? one : two, 'POST', '/login', {
        body: { email: guesser.email, password: `guess ${attempt}`, deviceID: 'fp-guesser' },
      });
      expect(failed.status).toBe(401);
    }
    for (const instance of [one, two]) {
      const refused = await request(instance, 'POST', '/login', { body: { email: guesser.email, password: guesser.password, deviceID: 'fp-guesser' } });
      expect(refused.status).toBe(429);
    }
  });
});
