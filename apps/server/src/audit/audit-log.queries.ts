import type pg from 'pg';
import type { AuditAction } from '@ringledger/contract';
import type { Executor } from '../db/client.js';
import { auditLog } from '../db/schema/index.js';

/** Who wrote: a signed-in user and the address they came from, or the system (no user, no address). */
export interface AuditActor {
  userId: number | null;
  address?: string | null;
}

/** One entry of the trail; `before` and `after` are already masked (see audit-values.ts). */
export interface AuditEntry {
  actor: AuditActor;
  action: AuditAction;
  resource: string;
  resourceId?: number | null;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
}

function valuesOf(entry: AuditEntry) {
  return {
    created_by_id: entry.actor.userId,
    address: entry.actor.address?.slice(0, 64) ?? null,
    action: entry.action,
    resource: entry.resource,
    resource_id: entry.resourceId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  };
}

/** Adds an entry inside the caller's transaction: it commits with the write it records, or neither does. */
export async function recordAudit(tx: Executor, entry: AuditEntry) {
  await tx.insert(auditLog).values(valuesOf(entry));
}

const jsonOrNull = (value: unknown) => (value === null ? null : JSON.stringify(value));

/** The same, on a plain client holding a transaction (the batch writers that work below Drizzle). */
export async function recordAuditOn(client: pg.ClientBase, entry: AuditEntry) {
  const row = valuesOf(entry);
  await client.query('insert into audit_log (created_by_id, address, action, resource, resource_id, before, after) values ($1, $2, $3, $4, $5, $6, $7)', [
    row.created_by_id,
    row.address,
    row.action,
    row.resource,
    row.resource_id,
    jsonOrNull(row.before),
    jsonOrNull(row.after),
  ]);
}
