import { mkdir, mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { callAccountTransactions, callRecords } from '../../db/schema/index.js';
import { createTestDatabase } from '../../test/database.js';
import { createCallWorld, type CallWorld } from '../../test/call-world.js';
import { BROKEN_CDR_REASON, writeCdrFolder } from '../../test/cdr-files.js';
import { createRatingCache } from '../rating/rating-cache.js';
import { createCdrIngester } from './cdr-ingester.js';
import { createCdrReaders } from './cdr-readers.js';
import { findCdrFiles, importCdrFiles } from './import-cdr-files.js';

describe('importing a folder of mod_json_cdr files', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let world: CallWorld;
  let folder: string;
  const readers = createCdrReaders({ threads: 2 });
  let calls: Awaited<ReturnType<typeof writeCdrFolder>>['calls'];
  let broken: string;

  beforeAll(async () => {
    database = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
    world = await createCallWorld(database.db);
    folder = await mkdtemp(path.join(os.tmpdir(), 'rl-cdr-import-'));
    ({ calls, broken } = await writeCdrFolder(world, folder));
  });
  afterAll(async () => {
    await readers.close();
    await rm(folder, { recursive: true, force: true });
    await database?.drop();
  });

  async function importFolder() {
    const rating = createRatingCache(database.db);
    await rating.listen();
    try {
      const ingester = createCdrIngester({ db: database.db, rating, log: () => undefined });
      return await importCdrFiles({ ingester, readers, files: await findCdrFiles([folder]) });
    } finally {
      await rating.close();
    }
  }

  it('records and charges each call once, with its carrier leg, and lists the file that is not a CDR', async () => {
    const result = await importFolder();
    expect(result.total).toBe(11);
    expect(result.done).toBe(11);
    expect(result.outcomes.recorded).toBe(5);
    expect(result.outcomes.carrier_added + result.outcomes.waiting_for_a_leg).toBe(5);
    expect(result.refused).toEqual([{ file: broken, reason: BROKEN_CDR_REASON }]);
    const records = await database.db
      .select({ uuid: callRecords.call_uuid, billseconds: callRecords.billseconds, carrierLeg: callRecords.provider_leg_uuid })
      .from(callRecords)
      .where(
        inArray(
          callRecords.call_uuid,
          calls.map((call) => call.uuid),
        ),
      );
    expect(records.sort((a, b) => a.billseconds - b.billseconds)).toEqual(
      calls.map((call, index) => ({ uuid: call.uuid, billseconds: 60 + index, carrierLeg: call.b.uuid })),
    );
  });

  it('changes nothing when the same folder is imported again', async () => {
    const ledgerBefore = await database.db
      .select()
      .from(callAccountTransactions)
      .where(eq(callAccountTransactions.call_account_id, world.customer.callAccount.id));
    const result = await importFolder();
    expect(result.outcomes).toMatchObject({ recorded: 0, duplicate: 10 });
    const ledgerAfter = await database.db
      .select()
      .from(callAccountTransactions)
      .where(eq(callAccountTransactions.call_account_id, world.customer.callAccount.id));
    expect(ledgerAfter).toEqual(ledgerBefore);
    expect(ledgerAfter).toHaveLength(5);
  });

  it('stops with the error when a CDR cannot be stored, after the files already in flight', async () => {
    const gone = new Error('Connection terminated unexpectedly');
    const failing = { submit: () => Promise.reject(gone), flush: () => Promise.resolve() };
    const progress: number[] = [];
    const importing = importCdrFiles({ ingester: failing, readers, files: await findCdrFiles([folder]), onProgress: ({ done }) => progress.push(done) });
    await expect(importing).rejects.toBe(gone);
    expect(progress.at(-1)).toBe(11);
  });
});

describe('finding the CDR files of a folder', () => {
  it('lists them in the order the switch wrote them, whatever their names, subfolders included', async () => {
    const folder = await mkdtemp(path.join(os.tmpdir(), 'rl-cdr-find-'));
    try {
      await mkdir(path.join(folder, '2026-11-24'));
      // Names in the reverse of the order written: uuids sort at random, a call's legs would be far apart.
      const written = ['ffff.cdr.json', path.join('2026-11-24', 'a_eeee.cdr.json'), 'dddd.cdr.json', 'a_0000.cdr.json'];
      const first = Date.parse('2026-11-24T10:00:00Z') / 1000;
      for (const [index, name] of written.entries()) {
        await writeFile(path.join(folder, name), '{}');
        await utimes(path.join(folder, name), first + index, first + index);
      }
      await writeFile(path.join(folder, 'notes.txt'), 'no CDR');
      expect(await findCdrFiles([folder])).toEqual(written.map((name) => path.join(folder, name)));
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
