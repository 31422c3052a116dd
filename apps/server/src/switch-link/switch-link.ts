import type { Database } from '../db/client.js';
import { listenForAnnouncements } from '../db/announcements.js';
import { AppError } from '../errors/app-error.js';
import type { SecretBox } from '../secret-box.js';
import type { EslConnection, EslEvent } from '../event-socket/esl-connection.js';
import { DEFAULT_LINK_TIMINGS, keepSwitchConnected, type KeptSwitch, type LinkTimings, type SwitchLinkState } from './switch-connection.js';
import { loadEnabledSwitches } from './switches.queries.js';

/** PostgreSQL announces every committed change to the switches here (see the switches migration). */
const CHANNEL = 'rl_switches';

export type { SwitchLinkState } from './switch-connection.js';

export type EventListener = (switchId: number, event: EslEvent) => void;
export type ReadyListener = (switchId: number, connection: EslConnection, lostAt: Date | null) => Promise<void>;

const NOT_LINKED: SwitchLinkState = { connected: false, version: null, uptimeSeconds: null, lastError: null, lastSeenAt: null };

interface Held {
  /** What the connection was opened with: a change to any of it opens a new one. */
  key: string;
  kept: KeptSwitch | undefined;
  /** Why there is no connection at all (a password that does not open). */
  problem: string | null;
}

/**
 * The one owner of the event-socket connections: one per enabled switch, opened, closed and
 * re-opened as PostgreSQL announces changes to the switches table. The rest of the server asks it
 * for a switch's state (from memory), sends commands through it, and subscribes to its events.
 */
export function createSwitchLink(options: { db: Database; secrets: SecretBox; log: (message: string) => void; timings?: Partial<LinkTimings> }) {
  const timings = { ...DEFAULT_LINK_TIMINGS, ...options.timings };
  const held = new Map<number, Held>();
  const subscriptions = new Map<EventListener, readonly string[]>();
  const readyListeners = new Set<ReadyListener>();
  const goneListeners = new Set<(switchId: number) => void>();
  // Reloads run one after another, so an older read never replaces a newer one's connections.
  let queue: Promise<void> = Promise.resolve();
  let isClosed = false;

  const subscribedEvents = () => [...new Set([...subscriptions.values()].flat())];

  function open(id: number, target: { host: string; port: number; password: string }) {
    return keepSwitchConnected({
      target,
      timings,
      subscriptions: subscribedEvents,
      async onReady(connection, lostAt) {
        for (const listener of readyListeners) await listener(id, connection, lostAt);
      },
      onEvent(event) {
        for (const [listener, events] of subscriptions) if (events.includes(event.name) || events.includes('ALL')) listener(id, event);
      },
      log: options.log,
    });
  }

  async function reload() {
    if (isClosed) return;
    const rows = await loadEnabledSwitches(options.db);
    for (const [id, entry] of held) {
      if (rows.some((row) => row.id === id)) continue;
      entry.kept?.close();
      held.delete(id);
      for (const listener of goneListeners) listener(id);
    }
    for (const row of rows) {
      const key = `${row.host}\n${row.port}\n${row.password}`;
      const entry = held.get(row.id);
      if (entry?.key === key) continue;
      entry?.kept?.close();
      let password: string;
      try {
        password = options.secrets.open(row.password);
      } catch {
        held.set(row.id, { key, kept: undefined, problem: 'Its password does not open with this ENCRYPTION_KEY: type it again' });
        continue;
      }
      held.set(row.id, { key, kept: open(row.id, { host: row.host, port: row.port, password }), problem: null });
    }
  }

  function scheduleReload() {
    queue = queue.then(reload).catch((error: Error) => options.log(`could not read the switches: ${error.message}`));
    return queue;
  }

  const announcements = listenForAnnouncements(options.db, {
    channels: [CHANNEL],
    hear: () => void scheduleReload(),
    // On (re)listening: whatever changed while nobody listened is read now.
    reset: () => void scheduleReload(),
    lostMessage: 'lost the switch announcements; switch changes reach this instance once they are back',
    log: options.log,
  });

  function connectionOf(id: number) {
    const connection = held.get(id)?.kept?.connection();
    if (!connection) throw new AppError('SERVICE_UNAVAILABLE', `The switch is not connected${stateOf(id).lastError ? `: ${stateOf(id).lastError}` : ''}`);
    return connection;
  }

  function stateOf(id: number): SwitchLinkState {
    const entry = held.get(id);
    if (!entry) return NOT_LINKED;
    return entry.kept ? entry.kept.state() : { ...NOT_LINKED, lastError: entry.problem };
  }

  return {
    /** Starts listening for changes and connects to every enabled switch. */
    async start() {
      await announcements.listen();
      await scheduleReload();
    },

    /** A switch's live state, from memory: a disabled or unknown switch is simply not connected. */
    state: stateOf,

    /** The switches connected now. */
    connectedIds: () => [...held.keys()].filter((id) => held.get(id)?.kept?.connection()),

    /** An API command on one switch, answered as text; 503 while it is not connected. */
    command: (id: number, command: string) => connectionOf(id).api(command),

    /** An API command on every connected switch: each one's answer, or why it failed. */
    async broadcast(command: string) {
      const ids = [...held.keys()].filter((id) => held.get(id)?.kept?.connection());
      const answers = await Promise.allSettled(ids.map((id) => connectionOf(id).api(command)));
      return new Map(ids.map((id, index) => [id, answers[index]]));
    },

    /** Hears `events` (`CHANNEL_CREATE`, `HEARTBEAT`, `CUSTOM`) from every switch; answers the unsubscribe. */
    subscribe(events: readonly string[], listener: EventListener) {
      const isNew = events.some((name) => !subscribedEvents().includes(name));
      subscriptions.set(listener, events);
      if (isNew)
        for (const entry of held.values())
          void entry.kept
            ?.connection()
            ?.subscribe(events)
            .catch(() => undefined);
      return () => void subscriptions.delete(listener);
    },

    /** Runs each time a switch is (re)connected, before anything else is sent through it by others. */
    onReady(listener: ReadyListener) {
      readyListeners.add(listener);
      return () => void readyListeners.delete(listener);
    },

    /** Runs when a switch is disabled or deleted: this instance hears nothing more from it. */
    onGone(listener: (switchId: number) => void) {
      goneListeners.add(listener);
      return () => void goneListeners.delete(listener);
    },

    /** Resolves once every change to the switches committed before the call has been acted on (tests). */
    async settle() {
      await announcements.settle();
      await queue;
    },

    async close() {
      isClosed = true;
      await announcements.close();
      for (const entry of held.values()) entry.kept?.close();
      held.clear();
    },
  };
}

export type SwitchLink = ReturnType<typeof createSwitchLink>;
