import type { ActionsMap } from '@ringledger/contract';
import type { Database } from '../db/client.js';
import { listenForAnnouncements } from '../db/announcements.js';
import { isFamilyActive } from './sessions.queries.js';
import { loadEffectiveRoleId, loadRoleActions } from './permissions.queries.js';

/** PostgreSQL announces every change that bears on access here (see the access_notifications migration). */
const CHANNEL = 'rl_access';
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
  const announcements = listenForAnnouncements(db, {
    channels: [CHANNEL],
    hear(_channel, payload) {
      const [kind, key] = [payload.slice(0, payload.indexOf(':')), payload.slice(payload.indexOf(':') + 1)];
      if (kind === 'family') families.delete(key);
      else if (kind === 'user') userRoles.delete(Number(key));
      else {
        userRoles.clear();
        roleActions.clear();
      }
    },
    reset() {
      families.clear();
      userRoles.clear();
      roleActions.clear();
    },
    lostMessage: 'lost the access announcements; asking the database on every request until they are back',
    log,
  });
  const { state } = announcements;

  /** A cached answer, or the database's, kept only if no announcement overlapped the lookup. */
  async function cached<K, V>(map: Map<K, V>, key: K, load: () => Promise<V>) {
    if (state.isListening && map.has(key)) return map.get(key) as V;
    const seen = state.generation;
    const value = await load();
    if (state.isListening && seen === state.generation && value !== undefined) {
      if (map === families && map.size >= MAX_FAMILIES) map.delete(map.keys().next().value as K);
      map.set(key, value);
    }
    return value;
  }

  return {
    listen: announcements.listen,

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
    settle: announcements.settle,
    close: announcements.close,
  };
}

export type AccessCache = ReturnType<typeof createAccessCache>;
