import { bigserial, boolean, index, pgTable, serial, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestampColumns, requiredReference } from './columns.js';
import { users } from './people.js';

export const devices = pgTable('devices', {
  id: serial('id').primaryKey(),
  fingerprint: varchar('fingerprint', { length: 200 }).notNull().unique(),
  platform: varchar('platform', { length: 20 }).notNull(),
  data: varchar('data', { length: 200 }).notNull().default(''),
  ...timestampColumns,
});

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Each sign-in starts a family; a refresh
 * marks its token used and issues the next one in the family. Presenting a used token again
 * means it was stolen or replayed, so the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    family: uuid('family').notNull(),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    user_id: requiredReference('user_id', () => users.id, 'cascade'),
    device_id: requiredReference('device_id', () => devices.id, 'cascade'),
    is_persistent: boolean('is_persistent').notNull().default(false),
    expires_at: timestamp('expires_at', { withTimezone: true }).notNull(),
    used_at: timestamp('used_at', { withTimezone: true }),
    revoked_at: timestamp('revoked_at', { withTimezone: true }),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.family), index('refresh_tokens_user_idx').on(table.user_id)],
);

/**
 * Failed sign-ins and failed old-password checks, keyed by account or client address. Kept in
 * the database so limits hold across restarts and across every server instance.
 */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: varchar('key', { length: 300 }).notNull(),
    failed_at: timestamp('failed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('auth_failures_key_idx').on(table.key, table.failed_at), index('auth_failures_failed_at_idx').on(table.failed_at)],
);

/**
 * Browsers a user has signed in from (a random token kept in an httpOnly cookie, stored here as
 * its hash). A known browser with the right password is not held back by failures others caused
 * (OWASP's device cookies): guessing from elsewhere locks out the guesser, not the owner.
 */
export const signInDevices = pgTable(
  'sign_in_devices',
  {
    id: serial('id').primaryKey(),
    user_id: requiredReference('user_id', () => users.id, 'cascade'),
    token_hash: varchar('token_hash', { length: 64 }).notNull().unique(),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    last_used_at: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('sign_in_devices_user_idx').on(table.user_id)],
);
