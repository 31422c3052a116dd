import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * Requests are logged at debug level: at the default info level a busy server writes no line per
 * request, and the start-up banner is not buried. Failed requests still log as errors.
 */
export class RequestLogging extends LogController {
  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    if (error) reply.log.error({ res: reply, err: error, responseTime: reply.elapsedTime }, 'request errored');
    else reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }
}
