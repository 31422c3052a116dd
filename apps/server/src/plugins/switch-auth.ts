import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors/app-error.js';
import '../auth/principal.js';

/** Where the switch's routes live: everything FreeSWITCH calls, and nothing the console does. */
export const SWITCH_PREFIX = '/api/v1/freeswitch/';

export interface SwitchCredentials {
  user: string;
  password: string;
}

/** `user:password`, as FREESWITCH_CREDENTIALS and mod_json_cdr's `cred` parameter write them. */
export function parseSwitchCredentials(text: string): SwitchCredentials | undefined {
  const separator = text.indexOf(':');
  if (separator < 1 || separator === text.length - 1) return undefined;
  return { user: text.slice(0, separator), password: text.slice(separator + 1) };
}

function isSame(given: string, expected: string) {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function presented(request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return undefined;
  return parseSwitchCredentials(Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8'));
}

/**
 * FreeSWITCH's own door: HTTP Basic with the switch's credentials, outside the console's session
 * model. A console token opens nothing here, and these credentials open nothing else.
 */
export const switchAuthPlugin = fp(async (app: FastifyInstance, options: { credentials: SwitchCredentials }) => {
  app.addHook('onRoute', (route) => {
    const isSwitchPath = route.url.startsWith(SWITCH_PREFIX);
    if (isSwitchPath !== Boolean(route.config?.isSwitch)) {
      throw new Error(`${String(route.method)} ${route.url}: switch routes live under ${SWITCH_PREFIX}, and only they`);
    }
  });
  app.addHook('onRequest', async (request, reply) => {
    if (!request.routeOptions.config.isSwitch) return;
    const given = presented(request);
    if (given && isSame(given.user, options.credentials.user) && isSame(given.password, options.credentials.password)) return;
    reply.header('www-authenticate', 'Basic realm="Ringledger switch"');
    throw new AppError('UNAUTHORIZED', 'The switch credentials are missing or wrong');
  });
});
