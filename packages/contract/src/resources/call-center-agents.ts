import { z } from 'zod';
import { defineResource, filterBoolean, filterNumber } from '../resource.js';
import { audited, personRef, requiredText } from '../fields.js';
import { lookupField, numberField, selectField, yesNo } from '../field-descriptions.js';
import { dialString } from '../switch-values.js';

/** mod_callcenter's agent types: it calls the agent's contact (callback), or bridges to a channel the agent keeps open (uuid-standby). */
export const AGENT_TYPES = ['callback', 'uuid-standby'] as const;
/** mod_callcenter's agent statuses, spelt as it compares them. */
export const AGENT_STATUSES = ['Logged Out', 'Available', 'Available (On Demand)', 'On Break'] as const;

const agentType = z.enum(AGENT_TYPES, { error: `Type must be ${AGENT_TYPES.join(' or ')}` });
const agentStatus = z.enum(AGENT_STATUSES, { error: `Status must be one of ${AGENT_STATUSES.join(', ')}` });

/** The name FreeSWITCH knows agents and queues by, before `@domain`: plain characters only. */
export const callCentreName = (message: string) =>
  requiredText(message, 64).regex(
    /^[a-z0-9][a-z0-9_.-]*$/i,
    `${message.replace(/ is required$/, '')} may hold letters, digits, dots, dashes and underscores only`,
  );

/** Spec §3: whole seconds (a count for max_no_answer), at least 1. */
const timing = (label: string, fallback: number, help: string) => numberField(label, { min: 1, max: 86_400, default: fallback, help });

/**
 * A call-centre agent (mod_callcenter's `<agent>`): a person the queues ring at their contact,
 * a FreeSWITCH dial string, with the delays mod_callcenter applies after a missed or refused call.
 * FreeSWITCH knows it as `name@domain`.
 */
export const callCenterAgents = defineResource({
  name: 'call_center_agents',
  label: 'CALL_CENTER_AGENTS',
  path: '/call_center/agents',
  pages: { list: 'call_center/agents', record: 'call_center/agent' },
  singular: 'Call Center Agent',
  plural: 'call center agents',
  fields: {
    name: {
      schema: callCentreName('Name is required'),
      label: 'Name',
      input: { kind: 'text' },
      required: true,
      unique: 'An agent named {value} already exists in this domain',
      placeholder: 'e.g. ada-support',
    },
    user_id: lookupField('User', 'users', 'name', { required: true }),
    type: selectField('Type', agentType, {
      required: true,
      help: 'callback rings the contact for each call; uuid-standby bridges to a call the agent keeps open',
    }),
    contact: {
      schema: dialString('Contact is required'),
      label: 'Contact',
      input: { kind: 'text' },
      required: true,
      example: 'user/1001@pbx.example.net',
      placeholder: 'e.g. user/1001@pbx.example.net',
      help: 'The FreeSWITCH dial string that reaches the agent, such as user/1001@pbx.example.net or {leg_timeout=10}sofia/gateway/carrier1/15551234567',
    },
    status: selectField('Status', agentStatus, { required: true }),
    no_answer_delay_time: timing('No Answer Delay Time', 3, 'Seconds before an agent who did not answer is offered calls again'),
    max_no_answer: timing('Max No Answer', 3, 'Missed calls in a row before the agent is put On Break'),
    wrap_up_time: timing('Wrap Up Time', 10, 'Seconds after a call before the agent is offered the next'),
    reject_delay_time: timing('Reject Delay Time', 10, 'Seconds before an agent who refused a call is offered calls again'),
    busy_delay_time: timing('Busy Delay Time', 60, 'Seconds before a busy agent is offered calls again'),
    enabled: { ...yesNo('Enabled'), default: true },
    domain_id: lookupField('Domain', 'domains', 'name', { required: true }),
  },
  record: z.object({
    id: z.number(),
    name: z.string(),
    user_id: z.number(),
    user: personRef,
    type: agentType,
    contact: z.string(),
    status: agentStatus,
    no_answer_delay_time: z.number(),
    max_no_answer: z.number(),
    wrap_up_time: z.number(),
    reject_delay_time: z.number(),
    busy_delay_time: z.number(),
    enabled: z.boolean(),
    domain_id: z.number(),
    domain: z.object({ name: z.string() }).nullable(),
    ...audited,
  }),
  sortable: ['name', 'status', 'created_at'],
  defaultSort: 'name',
  searchable: ['name', 'contact', 'status', 'user.name'],
  filters: {
    domain_id: filterNumber.optional(),
    user_id: filterNumber.optional(),
    status: agentStatus.optional(),
    type: agentType.optional(),
    enabled: filterBoolean.optional(),
  },
  columns: ['id', 'name', 'type', 'contact', 'status', 'domain', 'user', 'enabled', 'created_at'],
  keyColumns: ['name', 'status'],
  display: 'name',
  lookupContext: ['contact', 'domain'],
  layout: {
    lead: ['name', 'status', 'enabled'],
    sections: [
      { title: 'Agent', fields: ['user_id', 'domain_id', 'type', 'contact'] },
      { title: 'Timings', fields: ['no_answer_delay_time', 'max_no_answer', 'wrap_up_time', 'reject_delay_time', 'busy_delay_time'] },
    ],
  },
  titles: { list: 'Call Center Agents', create: 'Add new Call Center Agent' },
});
