import { sql } from 'drizzle-orm';
import { boolean, index, integer, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { requiredReference, optionalReference, settingsColumn } from './columns.js';
import { auditedTable } from './audited-table.js';
import { domains } from './domains.js';
import { accounts, callAccounts } from './accounts.js';
import { callerIds } from './caller-ids.js';
import { dids } from './dids.js';
import { sipProfiles } from './switch.js';

export const extensions = auditedTable(
  'extensions',
  {
    username: varchar('username', { length: 64 }).notNull(),
    display_name: varchar('display_name', { length: 100 }),
    domain_id: requiredReference('domain_id', () => domains.id),
    account_id: requiredReference('account_id', () => accounts.id),
    call_billing_account_id: optionalReference('call_billing_account_id', () => callAccounts.id),
    local_call: boolean('local_call').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    caller_id: optionalReference('caller_id', () => callerIds.id),
    did_id: optionalReference('did_id', () => dids.id),
    profile_id: optionalReference('profile_id', () => sipProfiles.id),
    variables: settingsColumn('variables'),
    parameters: settingsColumn('parameters'),
  },
  (table) => [
    // Domain first: the unique-conflict message names the last key column, the username. SIP user parts compare case-insensitively.
    uniqueIndex('extensions_domain_username_idx').on(table.domain_id, sql`lower(${table.username})`),
    index('extensions_account_idx').on(table.account_id),
    index('extensions_call_account_idx').on(table.call_billing_account_id),
    index('extensions_caller_id_idx').on(table.caller_id),
    index('extensions_did_idx').on(table.did_id),
    index('extensions_profile_idx').on(table.profile_id),
    index('extensions_username_trgm_idx').using('gin', sql`${table.username} gin_trgm_ops`),
  ],
);

export const extensionDevices = auditedTable(
  'extension_devices',
  {
    /** The spec's creation answer names the id `device_id`. */
    device_id: integer('device_id').generatedAlwaysAs(sql`id`),
    extension_id: requiredReference('extension_id', () => extensions.id, 'cascade'),
    /** The extension's domain, kept here so that a username is unique among the domain's registrations. */
    domain_id: requiredReference('domain_id', () => domains.id),
    username: varchar('username', { length: 64 }).notNull(),
    /** AES-256-GCM ciphertext (see secret-box.ts), never the password itself. */
    password: text('password').notNull(),
    description: varchar('description', { length: 255 }),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [
    uniqueIndex('extension_devices_domain_username_idx').on(table.domain_id, sql`lower(${table.username})`),
    index('extension_devices_extension_idx').on(table.extension_id, table.username),
  ],
);

export const extensionDids = auditedTable(
  'extension_dids',
  {
    extension_id: requiredReference('extension_id', () => extensions.id, 'cascade'),
    did_id: requiredReference('did_id', () => dids.id),
    enabled: boolean('enabled').notNull().default(true),
  },
  // Extension first: the unique-conflict message names the last key column, the DID.
  (table) => [uniqueIndex('extension_dids_extension_did_idx').on(table.extension_id, table.did_id), index('extension_dids_did_idx').on(table.did_id)],
);
