import { readdirSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../db/client.js';
import { startEmbeddedPostgres, type EmbeddedDatabase } from '../../db/embedded.js';
import { runMigrations } from '../../db/migrate.js';
import { accounts, callAccountHolds, callAccounts, callReservations } from '../../db/schema/index.js';
import { createCallAccountWithAccount } from '../../test/factories.js';
import { createCallAuthorizer } from './authorize-call.js';

// A minute a call at most, so each of the calls below is allowed and holds its own money.
const settings = { get: () => 60 } as never;

/** The postmaster of the embedded cluster of `dataDir` (in its pg folder) and every process it started (its backends, its WAL writer). */
async function clusterProcesses(dataDir: string) {
  const postmaster = Number((await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
  const children = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    })
    .map(Number);
  return [...children, postmaster];
}

/** A backend may end on its own between being listed and being killed. */
function killIfRunning(pid: number) {
  try {
    process.kill(pid, 'SIGKILL');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * The promise the dialplan's answer stands on: a call is answered only once its reservation is on
 * disk. Here the database is killed outright (SIGKILL to every one of its processes, as a power
 * cut or an out-of-memory kill ends it, losing what was in its memory) the moment the answers come
 * back, then started again: every allowed call is still held, and the account's total with it.
 * Were the answer given on the decision's own commit (which does not wait for the disk), the WAL
 * writer would not yet have written it, and the calls would be lost: as they were, this test found,
 * with the flush asked for by a transaction id alone (migration 0038), which PostgreSQL commits
 * without waiting when the transaction wrote nothing else.
 */
describe.skipIf(process.platform !== 'linux')('call authorization across a database crash', () => {
  let dataDir: string;
  let cluster: EmbeddedDatabase | undefined;

  afterAll(async () => {
    await cluster?.stop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every reservation it answered for when PostgreSQL is killed right after the answer', { timeout: 180_000 }, async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'rl-durable-'));
    // Run as root, PostgreSQL runs as another user, who must reach the folder.
    await chmod(dataDir, 0o755);
    cluster = await startEmbeddedPostgres(dataDir, { persistent: true });
    const first = connectDatabase(cluster.serverUrl, 10, () => undefined);
    await runMigrations(first.db);
    const { callAccount, account } = await createCallAccountWithAccount(first.db);
    await first.db.update(callAccounts).set({ balance: '100.00000', local_charge_per_min: '1.00000' }).where(eq(callAccounts.id, callAccount.id));
    await first.db.update(accounts).set({ maxchannels: 0, cps: 0 }).where(eq(accounts.id, account.id));
    await first.db.execute(sql`checkpoint`);

    const authorizer = createCallAuthorizer(first.db, settings);
    const calls = Array.from({ length: 8 }, () => ({ callUuid: randomUUID(), callAccountId: callAccount.id, direction: 'local' as const, number: '1001' }));
    const decisions = await Promise.all(calls.map((call) => authorizer.authorize(call)));
    for (const pid of await clusterProcesses(dataDir)) killIfRunning(pid);
    // Dead now: nothing for afterAll to stop until the cluster is started again.
    cluster = undefined;
    expect(decisions.every((decision) => decision.allowed)).toBe(true);
    await first.pool.end().catch(() => undefined);

    cluster = await startEmbeddedPostgres(dataDir, { persistent: true });
    const second = connectDatabase(cluster.serverUrl, 2, () => undefined);
    try {
      const kept = await second.db.select({ uuid: callReservations.call_uuid, held: callReservations.held }).from(callReservations);
      expect(kept.map((reservation) => reservation.uuid).sort()).toEqual(calls.map((call) => call.callUuid).sort());
      const [total] = await second.db
        .select({ held: callAccountHolds.held })
        .from(callAccountHolds)
        .where(eq(callAccountHolds.call_account_id, callAccount.id));
      const sum = decisions.reduce((held, decision) => held + (decision.allowed ? Number(decision.held) : 0), 0);
      expect(Number(total.held)).toBeCloseTo(sum, 5);
    } finally {
      await second.pool.end();
    }
  });
});
