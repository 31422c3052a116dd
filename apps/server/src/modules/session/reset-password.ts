import { MASKED_CHANGED } from '@ringledger/contract';
import type { Database } from '../../db/client.js';
import { recordAudit } from '../../audit/audit-log.queries.js';
import { findUserByIdentity, setUserPassword } from './credentials.queries.js';
import { LoginThrottle } from './login-throttle.js';
import { generatePassword, hashPassword } from './passwords.js';
import { revokeAllSessions } from './refresh-tokens.queries.js';

/** A refusal the command prints as it is: one sentence saying what is wrong. */
export class ResetRefused extends Error {}

/**
 * Gives a user a new, generated password from the server's own machine (`npm run
 * admin:password`, for a lost admin password). Every login of theirs takes it, every session of
 * theirs ends, and the failed sign-ins counted against them are forgiven, so the new password
 * works at once even after a run of wrong guesses.
 */
export async function resetPassword(options: { db: Database; identity: string }) {
  const { db, identity } = options;
  const user = await findUserByIdentity(db, identity);
  if (!user) throw new ResetRefused(`No user has the e-mail address or login username "${identity}".`);
  const password = generatePassword();
  const passwordHash = await hashPassword(password);
  const logins = await db.transaction(async (tx) => {
    const changed = await setUserPassword(tx, user.id, passwordHash);
    if (changed.length === 0) throw new ResetRefused(`"${identity}" has no login to sign in with; add one in the console.`);
    await revokeAllSessions(tx, user.id);
    // Run on the server's own machine: no one signed in did it, and it came from no address.
    const after = { logins: changed.length, password: MASKED_CHANGED };
    await recordAudit(tx, { actor: { userId: null }, action: 'password_reset', resource: 'users', resourceId: user.id, after });
    return changed;
  });
  // Failures count per user (see sign-in-gate.ts): a reset owner is not kept out by earlier guesses.
  await new LoginThrottle(db).forget([`account:user:${user.id}`]);
  return { userId: user.id, email: user.email ?? identity, logins, password };
}
