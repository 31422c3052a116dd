import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import cookie from '@fastify/cookie';
import { AppError } from '../errors/app-error.js';

/**
 * Security headers on every answer. The console's scripts are all same-origin files, so
 * scripts never need 'unsafe-inline'; styles do, because the toast library injects a style tag.
 * The headers are worked out once, not per request.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const setSecurityHeaders = helmet({
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
  app.addHook('onRequest', (request, reply, done) => setSecurityHeaders(request.raw, reply.raw, () => done()));
  // Limits are opt-in per route (sign-in, refresh, devices carry their own).
  await app.register(rateLimit, {
    global: false,
    // The plugin throws what this returns; an AppError reaches the error handler as a proper 429 {error}.
    errorResponseBuilder: (_request, context) => new AppError('TOO_MANY_REQUESTS', `Too many requests; try again in ${Math.ceil(context.ttl / 1000)} seconds`),
  });
  await app.register(cookie);
});
