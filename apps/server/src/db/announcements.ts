import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { Database } from './client.js';

const RECONNECT_MS = 1000;
const SETTLE_TIMEOUT_MS = 2000;
const BARRIER = 'barrier:';

interface AnnouncementOptions {
  /** The channels PostgreSQL announces committed changes on; `settle` passes its barrier through the first. */
  channels: readonly string[];
  /** One announcement: what changed, on which channel. */
  hear(channel: string, payload: string): void;
  /** Forget everything kept: on (re)connecting and on losing the connection, what changed meanwhile was not heard. */
  reset(): void;
  /** Said once the connection is lost, while requests are answered without the cache. */
  lostMessage: string;
  log: (message: string) => void;
}

/**
 * What keeps an in-memory cache true across server instances: a connection listening to
 * PostgreSQL's announcements (LISTEN/NOTIFY), reconnected when lost. While it is not listening,
 * nothing may be kept. `generation` grows with every announcement, so a load that overlapped one
 * can tell not to keep what it read.
 */
export function listenForAnnouncements(db: Database, { channels, hear, reset, lostMessage, log }: AnnouncementOptions) {
  const barriers = new Map<string, () => void>();
  let listener: pg.Client | null = null;
  let isClosed = false;
  const state = { isListening: false, generation: 0 };

  function announced(channel: string, payload: string) {
    state.generation += 1;
    if (payload.startsWith(BARRIER)) barriers.get(payload.slice(BARRIER.length))?.();
    else hear(channel, payload);
  }

  async function listen() {
    if (isClosed) return;
    const client = new pg.Client(db.$client.options);
    client.on('notification', (message) => announced(message.channel, message.payload ?? ''));
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(channels.map((channel) => `listen ${channel}`).join('; '));
      reset();
      listener = client;
      state.isListening = true;
    } catch {
      lose(client);
    }
  }

  function lose(client: pg.Client) {
    if (listener && listener !== client) return;
    listener = null;
    state.isListening = false;
    reset();
    void client.end().catch(() => undefined);
    if (!isClosed) {
      log(lostMessage);
      setTimeout(() => void listen(), RECONNECT_MS).unref();
    }
  }

  return {
    state,
    listen,

    /** Resolves once every change committed before the call has been heard (or after a short wait, should the barrier be lost). */
    async settle() {
      if (!state.isListening) return;
      const id = randomUUID();
      const heard = new Promise<void>((resolve) => barriers.set(id, resolve));
      await db.$client.query('select pg_notify($1, $2)', [channels[0], `${BARRIER}${id}`]);
      await Promise.race([heard, new Promise((resolve) => setTimeout(resolve, SETTLE_TIMEOUT_MS).unref())]);
      barriers.delete(id);
    },

    async close() {
      isClosed = true;
      state.isListening = false;
      await listener?.end().catch(() => undefined);
    },
  };
}
