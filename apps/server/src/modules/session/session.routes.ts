import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceBody, errorSchema, loginBody, passwordChangeBody, refreshBody, sessionAnswer, type ConsoleSettings } from '@ringledger/contract';
import { LoginThrottle, type ThrottleLimits } from './login-throttle.js';
import { changePassword, login, logout, refresh, registerDevice, type IssuedSession } from './session.service.js';
import { principalOf } from '../../auth/principal.js';

export const REFRESH_COOKIE = 'rl_refresh';
/** The browser's sign-in device token: a known browser is not held back by failures others caused. */
export const DEVICE_COOKIE = 'rl_device';
const COOKIE_PATH = '/api/v1';
const DEVICE_COOKIE_SECONDS = 365 * 24 * 3600;

export interface SessionRouteOptions {
  /** What the console shows everywhere alike, read afresh for every answer (a changed configuration applies at the next sign-in or refresh). */
  settings: () => ConsoleSettings;
  throttle?: ThrottleLimits;
  rateLimit: { max: number; timeWindow: number };
}

/** Secure whenever the original request was https, which behind a proxy needs TRUST_PROXY to tell. */
const cookieOptions = (reply: FastifyReply) => ({ httpOnly: true, sameSite: 'strict', secure: reply.request.protocol === 'https', path: COOKIE_PATH }) as const;

function answerWithSession(app: FastifyInstance, reply: FastifyReply, session: IssuedSession, settings: ConsoleSettings) {
  reply.setCookie(REFRESH_COOKIE, session.refreshToken, {
    ...cookieOptions(reply),
    // An untrusted device keeps the cookie only until the browser closes.
    ...(session.isPersistent ? { maxAge: 30 * 24 * 3600 } : {}),
  });
  if (session.deviceToken) reply.setCookie(DEVICE_COOKIE, session.deviceToken, { ...cookieOptions(reply), maxAge: DEVICE_COOKIE_SECONDS });
  return {
    tokens: { accessToken: app.signAccessToken({ userId: session.userId, deviceId: session.deviceId, family: session.family }) },
    user: session.user,
    settings,
  };
}

const sessionErrors = { 400: errorSchema, 401: errorSchema, 429: errorSchema };

export async function sessionRoutes(app: FastifyInstance, options: SessionRouteOptions) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const throttle = new LoginThrottle(app.db, options.throttle);
  const rateLimit = { max: options.rateLimit.max, timeWindow: options.rateLimit.timeWindow };

  routes.post('/devices', {
    config: { isPublic: true, rateLimit },
    schema: {
      tags: ['session'],
      summary: 'Register a device fingerprint',
      body: deviceBody,
      response: { 200: z.object({ device_id: z.number() }), 400: errorSchema },
    },
    handler: async (request) => ({
      device_id: await registerDevice({ db: app.db, fingerprint: request.body.token, platform: request.body.platform, data: request.body.data }),
    }),
  });

  routes.post('/login', {
    config: { isPublic: true, rateLimit },
    schema: {
      tags: ['session'],
      summary: 'Sign in with an e-mail address or login username',
      body: loginBody,
      response: { 200: sessionAnswer, ...sessionErrors },
    },
    handler: async (request, reply) => {
      const session = await login({
        db: app.db,
        throttle,
        identity: request.body.email,
        password: request.body.password,
        fingerprint: request.body.deviceID,
        address: request.ip,
        trustDevice: request.body.trust_device ?? false,
        deviceToken: request.cookies[DEVICE_COOKIE],
      });
      return answerWithSession(app, reply, session, options.settings());
    },
  });

  routes.post('/refresh', {
    config: { isPublic: true, rateLimit },
    schema: {
      tags: ['session'],
      summary: 'Rotate the refresh cookie for a new access token',
      body: refreshBody,
      response: { 200: sessionAnswer, ...sessionErrors },
    },
    handler: async (request, reply) => {
      try {
        return answerWithSession(
          app,
          reply,
          await refresh({ db: app.db, refreshToken: request.cookies[REFRESH_COOKIE], fingerprint: request.body.device.token }),
          options.settings(),
        );
      } catch (error) {
        reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
        // A replayed token revoked its family: the answer waits until no instance accepts it.
        await app.access.settle();
        throw error;
      }
    },
  });

  routes.post('/logout', {
    config: { isPublic: true },
    schema: { tags: ['session'], summary: "End this device's session", response: { 204: z.null() } },
    handler: async (request, reply) => {
      await logout({ db: app.db, refreshToken: request.cookies[REFRESH_COOKIE] });
      await app.access.settle();
      reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH });
      return reply.status(204).send(null);
    },
  });

  routes.post('/users/password', {
    config: { isSessionOnly: true },
    schema: {
      tags: ['session'],
      summary: "Change the signed-in user's password; ends their other sessions",
      description: 'Requires a signed-in user; no permission beyond that.',
      security: [{ bearerAuth: [] }],
      body: passwordChangeBody,
      response: { 200: z.object({ message: z.string() }), 400: errorSchema, 401: errorSchema, 429: errorSchema },
    },
    handler: async (request) => {
      const principal = principalOf(request);
      await changePassword({
        db: app.db,
        throttle,
        address: request.ip,
        userId: principal.userId,
        deviceId: principal.deviceId,
        oldPassword: request.body.old_password,
        newPassword: request.body.new_password,
      });
      await app.access.settle();
      return { message: 'Password changed successfully' };
    },
  });
}
