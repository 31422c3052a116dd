import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { setSecurityHeaders } from './security.js';

/** How long one part of a path (an id, a reference) may be: none of ours comes near it. */
export const MAX_PATH_PART_LENGTH = 100;

const SERVER_FAULT = 'Something went wrong on our side; it has been logged';

/**
 * What the router answers before any route or hook runs, in the one error shape: a %-escape in
 * the path that decodes to no text, or a part of the path longer than any id or reference.
 */
function frameworkAnswerOf(error: FastifyError) {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return { status: 400, message: 'The address is not valid: part of its path is %-encoded wrongly' };
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return { status: 414, message: `The address is too long: part of its path is over ${MAX_PATH_PART_LENGTH} characters` };
    default:
      return { status: 500, message: SERVER_FAULT };
  }
}

/** Fastify's `frameworkErrors`: the router's refusals as `{"error": "..."}`, with the security headers of every answer. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, message } = frameworkAnswerOf(error);
  if (status >= 500) request.log.error({ err: error, url: request.url }, 'unexpected router error');
  setSecurityHeaders(request, reply, () => void reply.status(status).send({ error: message }));
}

const CLIENT_ERROR_MESSAGES: Record<string, { status: number; message: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive' },
  HPE_HEADER_OVERFLOW: { status: 431, message: 'The request headers are too large' },
};

/**
 * Fastify's `clientErrorHandler`: a request Node cannot even read as HTTP is answered on the raw
 * socket, as Fastify's own handler does, but in the one error shape. Not logged: it is a client's
 * or a network's fault, and a scanner would fill the log with it.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, message } = CLIENT_ERROR_MESSAGES[error.code ?? ''] ?? { status: 400, message: 'The request is not valid HTTP' };
  if (socket.writable) {
    const body = JSON.stringify({ error: message });
    socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json\r\n\r\n${body}`);
  }
  socket.destroy(error);
}
