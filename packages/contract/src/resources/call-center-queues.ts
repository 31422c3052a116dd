import { z } from 'zod';
import { defineResource, filterBoolean, filterNumber } from '../resource.js';
import { audited, yesNoFlag } from '../fields.js';
import { lookupField, numberField, selectField, textField, yesNo } from '../field-descriptions.js';
import { fieldGroup, groupValues } from '../field-groups.js';
import { callCentreName } from './call-center-agents.js';

/** How mod_callcenter picks the agent for the next caller. */
export const QUEUE_STRATEGIES = [
  'ring-all',
  'longest-idle-agent',
  'round-robin',
  'top-down',
  'agent-with-least-talk-time',
  'agent-with-fewest-calls',
  'sequentially-by-agent-order',
  'random',
  'ring-progressively',
] as const;
export const TIME_BASE_SCORES = ['queue', 'system'] as const;

/** Seconds as mod_callcenter reads them: 0 to a day. */
const seconds = (label: string, help: string, fallback?: number) =>
  numberField(label, { min: 0, max: 86_400, help, ...(fallback !== undefined && { default: fallback }) });

/** A tier rule: spec 02 §3 sends yes/no; kept as the boolean mod_callcenter reads as true/false. */
const rule = (label: string, help: string) => ({ ...yesNo(label), schema: yesNoFlag(label), help }) as const;

/**
 * mod_callcenter's queue parameters, by the names it reads (`<param name="strategy" …/>`). Spec §3
 * gives the defaults; a setting left unset takes mod_callcenter's own.
 */
export const QUEUE_PARAMETERS = {
  strategy: selectField('Strategy', z.enum(QUEUE_STRATEGIES, { error: `Strategy must be one of ${QUEUE_STRATEGIES.join(', ')}` }), {
    default: 'ring-progressively',
    help: 'How the next caller is offered to the agents',
  }),
  'moh-sound': lookupField('Music On Hold', 'audio_files', 'filename', {
    embed: 'moh_sound_file',
    help: 'A .wav file from Audio Files, played to callers while they wait',
  }),
  'time-base-score': selectField('Time Base Score', z.enum(TIME_BASE_SCORES, { error: 'Time Base Score must be queue or system' }), {
    default: 'queue',
    help: 'Whether a caller waits in line from joining this queue, or from entering the switch',
  }),
  'tier-rules-apply': rule('Tier Rules Apply', 'Offer callers to higher tiers only after they waited (unset: no)'),
  'tier-rule-wait-second': seconds('Tier Rule Wait Second', 'Seconds a caller waits before the next tier is tried', 300),
  'tier-rule-wait-multiply-level': rule('Tier Rule Wait Multiply Level', 'Multiply that wait by the tier level (unset: no)'),
  'tier-rule-no-agent-no-wait': rule('Tier Rule No Agent No Wait', 'Skip a tier without available agents at once (unset: yes)'),
  'max-wait-time': seconds('Max Wait Time', 'Seconds a caller may wait in all; 0 waits for ever', 0),
  'max-wait-time-with-no-agent': seconds('Max Wait Time With No Agent', 'Seconds a caller may wait while no agent is logged in; 0 waits for ever'),
  'discard-abandoned-after': seconds('Discard Abandoned After', 'Seconds a caller who hung up keeps their place, should they call back'),
} as const;

/**
 * A call-centre queue (mod_callcenter's `<queue name="support@pbx.example.net">`): callers wait
 * in it while its strategy offers them to the agents holding a tier in it.
 */
export const callCenterQueues = defineResource({
  name: 'call_center_queues',
  label: 'CALL_CENTER_QUEUES',
  path: '/call_center/queues',
  pages: { list: 'call_center/queues', record: 'call_center/queue' },
  singular: 'Queue',
  plural: 'call center queues',
  fields: {
    name: {
      schema: callCentreName('Queue name is required'),
      label: 'Name',
      input: { kind: 'text' },
      required: true,
      unique: 'A queue named {value} already exists in this domain',
      placeholder: 'e.g. support',
      help: 'FreeSWITCH knows the queue as name@domain',
    },
    description: textField('Description', { default: 'This is a sample queue' }),
    enabled: { ...yesNo('Enabled'), default: true },
    domain_id: lookupField('Domain', 'domains', 'name', { required: true }),
    parameters: fieldGroup('Parameters', QUEUE_PARAMETERS),
  },
  record: z.object({
    id: z.number(),
    name: z.string(),
    description: z.string(),
    enabled: z.boolean(),
    domain_id: z.number(),
    domain: z.object({ name: z.string() }).nullable(),
    parameters: groupValues(QUEUE_PARAMETERS),
    /** The music on hold's file name (spec §3), beside its id in `parameters`. */
    moh_sound_file: z.string().nullable(),
    ...audited,
  }),
  sortable: ['name', 'created_at'],
  defaultSort: 'name',
  searchable: ['name', 'description', 'domain.name'],
  filters: { domain_id: filterNumber.optional(), enabled: filterBoolean.optional() },
  columns: ['id', 'name', 'description', 'domain', 'moh_sound_file', 'enabled', 'created_by', 'created_at'],
  keyColumns: ['name', 'domain'],
  display: 'name',
  lookupContext: ['domain'],
  labels: { moh_sound_file: 'Music On Hold' },
  layout: {
    lead: ['name', 'enabled'],
    sections: [
      { title: 'Queue', fields: ['description', 'domain_id', 'moh_sound_file', 'created_by'] },
      { title: 'Parameters', fields: ['parameters'] },
    ],
  },
  titles: { list: 'Call Center Queues', create: 'Add new Queue' },
});
