import type { Database } from '../../../db/client.js';
import { listenForAnnouncements } from '../../../db/announcements.js';
import { SWITCH_DATA_LOADERS, SWITCH_DATA_TABLES, type SwitchDataRows, type SwitchDataTable } from './switch-data.queries.js';
import { buildSwitchSnapshot, type SwitchSnapshot } from './switch-snapshot.js';

/** Where PostgreSQL announces a committed change to one of the tables, by its name (migration 0036). */
const CHANNEL = 'rl_switch_data';

const isTable = (name: string): name is SwitchDataTable => Object.hasOwn(SWITCH_DATA_LOADERS, name);

/**
 * The rows the switch's directory and dialplan answers read, kept in memory so an answer costs no
 * database round trip, and kept true across server instances: a table is loaded again when
 * PostgreSQL announces a committed change to it (LISTEN/NOTIFY), and no answer is given from a
 * table an announcement has made stale until its new rows are in. Loads run one after another,
 * each taking every table announced before it started, so a burst of changes costs one or two
 * loads. While the announcements cannot be heard, every answer waits for a load begun after it
 * was asked (shared by the answers asked meanwhile).
 */
export function createSwitchData(db: Database, log: (message: string) => void = () => undefined) {
  const loaded: Partial<SwitchDataRows> = {};
  let snapshot: SwitchSnapshot | undefined;
  const stale = new Set<SwitchDataTable>(SWITCH_DATA_TABLES);
  let loadsStarted = 0;
  let loadsDone = 0;
  /** The load whose end makes what is kept current: the first to start after the last announcement. */
  let currentAfter = 1;
  let loading: Promise<void> | undefined;
  let isClosed = false;
  const waiting: { load: number; resolve: (snapshot: SwitchSnapshot) => void; reject: (error: unknown) => void }[] = [];

  function markStale(tables: Iterable<SwitchDataTable>) {
    for (const table of tables) stale.add(table);
    currentAfter = loadsStarted + 1;
    loading ??= loadStale();
  }

  const announcements = listenForAnnouncements(db, {
    channels: [CHANNEL],
    hear(_channel, payload) {
      if (isTable(payload)) markStale([payload]);
    },
    // Whatever changed while nobody listened is loaded afresh.
    reset() {
      markStale(SWITCH_DATA_TABLES);
    },
    lostMessage: 'lost the switch data announcements; loading the directory and dialplan data for every answer until they are back',
    log,
  });

  function settleWaiting(load: number, outcome: { snapshot: SwitchSnapshot } | { error: unknown }) {
    for (let index = waiting.length - 1; index >= 0; index -= 1) {
      const waiter = waiting[index];
      if (waiter.load > load) continue;
      waiting.splice(index, 1);
      if ('snapshot' in outcome) waiter.resolve(outcome.snapshot);
      else waiter.reject(outcome.error);
    }
  }

  async function loadStale() {
    while (stale.size > 0 && !isClosed) {
      const tables = [...stale];
      stale.clear();
      const load = ++loadsStarted;
      try {
        const rows = await Promise.all(tables.map((table) => SWITCH_DATA_LOADERS[table](db)));
        tables.forEach((table, index) => Object.assign(loaded, { [table]: rows[index] }));
        snapshot = buildSwitchSnapshot(loaded as SwitchDataRows);
        loadsDone = load;
        settleWaiting(load, { snapshot });
      } catch (error) {
        // Loaded again by the next answer that needs them; those waiting now are answered the failure.
        for (const table of tables) stale.add(table);
        log(`could not load the switch data: ${error instanceof Error ? error.message : String(error)}`);
        settleWaiting(load, { error });
        break;
      }
    }
    loading = undefined;
  }

  /** The data as committed before this call was made (as far as the announcements tell). */
  function current(): Promise<SwitchSnapshot> {
    if (!announcements.state.isListening) markStale(SWITCH_DATA_TABLES);
    if (snapshot && loadsDone >= currentAfter) return Promise.resolve(snapshot);
    const load = currentAfter;
    loading ??= loadStale();
    return new Promise((resolve, reject) => waiting.push({ load, resolve, reject }));
  }

  return {
    listen: announcements.listen,
    current,

    /** Resolves once every change committed before the call is in what the answers read (tests, and a write's answer). */
    async settle() {
      await announcements.settle();
      await current();
    },

    async close() {
      isClosed = true;
      await announcements.close();
      await loading;
      settleWaiting(Number.POSITIVE_INFINITY, { error: new Error('The switch data is closed') });
    },
  };
}

export type SwitchData = ReturnType<typeof createSwitchData>;
