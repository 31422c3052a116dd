import { streamLiveCalls, type LiveCallMessage } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';

/** A comment line every so often keeps proxies and the browser from closing a quiet stream. */
const KEEP_ALIVE_MS = 15_000;

const frame = (message: LiveCallMessage) => `event: ${message.type}\ndata: ${JSON.stringify(message)}\n\n`;

/** GET /live-calls/stream: every call now, then each change as the switches report it (server-sent events). */
export const streamLiveCallsOperation = implement(streamLiveCalls, async ({ services, request, reply }) => {
  reply.hijack();
  const stream = reply.raw;
  stream.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // A proxy must pass each message on as it comes, not gather a buffer.
    'x-accel-buffering': 'no',
  });
  stream.write(frame({ type: 'snapshot', calls: services.liveCalls.list() }));
  const keepAlive = setInterval(() => stream.write(': still here\n\n'), KEEP_ALIVE_MS);
  // A server shutting down ends the stream, so it is not kept waiting; the console reconnects to another.
  const stopListening = services.liveCalls.listen(
    (message) => stream.write(frame(message)),
    () => stream.end(),
  );
  request.raw.on('close', () => {
    clearInterval(keepAlive);
    stopListening();
  });
});
