import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { callAccountTransactions, callAccounts, callRecords } from '../../db/schema/index.js';
import { createTestDatabase } from '../../test/database.js';
import { createCallWorld, outboundCall, SWITCH, switchAuth, type CallWorld } from '../../test/call-world.js';
import { buildModJsonCdr, encodeModJsonCdr } from './mod-json-cdr.js';
import { freePort } from '../../test/server-process.js';

const serverFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The server as `npm start` runs it, on the test database; resolves once it listens. */
async function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: serverFolder, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', () => output.includes('FreeSWITCH:') && resolve());
    child.on('close', (status) => reject(new Error(`The server exited (${status}) before it listened: ${output}`)));
  });
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.on('close', resolve)));

describe('a server killed while CDRs arrive', { timeout: 180_000 }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataFolder: string;
  let world: CallWorld;
  let env: Record<string, string>;
  let port: number;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
    dataFolder = await mkdtemp(path.join(os.tmpdir(), 'rl-cdr-crash-'));
    world = await createCallWorld(database.db);
    port = await freePort();
    env = {
      DATABASE_URL: database.url,
      DATA_DIR: dataFolder,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO: '0',
      FREESWITCH_CREDENTIALS: `${SWITCH.user}:${SWITCH.password}`,
    };
  });
  afterAll(async () => {
    if (child) {
      child.kill('SIGKILL');
      await exited(child);
    }
    await database?.drop();
    if (dataFolder) await rm(dataFolder, { recursive: true, force: true });
  });

  const post = (body: string) =>
    fetch(`http://127.0.0.1:${port}/api/v1/freeswitch/cdr`, {
      method: 'POST',
      headers: { authorization: switchAuth, 'content-type': 'application/json' },
      body,
    });

  it('keeps every CDR it answered 2xx, charged once, and takes the rest when they are posted again', async () => {
    const calls = Array.from({ length: 1500 }, (_, index) => outboundCall(world, { billsec: 1 + (index % 300) }));
    const bodies = calls.map((call) => encodeModJsonCdr(buildModJsonCdr(call.a)).body);
    const { balance: before } = (
      await database.db.select({ balance: callAccounts.balance }).from(callAccounts).where(eq(callAccounts.id, world.customer.callAccount.id))
    )[0];

    child = await startServer(env);
    const acknowledged: string[] = [];
    let next = 0;
    let isKilled = false;
    // Twenty switches' worth of posts at once; the server is killed while they are in flight.
    const workers = Array.from({ length: 20 }, async () => {
      while (!isKilled && next < calls.length) {
        const index = next;
        next += 1;
        try {
          if ((await post(bodies[index])).ok) acknowledged.push(calls[index].uuid);
        } catch {
          // Refused or cut off by the kill: mod_json_cdr would post it again later.
        }
      }
    });
    while (acknowledged.length < 300) await new Promise((resolve) => setTimeout(resolve, 5));
    child.kill('SIGKILL');
    isKilled = true;
    await exited(child);
    await Promise.all(workers);
    // The kill came while posts were still arriving.
    expect(acknowledged.length).toBeLessThan(calls.length);

    const stored = await database.db.select().from(callRecords).where(inArray(callRecords.call_uuid, acknowledged));
    expect(new Set(stored.map((record) => record.call_uuid)).size).toBe(acknowledged.length);

    // Once more, all of them, as mod_json_cdr's retries and cdr:import would.
    child = await startServer(env);
    for (let start = 0; start < bodies.length; start += 100) {
      const answers = await Promise.all(bodies.slice(start, start + 100).map((body) => post(body)));
      expect(answers.every((answer) => answer.ok)).toBe(true);
    }
    const records = await database.db
      .select({
        count: sql<number>`count(*)::int`,
        distinct: sql<number>`count(distinct ${callRecords.call_uuid})::int`,
        cost: sql<string>`sum(${callRecords.cost})`,
      })
      .from(callRecords)
      .where(eq(callRecords.call_billing_account_id, world.customer.callAccount.id));
    expect(records[0].count).toBe(calls.length);
    expect(records[0].distinct).toBe(calls.length);
    const lines = await database.db
      .select({ count: sql<number>`count(*)::int`, amount: sql<string>`sum(${callAccountTransactions.amount})` })
      .from(callAccountTransactions)
      .where(eq(callAccountTransactions.call_account_id, world.customer.callAccount.id));
    expect(lines[0].count).toBe(calls.length);
    expect(lines[0].amount).toBe(records[0].cost);
    const { balance: after } = (
      await database.db.select({ balance: callAccounts.balance }).from(callAccounts).where(eq(callAccounts.id, world.customer.callAccount.id))
    )[0];
    const [{ expected }] = (
      await database.db.execute<{ expected: string }>(sql`select (${before}::numeric - ${records[0].cost}::numeric)::numeric(18,5)::text as expected`)
    ).rows;
    expect(after).toBe(expected);
  });
});
