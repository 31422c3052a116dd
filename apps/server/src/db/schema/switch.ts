import { sql } from 'drizzle-orm';
import { boolean, index, integer, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { requiredReference, optionalReference, settingsColumn } from './columns.js';
import { auditedTable } from './audited-table.js';
import { accounts } from './accounts.js';

export const sipProfiles = auditedTable(
  'sip_profiles',
  {
    name: varchar('name', { length: 64 }).notNull(),
    hostname: varchar('hostname', { length: 253 }),
    sip_ip: varchar('sip_ip', { length: 45 }).notNull(),
    sip_port: integer('sip_port').notNull().default(5060),
    enabled: boolean('enabled').notNull().default(true),
    description: text('description'),
    parameters: settingsColumn('parameters'),
    /** Set instead of deleting the row: the store hides such rows from every read and write. */
    deleted_at: timestamp('deleted_at', { withTimezone: true }),
  },
  // A deleted profile's name is free for a new one.
  (table) => [
    uniqueIndex('sip_profiles_name_idx')
      .on(table.name)
      .where(sql`${table.deleted_at} is null`),
  ],
);

export const gateways = auditedTable(
  'gateways',
  {
    name: varchar('name', { length: 64 }).notNull(),
    profile_id: requiredReference('profile_id', () => sipProfiles.id),
    enabled: boolean('enabled').notNull(),
    /** AES-256-GCM ciphertext (see gateway-passwords.ts), never the password itself. */
    password: text('password'),
    parameters: settingsColumn('parameters'),
    variables: settingsColumn('variables'),
    inbound_variables: settingsColumn('inbound_variables'),
    outbound_variables: settingsColumn('outbound_variables'),
  },
  // Profile first: the unique-conflict message names the last key column, the name.
  (table) => [uniqueIndex('gateways_profile_name_idx').on(table.profile_id, table.name)],
);

export const trunks = auditedTable(
  'trunks',
  {
    name: varchar('name', { length: 100 }),
    gateway_id: requiredReference('gateway_id', () => gateways.id),
    failover_gateway_1: optionalReference('failover_gateway_1', () => gateways.id),
    failover_gateway_2: optionalReference('failover_gateway_2', () => gateways.id),
    provider_id: optionalReference('provider_id', () => accounts.id),
    enabled: boolean('enabled').notNull().default(true),
    leg_timeout: integer('leg_timeout').notNull().default(0),
    precedence: integer('precedence').notNull().default(0),
    maxchannels: integer('maxchannels').notNull().default(0),
    cps: integer('cps').notNull().default(0),
    tech: varchar('tech', { length: 20 }),
    codec: varchar('codec', { length: 255 }),
    cid_translation: varchar('cid_translation', { length: 255 }),
    dialed_modify: varchar('dialed_modify', { length: 255 }),
    account_id: optionalReference('account_id', () => accounts.id),
    call_type: varchar('call_type', { length: 50 }),
  },
  (table) => [
    index('trunks_gateway_idx').on(table.gateway_id),
    index('trunks_failover_1_idx').on(table.failover_gateway_1),
    index('trunks_failover_2_idx').on(table.failover_gateway_2),
    index('trunks_provider_idx').on(table.provider_id),
    index('trunks_account_idx').on(table.account_id),
  ],
);

/** The FreeSWITCH instances Ringledger keeps an event-socket connection to. */
export const switches = auditedTable(
  'switches',
  {
    name: varchar('name', { length: 64 }).notNull(),
    host: varchar('host', { length: 253 }).notNull(),
    port: integer('port').notNull().default(8021),
    /** The event socket's password, sealed (AES-256-GCM) like gateway passwords, never the password itself. */
    password: text('password').notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [uniqueIndex('switches_name_idx').on(sql`lower(${table.name})`)],
);
