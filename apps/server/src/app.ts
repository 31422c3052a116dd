import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Database } from './db/client.js';
import { errorHandlerPlugin } from './plugins/error-handler.js';
import { securityPlugin } from './plugins/security.js';
import { docsPlugin } from './plugins/docs.js';
import { authPlugin } from './plugins/auth.js';
import { webPlugin } from './plugins/web.js';
import { apiRoutes } from './modules/index.js';
import type { ThrottleLimits } from './modules/session/login-throttle.js';
import { createTemporaryOutboxMailer, type Mailer } from './mail/mailer.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
  }
}

export interface AppOptions {
  db: Database;
  jwtSecret: string;
  accessTokenTtlSeconds?: number;
  /** The built console to serve, or null for an API-only app (tests). */
  webRoot?: string | null;
  logger?: FastifyServerOptions['logger'];
  /** Requests per minute per address on sign-in, refresh and device registration. */
  sessionRateLimit?: number;
  loginThrottle?: ThrottleLimits;
  /** Sends credential e-mails; without one, messages go to an outbox in the temp directory. */
  mailer?: Mailer;
  /** The console's address as people reach it, for links in e-mails. */
  consoleUrl?: string;
}

export const BODY_LIMIT_BYTES = 1024 * 1024;

export async function buildApp(options: AppOptions) {
  if (Buffer.byteLength(options.jwtSecret) < 32) throw new Error('The JWT secret must be at least 32 bytes long');
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: BODY_LIMIT_BYTES, trustProxy: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('db', options.db);
  // The API speaks JSON only; a text body is refused with 415 rather than half-parsed.
  app.removeContentTypeParser('text/plain');

  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin, { secret: options.jwtSecret, accessTokenTtlSeconds: options.accessTokenTtlSeconds ?? 900 });
  await app.register(apiRoutes, {
    prefix: '/api/v1',
    session: { rateLimit: { max: options.sessionRateLimit ?? 30, timeWindow: 60_000 }, throttle: options.loginThrottle },
    mail: { mailer: options.mailer ?? createTemporaryOutboxMailer(), consoleUrl: options.consoleUrl ?? 'http://localhost:8080' },
  });
  await app.register(webPlugin, { root: options.webRoot ?? null });
  return app;
}
