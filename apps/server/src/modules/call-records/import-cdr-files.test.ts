import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { callAccountTransactions, callRecords } from '../../db/schema/index.js';
import { createTestDatabase } from '../../test/database.js';
import { createCallWorld, outboundCall, type CallWorld } from '../../test/call-world.js';
import { createRatingCache } from '../rating/rating-cache.js';
import { createCdrIngester } from './cdr-ingester.js';
import { createCdrReaders } from './cdr-readers.js';
import { findCdrFiles, importCdrFiles } from './import-cdr-files.js';
import { buildModJsonCdr, encodeModJsonCdr } from './mod-json-cdr.js';

const fileText = (call: Parameters<typeof buildModJsonCdr>[0]) => `${encodeModJsonCdr(buildModJsonCdr(call), { encodeValues: true }).body}\n`;

describe('importing a folder of mod_json_cdr files', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let world: CallWorld;
  let folder: string;
  const readers = createCdrReaders({ threads: 2 });
  const calls: ReturnType<typeof outboundCall>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
    world = await createCallWorld(database.db);
    folder = await mkdtemp(path.join(os.tmpdir(), 'rl-cdr-import-'));
    // As mod_json_cdr leaves them: log-dir with rotated dated subfolders, A-legs prefixed where prefix-a-leg is on.
    await mkdir(path.join(folder, '2026-11-24'));
    for (let index = 0; index < 5; index += 1) {
      const call = outboundCall(world, { billsec: 60 + index });
      calls.push(call);
      await writeFile(path.join(folder, index % 2 === 0 ? '2026-11-24' : '', `a_${call.uuid}.cdr.json`), fileText(call.a));
      await writeFile(path.join(folder, `${call.b.uuid}.cdr.json`), fileText(call.b));
    }
    await writeFile(path.join(folder, 'broken.cdr.json'), '{"variables": "truncated');
    await writeFile(path.join(folder, 'notes.txt'), 'not a CDR file name');
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
    expect(result.refused).toEqual([
      {
        file: path.join(folder, 'broken.cdr.json'),
        reason: 'This is not a mod_json_cdr CDR: the body is not JSON, nor cdr= followed by URL-encoded or base64 JSON',
      },
    ]);
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
});
