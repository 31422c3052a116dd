import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import type { CdrOutcome } from '@ringledger/contract';
import { AppError } from '../../errors/app-error.js';
import type { CdrIngester } from './cdr-ingester.js';
import type { CdrReaders } from './cdr-readers.js';

/** mod_json_cdr names its files `<uuid>.cdr.json`, `a_<uuid>.cdr.json` with prefix-a-leg. */
const CDR_FILE = /^(?:a_)?(.+?)\.cdr\.json$/;
/** Files read ahead of the writer: enough to fill its batches, few enough to keep memory flat. */
const READ_AHEAD = 4000;

export interface ImportProgress {
  total: number;
  done: number;
  outcomes: Record<CdrOutcome, number>;
  /** Files that are not CDRs, with why: left where they are. */
  refused: { file: string; reason: string }[];
  /** Calls recorded unrated (an unknown caller, a deleted call account, an implausible value…), with why: rated again once fixed. */
  unrated: { file: string; reason: string }[];
  /** CDRs the database would not store (a value it refuses), with why: the others are loaded all the same. */
  failed: { file: string; reason: string }[];
}

/**
 * A database error about one CDR's data (class 22, data exception, or 23, integrity constraint):
 * that file is reported and the import goes on. Anything else (the database gone) stops it.
 */
const isAboutTheCdr = (error: unknown) => typeof error === 'object' && error !== null && /^2[23]/.test(String((error as { code?: unknown }).code));

/**
 * Every CDR file under the folders (log-dir, err-log-dir, and their dated subfolders with
 * rotate=true), in the order the switch wrote them. A call's legs end together, so their files are
 * read into the same batch, and its carrier side is written with its record instead of onto it
 * afterwards (or kept aside until the A-leg comes).
 */
export async function findCdrFiles(folders: string[]) {
  const files: string[] = [];
  for (const folder of folders) {
    for (const entry of await readdir(folder, { recursive: true, withFileTypes: true })) {
      if (entry.isFile() && CDR_FILE.test(entry.name)) files.push(path.join(entry.parentPath, entry.name));
    }
  }
  const written = await Promise.all(files.map(async (file) => ({ file, at: (await stat(file)).mtimeMs })));
  return written.sort((one, other) => one.at - other.at || (one.file < other.file ? -1 : 1)).map(({ file }) => file);
}

/**
 * Loads CDR files through the ingestion the switch's posts take (the same reading, billing,
 * batching and idempotency), so a folder may be imported twice, or after the switch posted
 * some of it, and each call is still recorded and charged once.
 */
export async function importCdrFiles(options: {
  ingester: CdrIngester;
  readers: CdrReaders;
  files: string[];
  onProgress?: (progress: ImportProgress) => void;
}) {
  const progress: ImportProgress = {
    total: options.files.length,
    done: 0,
    outcomes: { recorded: 0, duplicate: 0, carrier_added: 0, waiting_for_a_leg: 0, not_billed: 0 },
    refused: [],
    unrated: [],
    failed: [],
  };
  let inFlight = 0;
  let slotFreed: (() => void) | undefined;
  let failure: { error: unknown } | undefined;

  async function importFile(file: string) {
    try {
      const cdr = await options.readers.readFile(file, { uuid: CDR_FILE.exec(path.basename(file))?.[1] });
      const outcome = await options.ingester.submit(cdr);
      progress.outcomes[outcome.status] += 1;
      if (outcome.unrated_reason) progress.unrated.push({ file, reason: outcome.unrated_reason });
    } catch (error) {
      if (error instanceof AppError) progress.refused.push({ file, reason: error.message });
      else if (isAboutTheCdr(error)) progress.failed.push({ file, reason: (error as Error).message });
      else failure ??= { error };
    } finally {
      progress.done += 1;
      options.onProgress?.(progress);
    }
  }

  // A counted window rather than racing the files in flight: Promise.race over thousands of
  // promises, once per file, would cost the loop more than the reading it waits for.
  const settled = () => {
    inFlight -= 1;
    slotFreed?.();
    slotFreed = undefined;
  };
  for (const file of options.files) {
    if (failure) break;
    if (inFlight >= READ_AHEAD) await new Promise<void>((resolve) => (slotFreed = resolve));
    inFlight += 1;
    void importFile(file).finally(settled);
  }
  while (inFlight > 0) await new Promise<void>((resolve) => (slotFreed = resolve));
  // A CDR that could not be stored (the database gone, say) stops the import, as it would the switch's post.
  if (failure) throw failure.error;
  return progress;
}
