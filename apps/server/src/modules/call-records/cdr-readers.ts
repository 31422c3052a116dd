import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { badRequest } from '../../errors/app-error.js';
import type { ReceivedCdr } from './cdr-ingester.js';
import type { CdrSource } from './cdr-reading.js';

type ReaderWork = { source: CdrSource } & ({ body: Uint8Array } | { file: string });
export type ReaderJob = ReaderWork & { id: number };
export type ReaderAnswer = { id: number } & ({ cdr: ReceivedCdr } | { refused: string } | { failed: string });

interface Pending {
  resolve(cdr: ReceivedCdr): void;
  reject(error: unknown): void;
}

interface Reader {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** What a CDR costs the server is mostly reading it (JSON.parse) and compressing it; the other cores share that. */
export const defaultReaderThreads = () => Math.max(1, Math.min(4, availableParallelism() - 1));

/**
 * The reader's file name in a server build (apps/server/scripts/compile-server.ts defines it there),
 * beside the compiled server; not defined when the server runs from its sources.
 */
declare const COMPILED_CDR_READER: string | undefined;

/**
 * Compiled (`npm start`), a thread runs the compiled reader. Run from its TypeScript sources through
 * tsx (`npm run dev`, tests), whose loader a worker thread does not inherit (Node 20), each thread
 * registers it before importing the worker module.
 */
function startWorker() {
  // The build's folder: compiled, a module's import.meta.url still names its source file.
  if (typeof COMPILED_CDR_READER === 'string') return new Worker(path.join(import.meta.dirname, COMPILED_CDR_READER));
  const loader = import.meta.resolve('tsx/esm/api');
  const module = new URL('./cdr-reader.worker.ts', import.meta.url).href;
  const script = `import(${JSON.stringify(loader)}).then(({ register }) => { register(); return import(${JSON.stringify(module)}); })`;
  return new Worker(script, { eval: true });
}

/**
 * Threads that read CDRs: each body (or file) is parsed and compressed on one of them and comes
 * back as the ingester takes it, so the event loop that answers the switch and writes the
 * batches only moves bytes. Threads start at the first CDR; a body that is not a CDR is refused
 * with the parser's 400, as if read in place.
 */
export function createCdrReaders({ threads = defaultReaderThreads() }: { threads?: number } = {}) {
  const readers: (Reader | undefined)[] = Array.from({ length: threads }, () => undefined);
  let nextId = 0;
  let turn = 0;
  let closed = false;

  function failAll(reader: Reader, error: unknown) {
    for (const pending of reader.pending.values()) pending.reject(error);
    reader.pending.clear();
  }

  function readerAt(index: number): Reader {
    const running = readers[index];
    if (running) return running;
    const reader: Reader = { worker: startWorker(), pending: new Map() };
    reader.worker.on('message', (answer: ReaderAnswer) => {
      const pending = reader.pending.get(answer.id);
      reader.pending.delete(answer.id);
      if (!pending) return;
      if ('cdr' in answer) pending.resolve(Object.assign(answer.cdr, { compressed: Buffer.from(answer.cdr.compressed) }));
      else if ('refused' in answer) pending.reject(badRequest(answer.refused));
      else pending.reject(new Error(answer.failed));
    });
    // A thread that died takes only its own CDRs with it (their posts fail and are sent again); the next CDR starts another.
    const retire = (error: unknown) => {
      if (readers[index] === reader) readers[index] = undefined;
      failAll(reader, error);
    };
    reader.worker.on('error', retire);
    reader.worker.on('exit', (code) => retire(new Error(`A CDR reader thread stopped (exit code ${code})`)));
    readers[index] = reader;
    return reader;
  }

  function send(work: ReaderWork): Promise<ReceivedCdr> {
    if (closed) return Promise.reject(new Error('The CDR readers are closed'));
    const reader = readerAt(turn);
    turn = (turn + 1) % readers.length;
    const id = nextId++;
    return new Promise((resolve, reject) => {
      reader.pending.set(id, { resolve, reject });
      // A body that alone fills its memory moves to the thread instead of being copied; the route has no further use for it.
      const body = 'body' in work ? work.body : undefined;
      const movable = body && body.byteOffset === 0 && body.byteLength === body.buffer.byteLength && body.buffer instanceof ArrayBuffer;
      reader.worker.postMessage({ id, ...work }, movable ? [body.buffer] : []);
    });
  }

  return {
    /** A posted body, read and compressed on a thread. */
    read(body: Buffer, source: CdrSource = {}): Promise<ReceivedCdr> {
      return send({ body, source });
    },
    /** A mod_json_cdr file, read from disk, parsed and compressed on a thread. */
    readFile(file: string, source: CdrSource = {}): Promise<ReceivedCdr> {
      return send({ file, source });
    },
    async close() {
      closed = true;
      await Promise.all(readers.map((reader) => reader?.worker.terminate()));
    },
  };
}

export type CdrReaders = ReturnType<typeof createCdrReaders>;
