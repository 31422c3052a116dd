import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SWITCH_PATH } from '@ringledger/contract';
import { AppError } from '../errors/app-error.js';
import '../auth/principal.js';

/** Where the switch's scope is registered: everything FreeSWITCH calls, and nothing the console does. */
export const SWITCH_ROOT = `/api/v1${SWITCH_PATH}`;
export const SWITCH_PREFIX = `${SWITCH_ROOT}/`;

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

function isSame(given: string, expected: Buffer) {
  const bytes = Buffer.from(given);
  return bytes.length === expected.length && timingSafeEqual(bytes, expected);
}

function presented(request: FastifyRequest) {
  const header = request.headers.authorization ?? '';
  if (!header.startsWith('Basic ')) return undefined;
  return parseSwitchCredentials(Buffer.from(header.slice('Basic '.length), 'base64').toString('utf8'));
}

/**
 * FreeSWITCH's own door, for the switch's scope only: HTTP Basic with the switch's credentials,
 * outside the console's session model. A console token opens nothing here, and these credentials
 * open nothing else, since the console's scope is a sibling whose hooks never run here.
 */
export function requireSwitchCredentials(scope: FastifyInstance, credentials: SwitchCredentials) {
  // Made once: the check runs on every lookup the switch makes.
  const user = Buffer.from(credentials.user);
  const password = Buffer.from(credentials.password);
  scope.decorate('routeGuard', 'switch');
  scope.addHook('onRequest', async function checkSwitchCredentials(request, reply) {
    const given = presented(request);
    if (given && isSame(given.user, user) && isSame(given.password, password)) return;
    reply.header('www-authenticate', 'Basic realm="Ringledger switch"');
    throw new AppError('UNAUTHORIZED', 'The switch credentials are missing or wrong');
  });
}
