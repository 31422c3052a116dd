import { createHash, randomBytes } from 'node:crypto';
import type { Database } from '../../db/client.js';
import type { FailureKey, LoginThrottle } from './login-throttle.js';
import { findSignInDevice, insertSignInDevice, touchSignInDevice } from './sign-in-devices.queries.js';

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface SignInAttempt {
  /** The user the identity names, if any: username and e-mail of one user share one count. */
  userId?: number;
  identity: string;
  address: string;
  /** The browser's sign-in device cookie, if it sent one. */
  deviceToken?: string;
}

/**
 * Which failure counts stand before a password check (OWASP's device cookies). A browser this
 * user signed in from before counts its own failures only, so an attacker elsewhere who keeps
 * failing cannot lock the owner out; any other browser is held to the user's count and the
 * address's, both refused with 429 once over their limit.
 */
export async function openSignInGate(db: Database, throttle: LoginThrottle, attempt: SignInAttempt) {
  const device = attempt.deviceToken ? await findSignInDevice(db, hashToken(attempt.deviceToken)) : undefined;
  if (device && device.userId === attempt.userId) {
    const deviceKeys: FailureKey[] = [`device:${device.id}`];
    if ((await throttle.waitMs(deviceKeys)) === 0) return { keys: deviceKeys, knownDeviceId: device.id };
  }
  const account = attempt.userId === undefined ? `identity:${attempt.identity.toLowerCase()}` : `user:${attempt.userId}`;
  const keys: FailureKey[] = [`account:${account}`, `address:${attempt.address}`];
  await throttle.assertAllowed(keys);
  return { keys, knownDeviceId: undefined };
}

export type SignInGate = Awaited<ReturnType<typeof openSignInGate>>;

/**
 * After a right password: the user's (or this browser's) failures are forgiven, and a browser not
 * known yet gets a device token to send next time; answers that token, or undefined.
 */
export async function passSignInGate(db: Database, throttle: LoginThrottle, gate: SignInGate, userId: number) {
  await throttle.forget(gate.keys.filter((key) => !key.startsWith('address:')));
  if (gate.knownDeviceId !== undefined) {
    await touchSignInDevice(db, gate.knownDeviceId);
    return undefined;
  }
  const token = randomBytes(32).toString('base64url');
  await insertSignInDevice(db, userId, hashToken(token));
  return token;
}
