import { useSyncExternalStore } from 'react';
import type { SessionUser } from '@ringledger/contract';

/**
 * The access token lives in sessionStorage (survives a reload of this tab, dies with it);
 * the refresh token is an httpOnly cookie the page never sees.
 */
const TOKEN_KEY = 'rl_access_token';
const USER_KEY = 'rl_user';
export const TRUST_KEY = 'trust_device';

type Listener = () => void;
const listeners = new Set<Listener>();

export const sessionStore = {
  get token() {
    return sessionStorage.getItem(TOKEN_KEY);
  },
  get user(): SessionUser | null {
    const raw = sessionStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  },
  get isTrusted() {
    return localStorage.getItem(TRUST_KEY) === 'true';
  },
  setTrusted(trusted: boolean) {
    localStorage.setItem(TRUST_KEY, String(trusted));
  },
  save(token: string, user: SessionUser) {
    sessionStorage.setItem(TOKEN_KEY, token);
    sessionStorage.setItem(USER_KEY, JSON.stringify(user));
    listeners.forEach((listener) => listener());
  },
  /** Logged out: token and user cleared, trust reset (spec 01 §4). */
  clear() {
    sessionStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(USER_KEY);
    localStorage.setItem(TRUST_KEY, 'false');
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

let snapshot: { token: string | null; user: SessionUser | null } = { token: null, user: null };
function readSnapshot() {
  const token = sessionStore.token;
  if (token !== snapshot.token) snapshot = { token, user: sessionStore.user };
  return snapshot;
}

/** The signed-in user (null when signed out), re-rendering on sign-in, refresh and sign-out. */
export function useSession() {
  return useSyncExternalStore(sessionStore.subscribe, readSnapshot);
}
