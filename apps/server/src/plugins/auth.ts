import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { REFRESH_TOKEN_ERROR, isAllowed } from '@ringledger/contract';
import { AppError, forbidden, unauthorized } from '../errors/app-error.js';
import { createAccessCache, type AccessCache } from '../auth/access-cache.js';
import '../auth/principal.js';

export const API_PREFIX = '/api/v1/';

interface AccessClaims {
  sub: string;
  dev: number;
  /** The refresh family the token was issued under; a revoked family voids its access tokens at once. */
  fam: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions and permissions as PostgreSQL last announced them; settle() after changing either. */
    access: AccessCache;
    signAccessToken(claims: { userId: number; deviceId: number; family: string }): string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

async function authenticate(app: FastifyInstance, request: FastifyRequest) {
  if (!request.headers.authorization) throw unauthorized();
  try {
    await request.jwtVerify();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED') throw new AppError('UNAUTHORIZED', REFRESH_TOKEN_ERROR);
    throw unauthorized('Your session is not valid; please sign in again');
  }
  const userId = Number(request.user.sub);
  if (typeof request.user.fam !== 'string' || !(await app.access.isFamilyActive(request.user.fam))) {
    throw unauthorized('Your session has ended; please sign in again');
  }
  const actions = await app.access.actionsOf(userId);
  if (!actions) throw unauthorized('Your account no longer exists');
  request.principal = { userId, deviceId: request.user.dev, actions };
}

/**
 * Verifies the bearer token on every non-public route before the body is even parsed, then
 * checks the route's declared permission against the user's role. Sessions and roles come from
 * the access cache, which PostgreSQL keeps current on every instance.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { secret: string; accessTokenTtlSeconds: number }) => {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: options.accessTokenTtlSeconds },
    // A token verified once is remembered until it expires: the HMAC is not redone on every request.
    verify: { algorithms: ['HS256'], cache: true },
  });
  app.decorateRequest('principal', null);
  const access = createAccessCache(app.db, (message) => app.log.warn(message));
  app.decorate('access', access);
  app.addHook('onReady', () => access.listen());
  app.addHook('onClose', () => access.close());
  app.decorate('signAccessToken', ({ userId, deviceId, family }: { userId: number; deviceId: number; family: string }) =>
    app.jwt.sign({ sub: String(userId), dev: deviceId, fam: family }),
  );

  // Fail closed: an API route that forgets to say who may call it never starts.
  app.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    if (!route.url.startsWith(API_PREFIX) || config.isPublic || config.isSessionOnly || config.isSwitch || config.permission) return;
    throw new Error(`${String(route.method)} ${route.url} declares no permission: give its config a permission, isSessionOnly or isPublic`);
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    // Every API route is guarded unless it says otherwise; the console's files and the docs are public,
    // and the switch's routes have a door of their own.
    if (config.isPublic || config.isSwitch || !request.routeOptions.url?.startsWith(API_PREFIX)) return;
    await authenticate(app, request);
    const permission = config.permission;
    if (permission && !isAllowed(request.principal?.actions, permission.label, permission.action)) {
      throw forbidden(`You are not allowed to ${permission.action} ${permission.label.toLowerCase().replaceAll('_', ' ')}`);
    }
  });
});
