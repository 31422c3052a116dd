import type { ResourceDescription } from '@ringledger/contract';
import { AppError } from '../errors/app-error.js';
import { pgErrorOf } from '../errors/database-errors.js';

const UNIQUE_VIOLATION = '23505';

/** The column names inside a unique violation's key, `Key (pricelist_id, prefix)=…` or `Key (lower(email::text))=…`. */
function keyColumns(detail: string | undefined) {
  const key = /^Key \((.*)\)=\(/.exec(detail ?? '')?.[1] ?? '';
  return new Set(key.match(/[a-z_][a-z0-9_]*/g) ?? []);
}

/** The value the key holds for the last column, for a write that did not name it (enabling a duplicate). */
function keyValue(detail: string | undefined) {
  return (
    /\)=\((.*)\) already exists/
      .exec(detail ?? '')?.[1]
      ?.split(', ')
      .at(-1) ?? ''
  );
}

/**
 * A unique violation on a field the description marks unique, in the description's words and
 * on that field (`A rate for prefix 234803 already exists in this pricelist`); undefined for any
 * other error, which the shared error handler translates.
 */
export function uniqueConflictOf(resource: ResourceDescription, error: unknown, values: Record<string, unknown>) {
  const pgError = pgErrorOf(error);
  if (pgError?.code !== UNIQUE_VIOLATION) return undefined;
  const columns = keyColumns(pgError.detail);
  const field = Object.entries(resource.fields).find(([name, description]) => description.unique && columns.has(name));
  if (!field) return undefined;
  const [name, description] = field;
  const message = (description.unique ?? '').replace('{value}', String(values[name] ?? keyValue(pgError.detail)));
  return new AppError('CONFLICT', message, { [name]: message });
}
