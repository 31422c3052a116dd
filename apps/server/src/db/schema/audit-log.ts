import { bigint, bigserial, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdByColumn, exactJson } from './columns.js';

/**
 * The audit trail: one row for every write staff or the system make (a record created, changed
 * or deleted, a credit or debit, a sign-in or failed sign-in, a password reset, a configuration
 * change, a re-rate), written in the transaction of the write itself, so a write that rolls back
 * leaves none. Rows are only ever added: a trigger (migration 0033) refuses UPDATE and DELETE.
 * `created_by_id` (who) names no foreign key on purpose: deleting a user would otherwise have to
 * change the rows that name them.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    created_by_id: createdByColumn(),
    /** The client's address as the server saw it (TRUST_PROXY decides whose forwarding headers count); null for a command run on the server. */
    address: varchar('address', { length: 64 }),
    action: varchar('action', { length: 20 }).notNull(),
    resource: varchar('resource', { length: 50 }).notNull(),
    resource_id: bigint('resource_id', { mode: 'number' }),
    /** The fields the write changed, as they were and as they became; secrets masked. */
    before: exactJson<Record<string, unknown> | null>('before'),
    after: exactJson<Record<string, unknown> | null>('after'),
    created_at: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_record_idx').on(table.resource, table.resource_id, table.id),
    index('audit_log_created_by_idx').on(table.created_by_id, table.id),
    index('audit_log_action_idx').on(table.action, table.id),
    index('audit_log_created_at_idx').on(table.created_at),
  ],
);
