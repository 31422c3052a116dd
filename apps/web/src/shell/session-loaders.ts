import { redirect } from 'react-router';
import { refreshSession } from '../api/client';
import { sessionStore } from '../api/session-store';
import { checkDevice, setSessionCheckPhase } from './device-check';

/** A trusted device without a session tries one silent re-login (fingerprint + its refresh cookie). */
async function restoreTrustedSession() {
  if (!sessionStore.isTrusted) return false;
  setSessionCheckPhase('relogin');
  try {
    await refreshSession();
    return true;
  } catch {
    sessionStore.clear();
    return false;
  } finally {
    setSessionCheckPhase('device');
  }
}

function hasSession() {
  return Boolean(sessionStore.token && sessionStore.user);
}

/** Runs before any protected page: device check, then a session or a trip to /auth. */
export async function protectedLoader() {
  await checkDevice();
  if (hasSession() || (await restoreTrustedSession())) return null;
  throw redirect('/auth');
}

/** The sign-in page is skipped when a session exists or a trusted device can restore one. */
export async function authLoader() {
  if (hasSession()) throw redirect('/');
  if (sessionStore.isTrusted) {
    await checkDevice();
    if (await restoreTrustedSession()) throw redirect('/');
  }
  return null;
}
