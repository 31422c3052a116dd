import {
  DEFAULT_TIMINGS,
  EslError,
  openEslConnection,
  type EslConnection,
  type EslEvent,
  type EslTarget,
  type EslTimings,
} from '../event-socket/esl-connection.js';

export interface LinkTimings extends EslTimings {
  /** The first wait before connecting again; it doubles after each failure, up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** How often a connected switch is asked its uptime: that keeps it current and finds a connection that died silently. */
  keepAliveMs: number;
}

export const DEFAULT_LINK_TIMINGS: LinkTimings = { ...DEFAULT_TIMINGS, firstRetryMs: 1_000, maxRetryMs: 30_000, keepAliveMs: 15_000 };

/** What the Switches page shows of a link, from memory. */
export interface SwitchLinkState {
  connected: boolean;
  version: string | null;
  uptimeSeconds: number | null;
  lastError: string | null;
  /** When the switch last said anything: an answer, an event, its heartbeat. */
  lastSeenAt: Date | null;
}

export interface SwitchConnectionOptions {
  target: EslTarget;
  timings: LinkTimings;
  /** The events every connection subscribes to, read at each (re)connection. */
  subscriptions(): readonly string[];
  /**
   * Once connected and subscribed: a switch that was away gets everything again. `lostAt` is when
   * the previous connection was lost (null on the first): what changed since may not have reached it.
   */
  onReady(connection: EslConnection, lostAt: Date | null): Promise<void>;
  onEvent(event: EslEvent): void;
  log(message: string): void;
}

/** `FreeSWITCH Version 1.11.3-dev+git~20251127T1 64bit (git cc93a68 2026-11-27 21:40:49Z 64bit)` → `1.11.3-dev+git~20251127T1 64bit`. */
export function versionOf(answer: string) {
  const match = /FreeSWITCH Version (.+?)(?: \(|$)/.exec(answer.trim());
  return match ? match[1].trim() : answer.trim() || null;
}

/**
 * Keeps one switch connected: connects, and after any loss connects again, waiting longer after
 * each failure (up to `maxRetryMs`) so a switch that is down is not hammered; a keep-alive finds a
 * connection that died without a word. Its state is what the Switches page reads.
 */
export function keepSwitchConnected(options: SwitchConnectionOptions) {
  const { timings } = options;
  const state: SwitchLinkState = { connected: false, version: null, uptimeSeconds: null, lastError: null, lastSeenAt: null };
  let startedAt: number | null = null;
  let current: EslConnection | undefined;
  let retryMs = timings.firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let keepAlive: NodeJS.Timeout | undefined;
  let isClosed = false;
  let lostAt: Date | null = null;

  const seen = () => (state.lastSeenAt = new Date());

  async function readUptime(connection: EslConnection) {
    const seconds = Number((await connection.api('uptime s')).trim());
    seen();
    if (Number.isFinite(seconds)) startedAt = Date.now() - seconds * 1000;
  }

  /** Every event shows the switch alive; its heartbeat (every 20 s by default) also tells its uptime, without a question. */
  function heard(event: EslEvent) {
    seen();
    const uptimeMs = Number(event.fields['Uptime-msec']);
    if (event.name === 'HEARTBEAT' && Number.isFinite(uptimeMs) && uptimeMs > 0) startedAt = Date.now() - uptimeMs;
    options.onEvent(event);
  }

  function scheduleRetry() {
    if (isClosed) return;
    retryTimer = setTimeout(() => void attempt(), retryMs);
    retryMs = Math.min(retryMs * 2, timings.maxRetryMs);
  }

  function lost(reason: EslError) {
    clearInterval(keepAlive);
    current = undefined;
    if (isClosed) return;
    const wasConnected = state.connected;
    if (wasConnected) lostAt = new Date();
    Object.assign(state, { connected: false, lastError: reason.message });
    if (wasConnected) options.log(`lost the switch at ${options.target.host}:${options.target.port}: ${reason.message}`);
    scheduleRetry();
  }

  async function attempt() {
    let connection: EslConnection;
    try {
      connection = await openEslConnection(options.target, timings);
    } catch (error) {
      state.lastError = error instanceof Error ? error.message : String(error);
      return scheduleRetry();
    }
    if (isClosed) return connection.close();
    current = connection;
    void connection.closed.then(lost);
    connection.onEvent(heard);
    try {
      state.version = versionOf(await connection.api('version'));
      await readUptime(connection);
      await connection.subscribe([...new Set([...options.subscriptions(), 'HEARTBEAT'])]);
      Object.assign(state, { connected: true, lastError: null });
      retryMs = timings.firstRetryMs;
      keepAlive = setInterval(() => void readUptime(connection).catch(() => undefined), timings.keepAliveMs);
      await options.onReady(connection, lostAt);
    } catch (error) {
      // The connection ends itself on a missed reply; anything else that failed here is said and retried.
      if (!(error instanceof EslError)) options.log(`could not bring the switch at ${options.target.host} up to date: ${String(error)}`);
      connection.close();
    }
  }

  void attempt();

  return {
    state(): SwitchLinkState {
      const uptimeSeconds = state.connected && startedAt !== null ? Math.max(0, Math.round((Date.now() - startedAt) / 1000)) : state.uptimeSeconds;
      return { ...state, uptimeSeconds };
    },
    /** The connection while it is up. */
    connection: () => (state.connected ? current : undefined),
    close() {
      isClosed = true;
      clearTimeout(retryTimer);
      clearInterval(keepAlive);
      current?.close();
      state.connected = false;
    },
  };
}

export type KeptSwitch = ReturnType<typeof keepSwitchConnected>;
