import pg from 'pg';
import { checkSettingValue, isSettingName, type SettingName, type SettingValues } from '@ringledger/contract';
import type { Database } from '../db/client.js';
import { loadConfigurations, seedConfigurations } from './settings.queries.js';

/** PostgreSQL announces every committed change to configurations here (see the configurations migration). */
const CHANNEL = 'rl_settings';
const RECONNECT_MS = 1000;

/**
 * The settings the server reads (currency, the DID leg timeout, the e-mail sender), held in
 * memory so a read never waits for the database, and reloaded whenever PostgreSQL announces a
 * committed change (LISTEN/NOTIFY): a change takes effect on every instance without a restart.
 * A value that fails its row's rule (changed by hand in the database) is ignored for the
 * deployment's default, and logged.
 */
export function createSettingsCache(db: Database, options: { defaults: SettingValues; log: (message: string) => void }) {
  let values: SettingValues = { ...options.defaults };
  let listener: pg.Client | null = null;
  let isClosed = false;
  let hasListened = false;
  // Loads run one after another, so the values of an older read never replace a newer one's.
  let queue: Promise<void> = Promise.resolve();

  async function load() {
    const rows = await loadConfigurations(db);
    const next: SettingValues = { ...options.defaults };
    for (const row of rows) {
      if (!isSettingName(row.name)) continue;
      const checked = checkSettingValue(row, row.value);
      if ('error' in checked) {
        options.log(`configuration ${row.name} is ignored for its default: ${checked.error}`);
        continue;
      }
      Object.assign(next, { [row.name]: checked.value });
    }
    values = next;
  }

  /** Resolves once the values read include every change committed before the call. */
  function reload() {
    const next = queue.then(load);
    queue = next.catch(() => undefined);
    return next;
  }

  async function listen() {
    if (isClosed) return;
    const client = new pg.Client(db.$client.options);
    client.on('notification', () => void reload().catch((error: Error) => options.log(`could not reload the configurations: ${error.message}`)));
    client.on('error', () => lose(client));
    client.on('end', () => lose(client));
    try {
      await client.connect();
      await client.query(`listen ${CHANNEL}`);
      const isReconnect = hasListened;
      listener = client;
      hasListened = true;
      // Whatever changed while nobody listened is read now.
      if (isReconnect) await reload();
    } catch {
      lose(client);
    }
  }

  function lose(client: pg.Client) {
    if (listener && listener !== client) return;
    listener = null;
    void client.end().catch(() => undefined);
    if (!isClosed) {
      options.log('lost the configuration announcements; keeping the values last read until they are back');
      setTimeout(() => void listen(), RECONNECT_MS).unref();
    }
  }

  return {
    /** Seeds missing rows, reads them all and starts listening; called once the app is ready. */
    async start() {
      await seedConfigurations(db, options.defaults);
      // Listening first: a change committed between the two is then announced, never missed.
      await listen();
      await reload();
    },

    /** A setting's current value, from memory. */
    get<K extends SettingName>(name: K): SettingValues[K] {
      return values[name];
    },

    /** Reads the rows now: a change made by this instance answers only once this instance reads it. */
    reload,

    async close() {
      isClosed = true;
      await listener?.end().catch(() => undefined);
    },
  };
}

export type SettingsCache = ReturnType<typeof createSettingsCache>;
