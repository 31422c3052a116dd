import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { listenForAnnouncements } from '../../../db/announcements.js';
import { callCenterAgents, callCenterQueues, domains } from '../../../db/schema/index.js';
import type { SwitchLink } from '../../../switch-link/switch-link.js';
import type { SwitchApi } from '../link/switch-json.js';
import { readConfigChange, type ConfigChange } from './config-announcements.js';
import { gatewayChangeCommands, profileChangeCommands, resyncSofia } from './sofia-sync.js';
import { syncCallCentre } from './call-centre-sync.js';

const CHANNEL = 'rl_switch_config';
/** Call-centre changes come in bursts (a queue and its tiers): one sync follows them all. */
const CALL_CENTRE_PAUSE_MS = 150;
/** The database's clock and ours may differ a little: a change this close to the switch's start is sent again. */
const CLOCK_MARGIN_MS = 5_000;

async function namesWrittenSince(db: Database, since: Date) {
  const agentRows = await db
    .select({ name: sql<string>`${callCenterAgents.name} || '@' || ${domains.name}` })
    .from(callCenterAgents)
    .innerJoin(domains, eq(domains.id, callCenterAgents.domain_id))
    .where(and(gte(callCenterAgents.updated_at, since)));
  const queueRows = await db
    .select({ name: sql<string>`${callCenterQueues.name} || '@' || ${domains.name}` })
    .from(callCenterQueues)
    .innerJoin(domains, eq(domains.id, callCenterQueues.domain_id))
    .where(gte(callCenterQueues.updated_at, since));
  return { agents: new Set(agentRows.map((row) => row.name)), queues: new Set(queueRows.map((row) => row.name)) };
}

/**
 * Sends the switches what they need to pick up a change at once, whoever made it: PostgreSQL
 * announces each committed change to profiles, gateways, the call centre and the directory
 * (rl_switch_config), and every connected switch gets the commands for it. A switch that was out
 * of reach, or all of them after the announcements were not heard for a while, are brought up to
 * date when the link is back: everything is compared, and what changed since is sent again.
 */
export function startSwitchPropagation(options: { db: Database; link: SwitchLink; log: (message: string) => void }) {
  const { db, link, log } = options;
  const queues = new Map<number, Promise<void>>();
  const callCentre = new Map<number, { agents: Set<string>; queues: Set<string>; timer: NodeJS.Timeout }>();
  let unheardSince: Date | null = null;

  /** One switch's work runs one piece at a time, in the order it came. */
  function run(id: number, what: string, work: (api: SwitchApi) => Promise<unknown>) {
    const api: SwitchApi = (command) => link.command(id, command);
    const next = (queues.get(id) ?? Promise.resolve())
      .then(async () => void (await work(api)))
      .catch((error: Error) => log(`switch ${id}: ${what} failed: ${error.message}`));
    queues.set(id, next);
    return next;
  }

  function syncCallCentreSoon(id: number, names: { agents?: string[]; queues?: string[] }) {
    const pending = callCentre.get(id) ?? { agents: new Set<string>(), queues: new Set<string>(), timer: setTimeout(() => undefined, 0) };
    for (const name of names.agents ?? []) pending.agents.add(name);
    for (const name of names.queues ?? []) pending.queues.add(name);
    clearTimeout(pending.timer);
    pending.timer = setTimeout(() => {
      callCentre.delete(id);
      void run(id, 'the call-centre update', (api) => syncCallCentre(api, db, pending));
    }, CALL_CENTRE_PAUSE_MS);
    callCentre.set(id, pending);
  }

  async function resync(id: number, api: SwitchApi, lostAt: Date | null) {
    const uptime = Number((await api('uptime s')).trim());
    const startedAt = Date.now() - (Number.isFinite(uptime) ? uptime : 0) * 1000;
    const since = new Date(Math.max(startedAt, lostAt?.getTime() ?? 0) - CLOCK_MARGIN_MS);
    await resyncSofia(api, db, since);
    await syncCallCentre(api, db, await namesWrittenSince(db, since));
    await api('xml_flush_cache');
  }

  function apply(id: number, change: ConfigChange) {
    if (change.kind === 'gateway')
      void run(id, 'the gateway change', async (api) => {
        for (const command of gatewayChangeCommands(change)) await api(command);
      });
    else if (change.kind === 'profile')
      void run(id, 'the SIP profile change', async (api) => {
        for (const command of profileChangeCommands(change)) await api(command);
      });
    else if (change.kind === 'agent') syncCallCentreSoon(id, { agents: change.name ? [change.name] : [] });
    else if (change.kind === 'queue') syncCallCentreSoon(id, { queues: change.name ? [change.name] : [] });
    else if (change.kind === 'tier') syncCallCentreSoon(id, {});
    else if (change.kind === 'directory') void run(id, 'flushing the directory cache', (api) => api('xml_flush_cache'));
    else void run(id, 'bringing it up to date', (api) => resync(id, api, new Date()));
  }

  const announcements = listenForAnnouncements(db, {
    channels: [CHANNEL],
    hear(_channel, payload) {
      const change = readConfigChange(payload);
      if (!change) return log(`ignored a switch configuration announcement it cannot read: ${payload.slice(0, 200)}`);
      for (const id of link.connectedIds()) apply(id, change);
    },
    // Called on losing the announcements and on hearing them again: what was said in between is sent to every switch.
    reset() {
      setImmediate(() => {
        if (!announcements.state.isListening) {
          unheardSince ??= new Date();
          return;
        }
        const since = unheardSince;
        unheardSince = null;
        if (since) for (const id of link.connectedIds()) void run(id, 'bringing it up to date', (api) => resync(id, api, since));
      });
    },
    lostMessage: 'lost the switch configuration announcements; changes reach the switches once they are back',
    log,
  });

  const stopReady = link.onReady((id, connection, lostAt) => resync(id, (command) => connection.api(command), lostAt));

  return {
    listen: announcements.listen,
    async close() {
      stopReady();
      for (const pending of callCentre.values()) clearTimeout(pending.timer);
      await announcements.close();
    },
  };
}
