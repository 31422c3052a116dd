import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdByColumn, timestampColumns } from './columns.js';
import { users } from './people.js';
import { domains } from './domains.js';
import { accounts, callAccounts } from './accounts.js';
import { callerIds } from './caller-ids.js';
import { dids } from './dids.js';
import { sipProfiles } from './switch.js';

const settingsColumn = (name: string) => jsonb(name).$type<Record<string, string>>().notNull().default({});

export const extensions = pgTable(
  'extensions',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 64 }).notNull(),
    display_name: varchar('display_name', { length: 100 }),
    domain_id: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'restrict' }),
    account_id: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'restrict' }),
    call_billing_account_id: integer('call_billing_account_id').references(() => callAccounts.id, { onDelete: 'restrict' }),
    local_call: boolean('local_call').notNull().default(true),
    enabled: boolean('enabled').notNull().default(true),
    caller_id: integer('caller_id').references(() => callerIds.id, { onDelete: 'restrict' }),
    did_id: integer('did_id').references(() => dids.id, { onDelete: 'restrict' }),
    profile_id: integer('profile_id').references(() => sipProfiles.id, { onDelete: 'restrict' }),
    variables: settingsColumn('variables'),
    parameters: settingsColumn('parameters'),
    created_by_id: createdByColumn().references(() => users.id, { onDelete: 'set null' }),
    ...timestampColumns,
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

export const extensionDevices = pgTable(
  'extension_devices',
  {
    id: serial('id').primaryKey(),
    /** The spec's creation answer names the id `device_id`. */
    device_id: integer('device_id').generatedAlwaysAs(sql`id`),
    extension_id: integer('extension_id')
      .notNull()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    /** The extension's domain, kept here so that a username is unique among the domain's registrations. */
    domain_id: integer('domain_id')
      .notNull()
      .references(() => domains.id, { onDelete: 'restrict' }),
    username: varchar('username', { length: 64 }).notNull(),
    /** AES-256-GCM ciphertext (see secret-box.ts), never the password itself. */
    password: text('password').notNull(),
    description: varchar('description', { length: 255 }),
    enabled: boolean('enabled').notNull().default(true),
    created_by_id: createdByColumn().references(() => users.id, { onDelete: 'set null' }),
    ...timestampColumns,
  },
  (table) => [
    uniqueIndex('extension_devices_domain_username_idx').on(table.domain_id, sql`lower(${table.username})`),
    index('extension_devices_extension_idx').on(table.extension_id, table.username),
  ],
);

export const extensionDids = pgTable(
  'extension_dids',
  {
    id: serial('id').primaryKey(),
    extension_id: integer('extension_id')
      .notNull()
      .references(() => extensions.id, { onDelete: 'cascade' }),
    did_id: integer('did_id')
      .notNull()
      .references(() => dids.id, { onDelete: 'restrict' }),
    enabled: boolean('enabled').notNull().default(true),
    created_by_id: createdByColumn().references(() => users.id, { onDelete: 'set null' }),
    ...timestampColumns,
  },
  // Extension first: the unique-conflict message names the last key column, the DID.
  (table) => [uniqueIndex('extension_dids_extension_did_idx').on(table.extension_id, table.did_id), index('extension_dids_did_idx').on(table.did_id)],
);
