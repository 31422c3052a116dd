import { readFileSync } from 'node:fs';
import { parentPort } from 'node:worker_threads';
import { AppError } from '../../errors/app-error.js';
import { readReceivedCdr } from './cdr-reading.js';
import type { ReaderAnswer, ReaderJob } from './cdr-readers.js';

/**
 * A reader thread: reads and compresses the CDRs it is sent, or the files it is named, off the
 * server's event loop. Files are read synchronously: the thread has nothing else to do meanwhile,
 * and each asynchronous read would be four trips through libuv's thread pool (open, stat, read, close).
 */
function answer(job: ReaderJob): ReaderAnswer {
  try {
    const body = 'file' in job ? readFileSync(job.file) : Buffer.from(job.body.buffer, job.body.byteOffset, job.body.byteLength);
    return { id: job.id, cdr: readReceivedCdr(body, job.source) };
  } catch (error) {
    if (error instanceof AppError) return { id: job.id, refused: error.message };
    return { id: job.id, failed: error instanceof Error ? error.message : String(error) };
  }
}

parentPort?.on('message', (job: ReaderJob) => {
  parentPort?.postMessage(answer(job));
});
