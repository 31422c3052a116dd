import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { REFRESH_TOKEN_ERROR, isAllowed, type Action, type ActionsMap, type PermissionLabel } from '@ringledger/contract';
import { AppError, forbidden, unauthorized } from '../errors/app-error.js';
import { loadActions } from '../modules/session/permissions.queries.js';
import { isFamilyActive } from '../modules/session/refresh-tokens.queries.js';

export const API_PREFIX = '/api/v1/';

export interface RoutePermission {
  label: PermissionLabel;
  action: Action;
}

export interface Principal {
  userId: number;
  deviceId: number;
  actions: ActionsMap;
}

interface AccessClaims {
  sub: string;
  dev: number;
  /** The refresh family the token was issued under; a revoked family voids its access tokens at once. */
  fam: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, refresh, health). Every other route needs one. */
    isPublic?: boolean;
    /** Needs a session and nothing more (one's own password). */
    isSessionOnly?: boolean;
    permission?: RoutePermission;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
  interface FastifyInstance {
    signAccessToken(claims: { userId: number; deviceId: number; family: string }): string;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AccessClaims;
    user: AccessClaims;
  }
}

export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized();
  return request.principal;
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
  if (typeof request.user.fam !== 'string' || !(await isFamilyActive(app.db, request.user.fam))) {
    throw unauthorized('Your session has ended; please sign in again');
  }
  const actions = await loadActions(app.db, userId);
  if (!actions) throw unauthorized('Your account no longer exists');
  request.principal = { userId, deviceId: request.user.dev, actions };
}

/**
 * Verifies the bearer token on every non-public route before the body is even parsed, then
 * checks the route's declared permission against the user's role, read fresh per request.
 */
export const authPlugin = fp(async (app: FastifyInstance, options: { secret: string; accessTokenTtlSeconds: number }) => {
  await app.register(fastifyJwt, {
    secret: options.secret,
    sign: { algorithm: 'HS256', expiresIn: options.accessTokenTtlSeconds },
    verify: { algorithms: ['HS256'] },
  });
  app.decorateRequest('principal', null);
  app.decorate('signAccessToken', ({ userId, deviceId, family }: { userId: number; deviceId: number; family: string }) =>
    app.jwt.sign({ sub: String(userId), dev: deviceId, fam: family }),
  );

  // Fail closed: an API route that forgets to say who may call it never starts.
  app.addHook('onRoute', (route) => {
    const config = route.config ?? {};
    if (!route.url.startsWith(API_PREFIX) || config.isPublic || config.isSessionOnly || config.permission) return;
    throw new Error(`${String(route.method)} ${route.url} declares no permission: give its config a permission, isSessionOnly or isPublic`);
  });

  app.addHook('onRequest', async (request) => {
    const config = request.routeOptions.config;
    // Every API route is guarded unless it says otherwise; the console's files and the docs are public.
    if (config.isPublic || !request.routeOptions.url?.startsWith(API_PREFIX)) return;
    await authenticate(app, request);
    const permission = config.permission;
    if (permission && !isAllowed(request.principal?.actions, permission.label, permission.action)) {
      throw forbidden(`You are not allowed to ${permission.action} ${permission.label.toLowerCase().replaceAll('_', ' ')}`);
    }
  });
});
