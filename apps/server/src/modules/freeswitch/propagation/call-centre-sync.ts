import type { Database } from '../../../db/client.js';
import type { CallCentreAgent, CallCentreTier } from '../configuration/callcenter-conf.js';
import { loadCallCentreAgents, loadCallCentreQueues, loadCallCentreTiers } from '../configuration/callcenter-conf.queries.js';
import { callcenterList, callcenterQueues, type SwitchApi } from '../link/switch-json.js';

/** What mod_callcenter holds now, as its lists answer it. */
export interface CallCentreOnSwitch {
  queues: readonly string[];
  agents: readonly Record<string, string>[];
  tiers: readonly Record<string, string>[];
}

export interface CallCentreWanted {
  queues: readonly string[];
  agents: readonly CallCentreAgent[];
  tiers: readonly CallCentreTier[];
}

/** Names reloaded even where they look the same on the switch: what was written in Ringledger. */
export interface Forced {
  agents: ReadonlySet<string>;
  queues: ReadonlySet<string>;
}

/** The agent's settings as mod_callcenter lists them, its status aside: the status is the agent's to change on the switch. */
function differs(agent: CallCentreAgent, current: Record<string, string>) {
  const wanted: Record<string, string | number> = {
    type: agent.type,
    contact: agent.contact,
    max_no_answer: agent.maxNoAnswer,
    wrap_up_time: agent.wrapUpTime,
    reject_delay_time: agent.rejectDelayTime,
    busy_delay_time: agent.busyDelayTime,
    no_answer_delay_time: agent.noAnswerDelayTime,
  };
  return Object.entries(wanted).some(([key, value]) => current[key] !== String(value));
}

const tierKey = (queue: string, agent: string) => `${queue}\n${agent}`;

/**
 * The callcenter_config commands that make mod_callcenter hold what Ringledger holds: what it no
 * longer holds goes (a queue unloaded, an agent deleted with its tiers), what is missing or
 * changed is loaded from callcenter.conf (`agent reload`, `queue load`/`reload`), and tiers are
 * added, moved or deleted. An agent is reloaded, its status with it, only when its settings differ
 * or it was written in Ringledger; otherwise the status the agent set on the switch stays.
 */
export function planCallCentre(wanted: CallCentreWanted, current: CallCentreOnSwitch, forced: Forced): string[] {
  const commands: string[] = [];
  const wantedQueues = new Set(wanted.queues);
  const wantedAgents = new Map(wanted.agents.map((agent) => [agent.name, agent]));
  const currentAgents = new Map(current.agents.map((agent) => [agent.name ?? '', agent]));
  for (const queue of current.queues) if (!wantedQueues.has(queue)) commands.push(`callcenter_config queue unload ${queue}`);
  for (const name of currentAgents.keys()) if (!wantedAgents.has(name)) commands.push(`callcenter_config agent del ${name}`);
  for (const agent of wanted.agents) {
    const onSwitch = currentAgents.get(agent.name);
    if (!onSwitch || forced.agents.has(agent.name) || differs(agent, onSwitch)) commands.push(`callcenter_config agent reload ${agent.name}`);
  }
  for (const queue of wanted.queues) {
    if (!current.queues.includes(queue)) commands.push(`callcenter_config queue load ${queue}`);
    else if (forced.queues.has(queue)) commands.push(`callcenter_config queue reload ${queue}`);
  }
  const wantedTiers = new Map(wanted.tiers.map((tier) => [tierKey(tier.queue, tier.agent), tier]));
  for (const tier of current.tiers) {
    const key = tierKey(tier.queue ?? '', tier.agent ?? '');
    // An agent deleted above took its tiers along.
    if (!wantedTiers.has(key) && wantedAgents.has(tier.agent ?? '')) commands.push(`callcenter_config tier del ${tier.queue} ${tier.agent}`);
  }
  const currentTiers = new Map(current.tiers.map((tier) => [tierKey(tier.queue ?? '', tier.agent ?? ''), tier]));
  for (const [key, tier] of wantedTiers) {
    const onSwitch = currentTiers.get(key);
    if (!onSwitch) commands.push(`callcenter_config tier add ${tier.queue} ${tier.agent} ${tier.level} ${tier.position}`);
    else {
      if (onSwitch.level !== String(tier.level)) commands.push(`callcenter_config tier set level ${tier.queue} ${tier.agent} ${tier.level}`);
      if (onSwitch.position !== String(tier.position)) commands.push(`callcenter_config tier set position ${tier.queue} ${tier.agent} ${tier.position}`);
    }
  }
  return commands;
}

/** Reads both sides and sends the plan; a switch without mod_callcenter is left alone. */
export async function syncCallCentre(api: SwitchApi, db: Database, forced: Forced) {
  if ((await api('module_exists mod_callcenter')).trim() !== 'true') return [];
  const [queues, agents, tiers] = await Promise.all([loadCallCentreQueues(db), loadCallCentreAgents(db), loadCallCentreTiers(db)]);
  const current: CallCentreOnSwitch = {
    queues: (await callcenterQueues(api)).map((queue) => queue.name),
    agents: await callcenterList(api, 'agent list'),
    tiers: await callcenterList(api, 'tier list'),
  };
  const commands = planCallCentre({ queues: queues.map((queue) => queue.name), agents, tiers }, current, forced);
  for (const command of commands) await api(command);
  return commands;
}
