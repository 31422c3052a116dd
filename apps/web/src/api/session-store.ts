import { useSyncExternalStore } from 'react';
import type { ConsoleSettings, SessionUser } from '@ringledger/contract';

/**
 * The access token lives in sessionStorage (survives a reload of this tab, dies with it);
 * the refresh token is an httpOnly cookie the page never sees.
 */
const TOKEN_KEY = 'rl_access_token';
const USER_KEY = 'rl_user';
const SETTINGS_KEY = 'rl_settings';
export const TRUST_KEY = 'trust_device';

type Listener = () => void;
const listeners = new Set<Listener>();
/** Counts the changes to the session, so a change that keeps the token (one's own name edited) shows too. */
let revision = 0;
const notify = () => {
  revision += 1;
  listeners.forEach((listener) => listener());
};

export const sessionStore = {
  get token() {
    return sessionStorage.getItem(TOKEN_KEY);
  },
  get user(): SessionUser | null {
    const raw = sessionStorage.getItem(USER_KEY);
    return raw ? (JSON.parse(raw) as SessionUser) : null;
  },
  /** Null for a tab signed in before the console kept them; the next refresh fills them in. */
  get settings(): ConsoleSettings | null {
    const raw = sessionStorage.getItem(SETTINGS_KEY);
    return raw ? (JSON.parse(raw) as ConsoleSettings) : null;
  },
  get isTrusted() {
    return localStorage.getItem(TRUST_KEY) === 'true';
  },
  setTrusted(trusted: boolean) {
    localStorage.setItem(TRUST_KEY, String(trusted));
  },
  save(token: string, user: SessionUser, settings: ConsoleSettings) {
    sessionStorage.setItem(TOKEN_KEY, token);
    sessionStorage.setItem(USER_KEY, JSON.stringify(user));
    sessionStorage.setItem(SETTINGS_KEY, JSON.stringify(settings));
    notify();
  },
  /** The signed-in person as the server now describes them (after editing their own profile). */
  saveUser(user: SessionUser) {
    sessionStorage.setItem(USER_KEY, JSON.stringify(user));
    notify();
  },
  /** Logged out: token and user cleared, trust reset (spec 01 §4). */
  clear() {
    sessionStorage.removeItem(TOKEN_KEY);
    sessionStorage.removeItem(USER_KEY);
    sessionStorage.removeItem(SETTINGS_KEY);
    localStorage.setItem(TRUST_KEY, 'false');
    notify();
  },
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

interface SessionSnapshot {
  revision: number;
  token: string | null;
  user: SessionUser | null;
  settings: ConsoleSettings | null;
}

// Read again after every change this tab made, and when the token differs (written before the console loaded).
let snapshot: SessionSnapshot = { revision: -1, token: null, user: null, settings: null };
function readSnapshot() {
  const token = sessionStore.token;
  if (token !== snapshot.token || revision !== snapshot.revision) snapshot = { revision, token, user: sessionStore.user, settings: sessionStore.settings };
  return snapshot;
}

/** The signed-in user and the console's settings (null when signed out), re-rendering on sign-in, refresh and sign-out. */
export function useSession() {
  return useSyncExternalStore(sessionStore.subscribe, readSnapshot);
}

/** The ISO 4217 code every amount is in, as the server said at sign-in or refresh. */
export function useCurrency() {
  return useSession().settings?.currency;
}

/** The leg timeout a new DID starts from (the Default DID Leg Timeout configuration); unknown to a tab signed in before the session carried it. */
export function useDidLegTimeout(): number | undefined {
  return useSession().settings?.did_leg_timeout;
}

/** The balance below which a call account is marked "Low balance" (the Low Balance Threshold configuration), as exact text. */
export function useLowBalanceThreshold(): string | undefined {
  return useSession().settings?.low_balance_threshold;
}

/** The operator's time zone (the Time Zone configuration): the dashboard's "today", report days and hours. */
export function useTimeZone(): string {
  return useSession().settings?.time_zone ?? 'UTC';
}

/** Who takes card recharges (PAYMENT_PROVIDER): `sandbox` means test mode, no card is charged. */
export function usePaymentProvider() {
  return useSession().settings?.payment_provider;
}
