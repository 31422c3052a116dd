import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { REFRESH_TOKEN_ERROR, isAllowed } from '@ringledger/contract';
import { AppError, forbidden, unauthorized } from '../errors/app-error.js';
import { createAccessCache, type AccessCache } from '../auth/access-cache.js';
import '../auth/principal.js';
import { SWITCH_PREFIX } from './switch-auth.js';

/** Where the API lives; the console's scope and the switch's are registered below it. */
export const API_ROOT = '/api/v1';
export const API_PREFIX = `${API_ROOT}/`;

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
    /** Which door the requests of this scope pass: the console's session, or the switch's credentials. Unset outside both. */
    routeGuard?: 'session' | 'switch';
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

/** Whom a route lets in, by its config: an API route that says nothing is an error, never an open door. */
function assertGuarded(scope: FastifyInstance, route: RouteOptions) {
  if (!route.url.startsWith(API_PREFIX)) return;
  const config = route.config ?? {};
  const where = `${String(route.method)} ${route.url}`;
  if (!(config.isPublic || config.isSessionOnly || config.isSwitch || config.permission)) {
    throw new Error(`${where} declares no permission: give its config a permission, isSessionOnly or isPublic`);
  }
  if (route.url.startsWith(SWITCH_PREFIX) !== Boolean(config.isSwitch)) throw new Error(`${where}: switch routes live under ${SWITCH_PREFIX}, and only they`);
  const guard = config.isSwitch ? 'switch' : 'session';
  if (scope.routeGuard !== guard) {
    throw new Error(`${where} is registered outside the ${guard === 'switch' ? "switch's" : "console's"} scope, where its door would not be checked`);
  }
}

/**
 * The console's door, for its scope only (the switch's routes never pass it): verifies the
 * bearer token on every non-public route before the body is even parsed, then checks the route's
 * declared permission against the user's role. Sessions and roles come from the access cache,
 * which PostgreSQL keeps current on every instance.
 */
export function requireSession(scope: FastifyInstance) {
  scope.decorate('routeGuard', 'session');
  scope.addHook('onRequest', async function checkSession(request) {
    const config = request.routeOptions.config;
    // An unknown path answers its 404 to anyone.
    if (config.isPublic || !request.routeOptions.url) return;
    await authenticate(scope, request);
    const permission = config.permission;
    if (permission && !isAllowed(request.principal?.actions, permission.label, permission.action)) {
      throw forbidden(`You are not allowed to ${permission.action} ${permission.label.toLowerCase().replaceAll('_', ' ')}`);
    }
  });
}

/**
 * Signs and verifies access tokens and keeps sessions and permissions in memory, for the whole
 * app; and fails closed: an API route that does not say who may call it, or that lies outside the
 * scope whose door checks that, never starts.
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

  // Fastify calls onRoute with the instance the route is registered on: its scope tells which door it would pass.
  app.addHook('onRoute', function (this: FastifyInstance, route) {
    assertGuarded(this, route);
  });
});
