import { and, eq } from 'drizzle-orm';
import type { ResourceDescription } from '@ringledger/contract';
import type { Executor } from '../db/client.js';
import { badRequest } from '../errors/app-error.js';
import type { RecordShape } from './record-shape.js';
import { columnOf } from './tables.js';
import { liveRows } from './soft-delete.js';

type Row = Record<string, unknown>;

/**
 * Every row the values name must exist (and not be marked deleted). It is held (FOR KEY SHARE) until the write commits, so
 * a concurrent delete of it waits and then sees the new row pointing at it, even where no
 * foreign key can (an owner that is a user or a provider).
 */
export async function assertReferences(tx: Executor, shape: RecordShape, values: Row, row: Row = values) {
  for (const reference of shape.references) {
    const id = reference.valueOf(values);
    if (id === undefined || id === null) continue;
    const idColumn = columnOf(reference.table, 'id');
    const [held] = await tx
      .select({ id: idColumn })
      .from(reference.table)
      .where(and(eq(idColumn, id), liveRows(reference.table)))
      .for('key share');
    if (held) continue;
    const { name, message } = reference.refusal(row);
    throw badRequest(message, { [name]: message });
  }
}

/**
 * A linked owner (an account's user or provider) after an edit: the type it ends with decides
 * whether an owner is required, so a user account never loses its user. The stored owner
 * stands unless the body names another.
 */
export function assertLinkedOwners(resource: ResourceDescription, values: Row, current: Row) {
  for (const [name, field] of Object.entries(resource.fields)) {
    const link = field.linked;
    if (!link || !(link.by in values || name in values)) continue;
    const type = String(values[link.by] ?? current[link.by]);
    const owner = name in values ? values[name] : current[name];
    const option = link.options[type];
    if (option && !option.isOptional && (owner === null || owner === undefined)) {
      const message = `${option.label} is required`;
      throw badRequest(message, { [option.name]: message });
    }
  }
}
