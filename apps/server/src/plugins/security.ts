import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { strictTransportSecurity } from 'helmet';
import rateLimit from '@fastify/rate-limit';
import cookie from '@fastify/cookie';
import { AppError } from '../errors/app-error.js';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

const setHelmetHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  frameguard: { action: 'deny' },
  hsts: false,
});
const setStrictTransportSecurity = strictTransportSecurity({ maxAge: ONE_YEAR_SECONDS, includeSubDomains: false });

/**
 * Security headers for one answer. The console's scripts are all same-origin files, so scripts
 * never need 'unsafe-inline'; styles do, because the toast library injects a style tag. The
 * headers are worked out once, not per request.
 *
 * Strict-Transport-Security goes only with answers to https requests, which reach the server
 * through a proxy it trusts (TRUST_PROXY, X-Forwarded-Proto: https): sent over plain http it would
 * pin https on a deployment that may not have it. Without includeSubDomains: other names under the
 * console's host are the operator's to pin, not ours.
 */
export function setSecurityHeaders(request: FastifyRequest, reply: FastifyReply, done: () => void) {
  setHelmetHeaders(request.raw, reply.raw, () => (request.protocol === 'https' ? setStrictTransportSecurity(request.raw, reply.raw, () => done()) : done()));
}

/**
 * Security headers on every answer but the switch routes', rate limits for the routes that ask for
 * them, and cookies. The headers are policies for browsers (what a page may load, frame or sniff);
 * the switch routes are read by FreeSWITCH's libcurl alone, which heeds none of them, and answer
 * it thousands of times a second, where a dozen headers each were a tenth of the answer's work.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => (request.routeOptions.config.isSwitch ? done() : setSecurityHeaders(request, reply, () => done())));
  // Limits are opt-in per route (sign-in, refresh, devices carry their own).
  await app.register(rateLimit, {
    global: false,
    // The plugin throws what this returns; an AppError reaches the error handler as a proper 429 {error}.
    errorResponseBuilder: (_request, context) => new AppError('TOO_MANY_REQUESTS', `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} seconds`),
  });
  await app.register(cookie);
});
