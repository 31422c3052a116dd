import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestampColumns, requiredReference, optionalReference } from './columns.js';

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 50 }).notNull().unique(),
  description: text('description'),
  ...timestampColumns,
});

export const rolePermissions = pgTable(
  'role_permissions',
  {
    role_id: requiredReference('role_id', () => roles.id, 'cascade'),
    label: varchar('label', { length: 50 }).notNull(),
    action: varchar('action', { length: 10 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.role_id, table.label, table.action] })],
);

/**
 * Which labels of the seeded roles' defaults have been granted to the role of that name, once:
 * a label a later release adds reaches the role, and one an operator took away stays away.
 */
export const seededRoleGrants = pgTable(
  'seeded_role_grants',
  {
    role_name: varchar('role_name', { length: 50 }).notNull(),
    label: varchar('label', { length: 50 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.role_name, table.label] })],
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
    role_id: optionalReference('role_id', () => roles.id),
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
    user_id: requiredReference('user_id', () => users.id, 'cascade'),
    login: varchar('login', { length: 254 }).notNull(),
    password_hash: text('password_hash').notNull(),
    created_by_id: integer('created_by_id'),
    ...timestampColumns,
  },
  (table) => [uniqueIndex('user_logins_login_lower_idx').on(sql`lower(${table.login})`), index('user_logins_user_idx').on(table.user_id)],
);
