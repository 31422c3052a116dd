import { readFile } from 'node:fs/promises';
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../errors/app-error.js';
import { readReceivedCdr } from './cdr-reading.js';
import type { ReaderAnswer, ReaderJob } from './cdr-readers.js';

/** A reader thread: reads and compresses the CDRs it is sent, or the files it is named, off the server's event loop. */
async function answer(job: ReaderJob): Promise<ReaderAnswer> {
  try {
    const body = 'file' in job ? await readFile(job.file) : Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength);
    return { id: job.id, cdr: readReceivedCdr(body, job.source) };
  } catch (error) {
    if (error instanceof AppError) return { id: job.id, refused: error.message };
    return { id: job.id, failed: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (job: ReaderJob) => {
  void answer(job).then((reply) => parentPort?.postMessage(reply));
});
