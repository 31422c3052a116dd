import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { callRecords } from '../src/db/schema/index.js';
import { createCallWorld } from '../src/test/call-world.js';
import { BROKEN_CDR_REASON, writeCdrFolder } from '../src/test/cdr-files.js';
import { createTestDatabase } from '../src/test/database.js';
import { runNpmScript } from '../src/test/npm-script.js';

const runImport = (args: string[], env: Record<string, string>) => runNpmScript('cdr:import', args, env);

describe('npm run cdr:import, as a process', { timeout: 120_000 }, () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let folder: string;
  let written: Awaited<ReturnType<typeof writeCdrFolder>>;

  beforeAll(async () => {
    database = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
    folder = await mkdtemp(path.join(os.tmpdir(), 'rl-cdr-import-cli-'));
    written = await writeCdrFolder(await createCallWorld(database.db), folder);
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

  it('says how to use it when no folder is named, and what is wrong with one it cannot read', async () => {
    const bare = await runImport([], { DATABASE_URL: database.url });
    expect(bare.status).toBe(1);
    expect(bare.stderr).toEqual(['Name the folders of mod_json_cdr files to load: npm run cdr:import -- /var/log/freeswitch/json_cdr']);
    const missing = await runImport([path.join(folder, 'nowhere')], { DATABASE_URL: database.url });
    expect(missing.status).toBe(1);
    expect(missing.stderr[0]).toMatch(/^Cannot read the folder: ENOENT/);
  });
});
