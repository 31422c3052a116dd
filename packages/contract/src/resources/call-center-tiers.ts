import { z } from 'zod';
import { defineResource, filterBoolean } from '../resource.js';
import { nestedUnder, nestedView } from '../nesting.js';
import { callCenterQueues } from './call-center-queues.js';
import { audited } from '../fields.js';
import { lookupField, numberField, yesNo } from '../field-descriptions.js';
import { AGENT_STATUSES, callCenterAgents } from './call-center-agents.js';

/** Spec §5: whole numbers from 1, 1 unless told. */
const rank = (label: string, help: string) => numberField(label, { min: 1, max: 1000, default: 1, help });

/**
 * An agent's place in a queue (mod_callcenter's `<tier agent=… queue=… level=… position=…/>`):
 * lower levels are offered callers first, and within a level, lower positions. One tier per
 * agent per queue; deleting the agent or the queue takes it too.
 */
export const callCenterTiers = defineResource({
  name: 'call_center_tiers',
  label: 'CALL_CENTER_QUEUES',
  ...nestedUnder(callCenterQueues, 'tiers', { field: 'queue_id', rowParam: 'tierId' }),
  // Spec §2: a tier's page is at call_center/queues/{id}/tiers/{tierId}, and at call_center/queue/{id}/tiers/{tierId} too.
  pages: { list: 'call_center/queues/:id/tiers', aliases: ['call_center/queue/:id/tiers'] },
  singular: 'Queue Tier',
  plural: 'queue tiers',
  fields: {
    agent_id: lookupField('Agent', 'call_center_agents', 'name', { required: true, only: 'create', unique: 'This agent already has a tier in this queue' }),
    level: rank('Level', 'Callers are offered to level 1 first, then to higher levels'),
    position: rank('Position', 'The order of agents within a level'),
    enabled: { ...yesNo('Enabled'), default: true },
  },
  record: z.object({
    id: z.number(),
    queue_id: z.number(),
    agent_id: z.number(),
    agent: z.object({ name: z.string(), contact: z.string(), status: z.enum(AGENT_STATUSES), enabled: z.boolean() }).nullable(),
    agent_name: z.string(),
    /** The queue's domain, where the agent lives too. */
    domain_name: z.string(),
    level: z.number(),
    position: z.number(),
    enabled: z.boolean(),
    ...audited,
  }),
  sortable: ['level', 'position', 'agent.name', 'created_at'],
  defaultSort: 'level',
  searchable: ['agent.name', 'agent.contact'],
  filters: { enabled: filterBoolean.optional() },
  columns: ['id', 'agent_name', 'domain_name', 'level', 'position', 'enabled', 'created_at'],
  keyColumns: ['agent_name', 'level'],
  display: 'agent_name',
  labels: { agent_name: 'Agent', domain_name: 'Domain' },
  layout: {
    lead: ['agent_name', 'enabled'],
    sections: [{ title: 'Tier', fields: ['agent_id', 'domain_name', 'level', 'position'] }],
  },
  titles: { list: 'Queue Tiers', create: 'Add new Queue Tier', edit: 'Edit Tier', view: 'Queue Tier' },
  messages: { updated: 'Tier updated successfully', notFound: 'Queue tier was not found' },
});

/**
 * GET /call_center/queues/{id}/agents: the agents holding a tier in the queue (spec §3's queue
 * agent), read-only; agents are changed as agents, and join a queue through a tier.
 */
export const callCenterQueueAgents = nestedView(callCenterAgents, {
  name: 'call_center_queue_agents',
  label: 'CALL_CENTER_QUEUES',
  ...nestedUnder(callCenterQueues, 'agents', {
    field: 'id',
    through: { resource: 'call_center_tiers', field: 'queue_id', select: 'agent_id' },
    rowParam: 'agentId',
  }),
  // Spec §2: listed at call_center/queues/{id}/agents, each opening at call_center/queues/{id}/agents/{agentId}.
  pages: { list: 'call_center/queues/:id/agents' },
  operations: ['list'],
  filters: {},
  columns: ['name', 'type', 'contact', 'status', 'domain', 'no_answer_delay_time', 'max_no_answer', 'wrap_up_time', 'reject_delay_time', 'busy_delay_time'],
  titles: { list: 'Queue Agents' },
  messages: { loadFailed: 'Could not load queue agents, try refreshing the page' },
});
