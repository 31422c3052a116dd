import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { ActionsMap } from '@ringledger/contract';
import type { Database } from '../db/client.js';
import { isFamilyActive } from './sessions.queries.js';
import { loadEffectiveRoleId, loadRoleActions } from './permissions.queries.js';

/** PostgreSQL announces every change that bears on access here (see the access_notifications migration). */
const CHANNEL = 'rl_access';
const RECONNECT_MS = 1000;
const SETTLE_TIMEOUT_MS = 2000;
/** Families are only looked up while their access tokens live; the oldest are forgotten first. */
const MAX_FAMILIES = 100_000;

/**
 * What every request needs to know about its session, without asking the database each time:
 * whether its refresh family still stands, and what its user's role allows. Entries are kept
 * until PostgreSQL announces a change to them (LISTEN/NOTIFY), so a revoked session, a changed
 * role or permission takes effect on every server instance as soon as it commits. While the
 * announcements cannot be heard (connection lost), nothing is cached and every request asks.
 */
export function createAccessCache(db: Database, log: (message: string) => void = () => undefined) {
  const families = new Map<string, boolean>();
  const userRoles = new Map<number, number | null>();
  const roleActions = new Map<number, ActionsMap>();
  const barriers = new Map<string, () => void>();
  let listener: pg.Client | null = null;
  let isListening = false;
  let isClosed = false;
  // Bumped on every announcement: a lookup that overlapped one does not keep what it read.
  let generation = 0;

  function forgetAll() {
    families.clear();
    userRoles.clear();
    roleActions.clear();
  }

  function hear(payload: string) {
    generation += 1;
    const [kind, key] = [payload.slice(0, payload.indexOf(':')), payload.slice(payload.indexOf(':') + 1)];
    if (kind === 'family') families.delete(key);
    else if (kind === 'user') userRoles.delete(Number(key));
    else if (kind === 'barrier') barriers.get(key)?.();
    else {
      userRoles.clear();
      roleActions.clear();
    }
  }

  async function listen() {
    if (isClosed) return;
    const client = new pg.Client(db.$client.options);
    client.on('notification', (message) => hear(message.payload ?? ''));
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      forgetAll();
      listener = client;
      isListening = true;
    } catch {
      lose(client);
    }
  }

  function lose(client: pg.Client) {
    if (listener && listener !== client) return;
    listener = null;
    isListening = false;
    forgetAll();
    void client.end().catch(() => undefined);
    if (!isClosed) {
      log('lost the access announcements; asking the database on every request until they are back');
      setTimeout(() => void listen(), RECONNECT_MS).unref();
    }
  }

  /** A cached answer, or the database's, kept only if no announcement overlapped the lookup. */
  async function cached<K, V>(map: Map<K, V>, key: K, load: () => Promise<V>) {
    if (isListening && map.has(key)) return map.get(key) as V;
    const seen = generation;
    const value = await load();
    if (isListening && seen === generation && value !== undefined) {
      if (map === families && map.size >= MAX_FAMILIES) map.delete(map.keys().next().value as K);
      map.set(key, value);
    }
    return value;
  }

  return {
    listen,

    isFamilyActive: (family: string) => cached(families, family, () => isFamilyActive(db, family)),

    /** The actions map of a user's role; undefined when the user no longer exists. */
    async actionsOf(userId: number): Promise<ActionsMap | undefined> {
      const roleId = await cached(userRoles, userId, () => loadEffectiveRoleId(db, userId));
      if (roleId === undefined) return undefined;
      if (roleId === null) return {};
      return cached(roleActions, roleId, () => loadRoleActions(db, roleId));
    },

    /**
     * Resolves once every change committed before the call has been heard, so a request that
     * revoked a session or changed a role answers only when this instance already honours it.
     */
    async settle() {
      if (!isListening) return;
      const id = randomUUID();
      const heard = new Promise<void>((resolve) => barriers.set(id, resolve));
      await db.$client.query('select pg_notify($1, $2)', [CHANNEL, `barrier:${id}`]);
      await Promise.race([heard, new Promise((resolve) => setTimeout(resolve, SETTLE_TIMEOUT_MS).unref())]);
      barriers.delete(id);
    },

    async close() {
      isClosed = true;
      isListening = false;
      await listener?.end().catch(() => undefined);
    },
  };
}

export type AccessCache = ReturnType<typeof createAccessCache>;
