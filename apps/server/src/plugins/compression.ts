import { buffer } from 'node:stream/consumers';
import type { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import compress from '@fastify/compress';

/** Below this an answer goes out as it is: a few hundred bytes gain nothing worth a compressor's work. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

function isStream(payload: unknown): payload is Readable {
  return typeof (payload as Readable | null)?.pipe === 'function';
}

/**
 * Answers are compressed with brotli, or gzip for clients that do not take it: API JSON, the
 * console's files and streamed downloads (which stay streamed, compressed chunk by chunk).
 * Registered before every route and before the static files, as the plugin requires.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  // The compressor measures text and buffers against its threshold but compresses every stream,
  // the empty body of a 304 included. So a 304 goes out bare, and a file small enough to skip is
  // read whole first (its length is known from the disk) so the threshold holds for files too.
  // Instance hooks run before the compressor's, which it adds to each route.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!isStream(payload)) return payload;
    if (reply.statusCode === 304) {
      // RFC 9110 has a 304 repeat the Vary of the 200 it confirms, which may have been compressed.
      if (!reply.hasHeader('vary')) reply.header('vary', 'accept-encoding');
      payload.destroy();
      return null;
    }
    const length = Number(reply.getHeader('content-length'));
    return length < COMPRESSION_THRESHOLD_BYTES ? buffer(payload) : payload;
  });
  await app.register(compress, {
    // Named rather than left to the plugin, whose default becomes zstd on newer Node versions,
    // an encoding not every browser or proxy reads.
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    // Only answers are compressed; request bodies are read as sent, so the body limit counts what arrives.
    globalDecompression: false,
  });
});
