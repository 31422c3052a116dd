import type { SwitchStatus } from '@ringledger/contract';
import { callcenterList, callcenterQueues, countOf, sofiaStatus, type SwitchApi } from './switch-json.js';

type LiveStatus = NonNullable<SwitchStatus['live']>;

/** sofia's states of a gateway that tried to register and was refused or not answered. */
const FAILING = new Set(['FAILED', 'FAIL_WAIT']);

function profilesOf(sofia: Awaited<ReturnType<typeof sofiaStatus>>, managed: ReadonlySet<string>): LiveStatus['profiles'] {
  return Object.entries(sofia.profiles)
    .filter(([, profile]) => profile.status.type === 'profile')
    .map(([name, profile]) => ({
      name,
      state: profile.status.state,
      address: profile.status.data,
      is_managed: managed.has(name),
      gateways: Object.entries(profile.gateways ?? {}).map(([gateway, status]) => ({
        name: gateway,
        state: status.state,
        is_failing: FAILING.has(status.state),
        retry_seconds: typeof status.retry === 'number' ? status.retry : null,
        address: status.data,
      })),
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * What a switch says about itself now: its profiles and gateways (sofia.status), its registrations
 * and calls, and mod_callcenter's agents and queues with the callers waiting in each. A switch
 * without mod_callcenter answers empty call-centre lists.
 */
export async function readLiveStatus(api: SwitchApi, managedProfiles: ReadonlySet<string>): Promise<LiveStatus> {
  const sofia = await sofiaStatus(api);
  const registrations = await countOf(api, 'registrations');
  const calls = await countOf(api, 'calls');
  const hasCallCentre = (await api('module_exists mod_callcenter')).trim() === 'true';
  const agents = hasCallCentre ? await callcenterList(api, 'agent list') : [];
  const queues = hasCallCentre ? await callcenterQueues(api) : [];
  const waiting = new Map<string, number>();
  for (const queue of queues) {
    const count = /(\d+)/.exec(await api(`callcenter_config queue count members ${queue.name}`))?.[1];
    waiting.set(queue.name, Number(count ?? 0));
  }
  return {
    profiles: profilesOf(sofia, managedProfiles),
    registrations,
    calls,
    agents: agents
      .map((agent) => ({ name: agent.name ?? '', status: agent.status ?? '', state: agent.state ?? '', contact: agent.contact ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    queues: queues
      .map((queue) => ({ name: queue.name, strategy: queue.strategy, waiting: waiting.get(queue.name) ?? 0 }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}
