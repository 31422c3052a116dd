import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { timestampColumns } from './columns.js';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull().unique(),
  description: text('description'),
  ...timestampColumns,
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    label: varchar('label', { length: 50 }).notNull(),
    action: varchar('action', { length: 10 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.role_id, table.label, table.action] })],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    firstname: varchar('firstname', { length: 100 }).notNull(),
    lastname: varchar('lastname', { length: 100 }).notNull(),
    /** The full name, kept by PostgreSQL so it can be searched and sorted. */
    name: varchar('name', { length: 201 }).generatedAlwaysAs(sql`firstname || ' ' || lastname`),
    email: varchar('email', { length: 254 }),
    phone: varchar('phone', { length: 32 }),
    type: varchar('type', { length: 10 }).notNull(),
    role_id: integer('role_id').references(() => roles.id, { onDelete: 'restrict' }),
    created_by_id: integer('created_by_id'),
    ...timestampColumns,
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    index('users_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('users_type_idx').on(table.type),
  ],
);

/** A user's credentials; a user may hold several (spec README: user logins). */
export const userLogins = pgTable(
  'user_logins',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    login: varchar('login', { length: 254 }).notNull(),
    password_hash: text('password_hash').notNull(),
    created_by_id: integer('created_by_id'),
    ...timestampColumns,
  },
  (table) => [uniqueIndex('user_logins_login_lower_idx').on(sql`lower(${table.login})`), index('user_logins_user_idx').on(table.user_id)],
);

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
    user_id: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    device_id: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
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
