import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { MASKED_CHANGED, type SessionUser } from '@ringledger/contract';
import { recordAudit } from '../../audit/audit-log.queries.js';
import type { Database } from '../../db/client.js';
import { badRequest, unauthorized } from '../../errors/app-error.js';
import { findCredentials, findSessionUserRow, findUserLogins, setLoginPassword } from './credentials.queries.js';
import { hashPassword, verifyDecoy, verifyPassword } from './passwords.js';
import { loadActions, loadRole } from '../../auth/permissions.queries.js';
import { findRefreshToken, insertRefreshToken, markTokenUsed, revokeFamily, revokeOtherSessions, upsertDevice } from './refresh-tokens.queries.js';
import type { LoginThrottle } from './login-throttle.js';
import { openSignInGate, passSignInGate } from './sign-in-gate.js';

const PERSISTENT_TTL_MS = 30 * 24 * 3600_000;
const SESSION_TTL_MS = 12 * 3600_000;
const INVALID_CREDENTIALS = 'The e-mail address or password is not correct';

export interface IssuedSession {
  user: SessionUser;
  userId: number;
  deviceId: number;
  family: string;
  refreshToken: string;
  isPersistent: boolean;
  /** A sign-in device token for a browser that had none for this user (see sign-in-gate.ts). */
  deviceToken?: string;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function buildSessionUser(db: Database, userId: number): Promise<SessionUser> {
  const [row, role, actions] = await Promise.all([findSessionUserRow(db, userId), loadRole(db, userId), loadActions(db, userId)]);
  if (!row) throw unauthorized('Your account no longer exists');
  return { ...row, role: { name: role?.name ?? row.type }, actions: actions ?? {} };
}

async function issueRefreshToken(db: Database, options: { family: string; userId: number; deviceId: number; isPersistent: boolean }) {
  const refreshToken = randomBytes(32).toString('base64url');
  await insertRefreshToken(db, {
    ...options,
    tokenHash: hashToken(refreshToken),
    expiresAt: new Date(Date.now() + (options.isPersistent ? PERSISTENT_TTL_MS : SESSION_TTL_MS)),
  });
  return refreshToken;
}

export async function registerDevice(options: { db: Database; fingerprint: string; platform: string; data: string }) {
  return upsertDevice(options.db, { fingerprint: options.fingerprint, platform: options.platform, data: options.data });
}

/** A sign-in as the trail keeps it: who, from where, under which identity; never the password. */
function signInEntry(action: 'sign_in' | 'sign_in_failed', userId: number | null, options: { identity: string; address: string; trustDevice: boolean }) {
  return {
    actor: { userId, address: options.address },
    action,
    resource: 'users',
    resourceId: userId,
    after: { identity: options.identity.slice(0, 255), trusted_device: options.trustDevice },
  };
}

export async function login(options: {
  db: Database;
  throttle: LoginThrottle;
  identity: string;
  password: string;
  fingerprint: string;
  address: string;
  trustDevice: boolean;
  /** The browser's sign-in device cookie, if any. */
  deviceToken?: string;
}): Promise<IssuedSession> {
  const { db, throttle } = options;
  const candidates = await findCredentials(db, options.identity);
  const gate = await openSignInGate(db, throttle, { ...options, userId: candidates[0]?.userId });
  let userId: number | undefined;
  for (const candidate of candidates) {
    if (await verifyPassword(candidate.passwordHash, options.password)) {
      userId = candidate.userId;
      break;
    }
  }
  if (candidates.length === 0) await verifyDecoy(options.password);
  if (userId === undefined) {
    await throttle.recordFailure(gate.keys);
    // The user the identity names, when it names one, is the one someone tried to sign in as.
    const tried = candidates[0]?.userId ?? null;
    await recordAudit(db, signInEntry('sign_in_failed', tried, options));
    throw unauthorized(INVALID_CREDENTIALS);
  }
  const deviceToken = await passSignInGate(db, throttle, gate, userId);
  const deviceId = await upsertDevice(db, { fingerprint: options.fingerprint, platform: 'web', data: '' });
  const family = randomUUID();
  const refreshToken = await issueRefreshToken(db, { family, userId, deviceId, isPersistent: options.trustDevice });
  await recordAudit(db, signInEntry('sign_in', userId, options));
  return { user: await buildSessionUser(db, userId), userId, deviceId, family, refreshToken, isPersistent: options.trustDevice, deviceToken };
}

/**
 * Rotates a refresh token. It must be current, unexpired and presented from the device it was
 * issued to; presenting an already-rotated token revokes the whole family.
 */
export async function refresh(options: { db: Database; refreshToken: string | undefined; fingerprint: string }): Promise<IssuedSession> {
  const { db } = options;
  if (!options.refreshToken) throw unauthorized('Please sign in');
  const stored = await findRefreshToken(db, hashToken(options.refreshToken));
  if (!stored || stored.revokedAt) throw unauthorized('Your session has ended; please sign in again');
  if (stored.fingerprint !== options.fingerprint) throw unauthorized('This session belongs to another device; please sign in again');
  if (stored.expiresAt.getTime() <= Date.now()) throw unauthorized('Your session has expired; please sign in again');
  if (stored.usedAt || !(await markTokenUsed(db, stored.id))) {
    await revokeFamily(db, stored.family);
    throw unauthorized('This session was ended for your security; please sign in again');
  }
  const refreshToken = await issueRefreshToken(db, {
    family: stored.family,
    userId: stored.userId,
    deviceId: stored.deviceId,
    isPersistent: stored.isPersistent,
  });
  return {
    user: await buildSessionUser(db, stored.userId),
    userId: stored.userId,
    deviceId: stored.deviceId,
    family: stored.family,
    refreshToken,
    isPersistent: stored.isPersistent,
  };
}

export async function logout(options: { db: Database; refreshToken: string | undefined }) {
  if (!options.refreshToken) return;
  const stored = await findRefreshToken(options.db, hashToken(options.refreshToken));
  if (stored) await revokeFamily(options.db, stored.family);
}

/**
 * Changes the password of the credentials that match the old one and ends the user's other
 * sessions. Wrong old passwords count like failed sign-ins, so a stolen access token cannot be
 * used to guess the password.
 */
export async function changePassword(options: {
  db: Database;
  throttle: LoginThrottle;
  address: string;
  userId: number;
  deviceId: number;
  oldPassword: string;
  newPassword: string;
}) {
  const { db, throttle } = options;
  // Wrong old passwords count against the user like failed sign-ins from an unknown browser.
  const keys = [`account:user:${options.userId}`, `address:${options.address}`] as const;
  await throttle.assertAllowed(keys);
  const logins = await findUserLogins(db, options.userId);
  const matching: typeof logins = [];
  for (const login of logins) if (await verifyPassword(login.passwordHash, options.oldPassword)) matching.push(login);
  if (matching.length === 0) {
    await throttle.recordFailure(keys);
    throw badRequest('The old password is not correct', { old_password: 'The old password is not correct' });
  }
  await throttle.forget([keys[0]]);
  if (options.oldPassword === options.newPassword)
    throw badRequest('The new password must differ from the old one', { new_password: 'The new password must differ from the old one' });
  const passwordHash = await hashPassword(options.newPassword);
  await db.transaction(async (tx) => {
    for (const login of matching) await setLoginPassword(tx, login.id, passwordHash);
    await revokeOtherSessions(tx, options.userId, options.deviceId);
    await recordAudit(tx, {
      actor: { userId: options.userId, address: options.address },
      action: 'password_change',
      resource: 'users',
      resourceId: options.userId,
      after: { logins: matching.length, password: MASKED_CHANGED },
    });
  });
}
