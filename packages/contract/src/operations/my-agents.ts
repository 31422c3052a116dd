import { z } from 'zod';
import { defineOperation } from '../operation.js';
import { AGENT_STATUSES } from '../resources/call-center-agents.js';

/** The statuses an agent sets for themself; mod_callcenter's own vocabulary. */
export const myAgentStatus = z.enum(AGENT_STATUSES, { error: `Status must be one of ${AGENT_STATUSES.join(', ')}` });

/** One of the signed-in person's call-centre agents, with what the switch says of it when it is connected. */
export const myAgent = z.object({
  id: z.number(),
  /** As FreeSWITCH knows it: `name@domain`. */
  name: z.string(),
  status: myAgentStatus,
  /** mod_callcenter's view: its status and state (Waiting, In a queue call, …); null while no connected switch knows the agent. */
  live: z.object({ switch: z.string(), status: z.string(), state: z.string() }).nullable(),
  /** The queues the agent answers, each with its callers waiting as the switch counts them (null when it cannot say). */
  queues: z.array(z.object({ name: z.string(), waiting: z.number().int().nullable() })),
});
export type MyAgent = z.infer<typeof myAgent>;

export const listMyAgents = defineOperation({
  name: 'list-my-agents',
  method: 'GET',
  path: '/call_center/my_agents',
  access: { label: 'CALL_CENTER_AGENTS', action: 'view' },
  tag: 'call_center_agents',
  summary: "The signed-in person's call-centre agents, their status and their queues' waiting callers",
  description:
    'The agents whose user is the signed-in person, with the status Ringledger holds, the status and state mod_callcenter reports ' +
    'on a connected switch, and the callers waiting in each of their queues. Empty for someone who is no agent.',
  answers: { 200: z.object({ agents: z.array(myAgent) }) },
});

export const setMyAgentStatus = defineOperation({
  name: 'set-my-agent-status',
  method: 'PATCH',
  path: '/call_center/my_agents/:id',
  access: { label: 'CALL_CENTER_AGENTS', action: 'view' },
  on: 'call_center_agents',
  tag: 'call_center_agents',
  summary: 'Set the status of one of your own call-centre agents',
  description: "Available, On Break, Logged Out or Available (On Demand): stored and sent to every connected switch. Another person's agent answers 404.",
  body: z.strictObject({ status: myAgentStatus }),
  answers: { 200: myAgent },
  example: { body: { status: 'On Break' } },
});
