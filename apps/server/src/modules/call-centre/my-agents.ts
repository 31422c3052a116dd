import { callCenterAgents, listMyAgents, setMyAgentStatus, type MyAgent } from '@ringledger/contract';
import { implement } from '../../operations/operation-routes.js';
import { notFound } from '../../errors/app-error.js';
import { principalOf } from '../../auth/principal.js';
import type { Database } from '../../db/client.js';
import type { AppServices } from '../../resources/behaviour.js';
import { createResourceStore } from '../../resources/resource-store.js';
import { callcenterList } from '../freeswitch/link/switch-json.js';
import { findAgentsOfUser, findSwitchName } from './call-centre.queries.js';

const agentsStore = createResourceStore(callCenterAgents);

type AgentRow = Awaited<ReturnType<typeof findAgentsOfUser>>[number];

/** What the first connected switch that knows the agent says of it and of its queues; nothing while none does. */
async function withLiveState(db: Database, services: AppServices, agent: AgentRow): Promise<MyAgent> {
  const unknown: MyAgent = { ...agent, status: agent.status as MyAgent['status'], live: null, queues: agent.queues.map((name) => ({ name, waiting: null })) };
  for (const switchId of services.switches.connectedIds()) {
    const api = (command: string) => services.switches.command(switchId, command);
    try {
      const onSwitch = (await callcenterList(api, 'agent list')).find((row) => row.name === agent.name);
      if (!onSwitch) continue;
      const queues = await Promise.all(
        agent.queues.map(async (name) => {
          const count = /^\s*(\d+)/.exec(await api(`callcenter_config queue count members ${name}`))?.[1];
          return { name, waiting: count === undefined ? null : Number(count) };
        }),
      );
      const switchName = (await findSwitchName(db, switchId)) ?? `#${switchId}`;
      return { ...unknown, live: { switch: switchName, status: onSwitch.status ?? '', state: onSwitch.state ?? '' }, queues };
    } catch (error) {
      services.log.warn({ err: error, switchId }, "could not read an agent's state from the switch");
    }
  }
  return unknown;
}

async function myAgents(db: Database, services: AppServices, userId: number, agentId?: number) {
  return Promise.all((await findAgentsOfUser(db, userId, agentId)).map((agent) => withLiveState(db, services, agent)));
}

/** GET /call_center/my_agents: the signed-in person's own agents. */
export const listMyAgentsOperation = implement(listMyAgents, async ({ db, services, request }) => ({
  agents: await myAgents(db, services, principalOf(request).userId),
}));

/** PATCH /call_center/my_agents/:id: stored (and audited) like any agent edit, which sends it to every connected switch. */
export const setMyAgentStatusOperation = implement(setMyAgentStatus, async ({ db, services, request, params, body }) => {
  const actor = principalOf(request);
  const [mine] = await findAgentsOfUser(db, actor.userId, params.id);
  if (!mine) throw notFound('Call center agent');
  await db.transaction((tx) => agentsStore.change(tx, params.id, { status: body.status }, { actor, services, address: request.ip }));
  const [changed] = await myAgents(db, services, actor.userId, params.id);
  return changed;
});
