import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callAccounts, callRecords } from '../src/db/schema/index.js';
import { buildModJsonCdr, encodeModJsonCdr } from '../src/modules/call-records/mod-json-cdr.js';
import { createCallWorld, outboundCall, type CallWorld } from '../src/test/call-world.js';
import { createCallAccountWithAccount } from '../src/test/factories.js';
import { BROKEN_CDR_REASON, writeCdrFolder } from '../src/test/cdr-files.js';
import { createTestDatabase } from '../src/test/database.js';
import { runNpmScript } from '../src/test/npm-script.js';

const runImport = (args: string[], env: Record<string, string>) => runNpmScript('cdr:import', args, env);

describe('npm run cdr:import, as a process', { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let folder: string;
  let written: Awaited<ReturnType<typeof writeCdrFolder>>;
  let world: CallWorld;

  beforeAll(async () => {
    database = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
    folder = await mkdtemp(path.join(os.tmpdir(), 'rl-cdr-import-cli-'));
    world = await createCallWorld(database.db);
    written = await writeCdrFolder(world, folder);
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
    await database?.drop();
  });

  it('loads the folder, says what became of each CDR, names the file that is not one, and exits 2 for it', async () => {
    const result = await runImport([folder], { DATABASE_URL: database.url });
    expect(result.status).toBe(2);
    expect(result.stdout[0]).toBe(`11 CDR files (*.cdr.json) in ${folder}`);
    expect(result.stdout[1]).toMatch(
      /^11 CDRs in [\d.]+ s = [\d,]+ CDR\/s: 5 calls recorded, (\d) carrier legs added, 0 already there, (\d) B-legs waiting for their A-leg, 0 legs not billed$/,
    );
    expect(result.stdout.slice(2)).toEqual(['1 file is not a CDR and was left alone:', `  ${written.broken}: ${BROKEN_CDR_REASON}`]);
    const uuids = written.calls.map((call) => call.uuid);
    expect(await database.db.select({ id: callRecords.id }).from(callRecords).where(inArray(callRecords.call_uuid, uuids))).toHaveLength(5);
  });

  it('changes nothing the second time', async () => {
    const result = await runImport([folder], { DATABASE_URL: database.url });
    expect(result.stdout[1]).toMatch(/: 0 calls recorded, 0 carrier legs added, 10 already there, 0 B-legs waiting/);
    expect(
      await database.db
        .select({ id: callRecords.id })
        .from(callRecords)
        .where(
          inArray(
            callRecords.call_uuid,
            written.calls.map((call) => call.uuid),
          ),
        ),
    ).toHaveLength(5);
  });

  it('carries on past CDRs it cannot bill (a deleted call account, a 31-year call, a start in 1971), stores them unrated and names them', async () => {
    const unbillable = await mkdtemp(path.join(os.tmpdir(), 'rl-cdr-import-unbillable-'));
    try {
      const gone = await createCallAccountWithAccount(database.db, world.owner.id);
      await database.db.delete(callAccounts).where(eq(callAccounts.id, gone.callAccount.id));
      const deleted = outboundCall(world);
      const long = outboundCall(world, { billsec: 999_999_999 });
      const early = outboundCall(world, { start: new Date('1971-01-01T00:00:05Z') });
      const fine = outboundCall(world);
      const legs = [{ ...deleted.a, variables: { rl_call_account_id: String(gone.callAccount.id) } }, long.a, early.a, fine.a];
      for (const leg of legs) {
        const { body } = encodeModJsonCdr(buildModJsonCdr(leg), { encodeValues: true });
        await writeFile(path.join(unbillable, `${leg.uuid}.cdr.json`), `${body}\n`);
      }
      const result = await runImport([unbillable], { DATABASE_URL: database.url });
      expect(result.stderr.filter((line) => !line.startsWith('['))).toEqual([]);
      expect(result.status).toBe(0);
      expect(result.stdout[1]).toMatch(/: 4 calls recorded, 0 carrier legs added, 0 already there/);
      const file = (call: { uuid: string }) => path.join(unbillable, `${call.uuid}.cdr.json`);
      expect(result.stdout[2]).toBe('3 calls were recorded unrated (Unrated Calls; rate again with POST /call_records/rerate once fixed):');
      // In the order their batches committed.
      expect(result.stdout.slice(3)).toHaveLength(3);
      expect(result.stdout.slice(3)).toEqual(
        expect.arrayContaining([
          `  ${file(deleted)}: Call account ${gone.callAccount.id} does not exist`,
          expect.stringMatching(new RegExp(`^  ${file(long)}: Implausible duration: billsec 999999999 s`)),
          `  ${file(early)}: Start time out of range: 1971-01-01T00:00:05.000Z is before 2000-01-01`,
        ]),
      );
      const records = await database.db
        .select({ uuid: callRecords.call_uuid, rated: callRecords.rated })
        .from(callRecords)
        .where(
          inArray(
            callRecords.call_uuid,
            [deleted, long, early, fine].map((call) => call.uuid),
          ),
        );
      expect(records).toHaveLength(4);
      expect(records.filter((record) => record.rated).map((record) => record.uuid)).toEqual([fine.uuid]);
    } finally {
      await rm(unbillable, { recursive: true, force: true });
    }
  });

  it('says how to use it when no folder is named, and what is wrong with one it cannot read', async () => {
    const bare = await runImport([], { DATABASE_URL: database.url });
    expect(bare.status).toBe(1);
    expect(bare.stderr).toEqual(['Name the folders of mod_json_cdr files to load: npm run cdr:import -- /var/log/freeswitch/json_cdr']);
    const missing = await runImport([path.join(folder, 'nowhere')], { DATABASE_URL: database.url });
    expect(missing.status).toBe(1);
    expect(missing.stderr[0]).toMatch(/^Cannot read the folder: ENOENT/);
  });
});
