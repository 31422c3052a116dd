import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { AGENT_STATUSES, AGENT_TYPES } from '@ringledger/contract';
import { requiredReference } from './columns.js';
import { auditedTable } from './audited-table.js';
import { users } from './people.js';
import { domains } from './domains.js';
import { audioFiles } from './audio.js';

/** mod_callcenter's agents: FreeSWITCH knows each as `name@domain`. */
export const callCenterAgents = auditedTable(
  'call_center_agents',
  {
    name: varchar('name', { length: 64 }).notNull(),
    user_id: requiredReference('user_id', () => users.id),
    type: varchar('type', { length: 20 }).$type<(typeof AGENT_TYPES)[number]>().notNull(),
    contact: varchar('contact', { length: 1024 }).notNull(),
    status: varchar('status', { length: 30 }).$type<(typeof AGENT_STATUSES)[number]>().notNull(),
    no_answer_delay_time: integer('no_answer_delay_time').notNull().default(3),
    max_no_answer: integer('max_no_answer').notNull().default(3),
    wrap_up_time: integer('wrap_up_time').notNull().default(10),
    reject_delay_time: integer('reject_delay_time').notNull().default(10),
    busy_delay_time: integer('busy_delay_time').notNull().default(60),
    enabled: boolean('enabled').notNull().default(true),
    domain_id: requiredReference('domain_id', () => domains.id),
  },
  // Domain first: the unique-conflict message names the last key column, the name.
  (table) => [
    uniqueIndex('call_center_agents_domain_name_idx').on(table.domain_id, sql`lower(${table.name})`),
    index('call_center_agents_user_idx').on(table.user_id),
  ],
);

/** mod_callcenter's queues (`support@pbx.example.net`); `parameters` holds its `<param>`s by their own names. */
export const callCenterQueues = auditedTable(
  'call_center_queues',
  {
    name: varchar('name', { length: 64 }).notNull(),
    description: varchar('description', { length: 255 }).notNull().default('This is a sample queue'),
    enabled: boolean('enabled').notNull().default(true),
    domain_id: requiredReference('domain_id', () => domains.id),
    parameters: jsonb('parameters').$type<Record<string, string | number | boolean>>().notNull().default({}),
    /** The audio file `moh-sound` names, so that a file a queue plays is not deleted from under it. */
    moh_sound_id: integer('moh_sound_id')
      .generatedAlwaysAs(sql`(parameters ->> 'moh-sound')::integer`)
      .references(() => audioFiles.id, { onDelete: 'restrict' }),
  },
  (table) => [
    uniqueIndex('call_center_queues_domain_name_idx').on(table.domain_id, sql`lower(${table.name})`),
    index('call_center_queues_moh_sound_idx').on(table.moh_sound_id),
  ],
);

/** An agent's place in a queue; it goes with either. */
export const callCenterTiers = auditedTable(
  'call_center_tiers',
  {
    queue_id: requiredReference('queue_id', () => callCenterQueues.id, 'cascade'),
    agent_id: requiredReference('agent_id', () => callCenterAgents.id, 'cascade'),
    level: integer('level').notNull().default(1),
    position: integer('position').notNull().default(1),
    enabled: boolean('enabled').notNull().default(true),
  },
  // Queue first: the unique-conflict message names the last key column, the agent.
  (table) => [uniqueIndex('call_center_tiers_queue_agent_idx').on(table.queue_id, table.agent_id), index('call_center_tiers_agent_idx').on(table.agent_id)],
);
