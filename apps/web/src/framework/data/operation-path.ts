import type { OperationDescription } from '@ringledger/contract';
import type { RecordId } from './types';

/** An operation's API path with the rows it names filled in: `/pricelists/:id/rates/import` → `/pricelists/7/rates/import`. */
export function operationPath(operation: Pick<OperationDescription, 'name' | 'path'>, ids: Record<string, RecordId>) {
  return operation.path.replace(/:(\w+)/g, (_, name: string) => {
    const id = ids[name];
    if (id === undefined || id === '') throw new Error(`${operation.name} needs the row id ${name}`);
    return encodeURIComponent(String(id));
  });
}
