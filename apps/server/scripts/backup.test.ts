import { randomBytes } from 'node:crypto';
import { chmod, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app.js';
import type { Database } from '../src/db/client.js';
import { openConfiguredDatabase } from '../src/db/configured-database.js';
import { gateways } from '../src/db/schema/index.js';
import { resolveEncryptionKey } from '../src/secrets.js';
import { createSecretBox } from '../src/secret-box.js';
import { createCallWorld, outboundCall, postCdr, SWITCH } from '../src/test/call-world.js';
import { createTestDatabase } from '../src/test/database.js';
import { createExtension, createSipProfile, createUser, signIn } from '../src/test/factories.js';
import { TEST_JWT_SECRET } from '../src/test/harness.js';
import { multipartFile } from '../src/test/multipart.js';
import { runNpmScript } from '../src/test/npm-script.js';
import { sineWav } from '../src/modules/audio-files/sine-wav.js';

const GATEWAY_PASSWORD = 'Carrier-Secret-42';
const DEVICE_PASSWORD = 'desk-phone-secret-1234';

/** Every table's rows, as one digest each, and every sequence's position: equal digests, equal data. */
async function fingerprintOf(db: Database) {
  const tables = await db.$client.query<{ name: string }>(
    `select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition order by 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const { rows } = await db.$client.query<{ count: string; digest: string | null }>(
      `select count(*)::text as count, md5(string_agg(t::text, '|' order by t::text)) as digest from public."${name}" t`,
    );
    digests[name] = `${rows[0].count}:${rows[0].digest ?? ''}`;
  }
  const sequences = await db.$client.query<{ sequencename: string; last_value: string | null }>(
    `select sequencename, last_value::text from pg_sequences where schemaname = 'public' order by 1`,
  );
  return { digests, sequences: Object.fromEntries(sequences.rows.map((row) => [row.sequencename, row.last_value])) };
}

/** A data folder the postgres user can enter (tests run as root): see admin-password.test.ts. */
async function dataFolder(prefix: string) {
  const folder = await mkdtemp(path.join(os.tmpdir(), prefix));
  await chmod(folder, 0o755);
  return folder;
}

describe('npm run backup and npm run restore', { timeout: 300_000 }, () => {
  let source: Awaited<ReturnType<typeof createTestDatabase>>;
  let sourceDir: string;
  let restoredDir: string;
  let backupFile: string;
  let app: FastifyInstance;
  let admin: { email: string; password: string };
  let ids: { gateway: number; extension: number; device: number; audio: number };
  /** The source's data as it was backed up: later sign-ins on it add sessions the backup never saw. */
  let backedUp: Awaited<ReturnType<typeof fingerprintOf>>;
  const wav = sineWav({ seconds: 0.25 });

  beforeAll(async () => {
    source = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
    sourceDir = await dataFolder('rl-backup-source-');
    restoredDir = await dataFolder('rl-backup-restored-');
    backupFile = path.join(await mkdtemp(path.join(os.tmpdir(), 'rl-backup-file-')), 'ringledger.backup');
    const encryptionKey = await resolveEncryptionKey(undefined, sourceDir);
    await writeFile(path.join(sourceDir, 'jwt-secret'), TEST_JWT_SECRET, { mode: 0o600 });
    await writeFile(path.join(sourceDir, 'freeswitch-credentials'), `${SWITCH.user}:${SWITCH.password}`, { mode: 0o600 });
    const audio = { directory: path.join(sourceDir, 'audio'), mountedDirectory: '/var/lib/freeswitch/audio' };
    app = await buildApp({ db: source.db, jwtSecret: TEST_JWT_SECRET, encryptionKey, audio, switchCredentials: SWITCH, sessionRateLimit: 10_000 });
    await app.ready();

    admin = await createUser(source.db, 'admin');
    const { headers } = await signIn(app, admin);
    const world = await createCallWorld(source.db);
    for (const call of [outboundCall(world), outboundCall(world, { billsec: 40 })]) {
      await postCdr(app, call.a);
      await postCdr(app, call.b);
    }
    const profile = await createSipProfile(source.db);
    const gateway = await app.inject({
      method: 'POST',
      url: '/api/v1/gateways',
      headers,
      payload: { name: 'carrier-b', profile_id: profile.id, enabled: true, password: GATEWAY_PASSWORD },
    });
    const extension = await createExtension(source.db, { account: world.customer.account, domain: world.domain }, { username: '2001' });
    const device = await app.inject({
      method: 'POST',
      url: `/api/v1/extensions/${extension.id}/devices`,
      headers,
      payload: { username: 'desk-2001', password: DEVICE_PASSWORD },
    });
    const body = await multipartFile(wav, { filename: 'welcome.wav', type: 'audio/wav' });
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/v1/audio_files/ivr-welcome',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    for (const answer of [gateway, device, uploaded]) expect(answer.statusCode, answer.body).toBe(201);
    ids = { gateway: gateway.json().id, extension: extension.id, device: device.json().id, audio: uploaded.json().id };
  });
  afterAll(async () => {
    await app?.close();
    await source?.drop();
    for (const folder of [sourceDir, restoredDir, path.dirname(backupFile ?? '/nonexistent/x')]) if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('writes the database and the data folder as one file readable by its owner only', async () => {
    const result = await runNpmScript('backup', [backupFile], { DATABASE_URL: source.url, DATA_DIR: sourceDir });
    expect(result.stderr).toEqual([]);
    expect(result.status).toBe(0);
    expect(result.stdout[0]).toMatch(/^Backed up postgres:\/\/.+ \(PostgreSQL \d+\.\d+.*, migration \d{4}_\w+\) to .+ringledger\.backup:$/);
    expect(result.stdout[1]).toMatch(/^ {2}database: \d+ tables, [\d,]+ rows \(users \d+, call accounts \d+, ledger lines \d+, call records 2, /);
    expect(result.stdout[2]).toBe(
      `  from ${sourceDir}: the encryption key (opens sealed gateway and device passwords), the JWT secret, the switch credentials, 1 audio file`,
    );
    expect((await stat(backupFile)).mode & 0o777).toBe(0o600);
    backedUp = await fingerprintOf(source.db);
    const again = await runNpmScript('backup', [backupFile], { DATABASE_URL: source.url, DATA_DIR: sourceDir });
    expect(again).toMatchObject({ status: 1, stderr: [`${backupFile} already exists: name a new file, or move that one away first.`] });
  });

  it('restores into a fresh data folder, on its embedded PostgreSQL, every record, balance, sealed password and audio file', async () => {
    const result = await runNpmScript('restore', [backupFile], { DATA_DIR: restoredDir });
    expect(result.stderr).toEqual([]);
    expect(result.status).toBe(0);
    expect(result.stdout[0]).toMatch(
      new RegExp(`^Restored ${backupFile}, made \\S+ at migration \\d{4}_\\w+, into the embedded PostgreSQL in ${restoredDir}:$`),
    );
    expect(result.stdout[2]).toMatch(/^ {2}into .+: the encryption key .+, 1 audio file$/);

    const restored = await openConfiguredDatabase({ DATA_DIR: restoredDir });
    try {
      expect(await fingerprintOf(restored.db)).toEqual(backedUp);
      const encryptionKey = await resolveEncryptionKey(undefined, restoredDir);
      const [gateway] = await restored.db.select().from(gateways).where(eq(gateways.id, ids.gateway));
      expect(createSecretBox(encryptionKey).open(gateway.password ?? '')).toBe(GATEWAY_PASSWORD);

      const audio = { directory: path.join(restoredDir, 'audio'), mountedDirectory: '/var/lib/freeswitch/audio' };
      const started = await buildApp({ db: restored.db, jwtSecret: TEST_JWT_SECRET, encryptionKey, audio });
      try {
        await started.ready();
        const { headers } = await signIn(started, admin);
        const device = await started.inject({ method: 'GET', url: `/api/v1/extensions/${ids.extension}/devices/${ids.device}/password`, headers });
        expect(device.json()).toEqual({ password: DEVICE_PASSWORD });
        const download = await started.inject({ method: 'GET', url: `/api/v1/audio_files/${ids.audio}/download`, headers });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.equals(wav)).toBe(true);
        const accounts = await started.inject({ method: 'GET', url: '/api/v1/call_accounts?limit=100', headers });
        const sourceAccounts = await app.inject({ method: 'GET', url: '/api/v1/call_accounts?limit=100', headers: (await signIn(app, admin)).headers });
        expect(accounts.json().results.map((row: { balance: string }) => row.balance)).toEqual(
          sourceAccounts.json().results.map((row: { balance: string }) => row.balance),
        );
      } finally {
        await started.close();
      }
    } finally {
      await restored.close();
    }
    expect((await readdir(restoredDir)).sort()).toEqual(['audio', 'encryption-key', 'freeswitch-credentials', 'jwt-secret', 'pg', 'pg-superuser-password']);
  });

  it('refuses a target that is not empty unless told to replace it', async () => {
    const refused = await runNpmScript('restore', [backupFile], { DATABASE_URL: source.url, DATA_DIR: sourceDir });
    expect(refused.status).toBe(1);
    expect(refused.stderr[0]).toMatch(
      /^The target is not empty \(postgres:\/\/.+ has tables; .+ has encryption-key; .+ has jwt-secret; .+ has freeswitch-credentials; .+ has audio\): restore into an empty database and a fresh DATA_DIR, or add --force to replace what they hold\.$/,
    );

    const target = await createTestDatabase(inject('testServerUrl'), inject('testTemplate'));
    const targetDir = await dataFolder('rl-backup-forced-');
    try {
      await mkdir(path.join(targetDir, 'audio'));
      await writeFile(path.join(targetDir, 'encryption-key'), randomBytes(32).toString('hex'));
      const forced = await runNpmScript('restore', [backupFile, '--force'], { DATABASE_URL: target.url, DATA_DIR: targetDir });
      expect(forced.stderr).toEqual([]);
      expect(forced.status).toBe(0);
      expect(await fingerprintOf(target.db)).toEqual(backedUp);
      expect(
        createSecretBox(await resolveEncryptionKey(undefined, targetDir)).open(
          (await target.db.select().from(gateways).where(eq(gateways.id, ids.gateway)))[0].password ?? '',
        ),
      ).toBe(GATEWAY_PASSWORD);
    } finally {
      await target.drop();
      await rm(targetDir, { recursive: true, force: true });
    }
  });

  it('refuses a file that is not a backup', async () => {
    const notABackup = path.join(path.dirname(backupFile), 'notes.txt');
    await writeFile(notABackup, 'hello');
    const result = await runNpmScript('restore', [notABackup], { DATA_DIR: restoredDir });
    expect(result.status).toBe(1);
    expect(result.stderr[0]).toMatch(/could not be read as a backup|is not a Ringledger backup/);
  });
});
