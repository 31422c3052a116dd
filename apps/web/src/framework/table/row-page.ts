import { findResource, rowPath, type PermissionLabel, type ResourceDescription } from '@ringledger/contract';
import { rowIdOf, type RecordId, type RecordRow } from '../data';

/** The console page a list's rows open, and the permission a person needs to go there. */
export interface RowPage {
  label: PermissionLabel;
  /** Whether it is the rows' own page, where they are edited too. */
  isOwn: boolean;
  pathOf: (row: RecordRow, parentId?: RecordId) => string;
}

/**
 * Where a list's rows lead. A row with a view has its own page: `/dids/5`, or, under a parent, at
 * its API path (an extension's device at `/extensions/7/devices/3`). A row without one that is
 * addressed by another resource's row (a DID ringing an extension) opens that row's page, `/dids/12`.
 * Rows of neither kind (a ledger's lines) open nothing.
 */
export function rowPageOf(resource: ResourceDescription): RowPage | undefined {
  if (resource.operations.includes('view')) {
    return {
      label: resource.label,
      isOwn: true,
      pathOf: (row, parentId) => (resource.parent ? rowPath(resource, rowIdOf(resource, row), parentId) : `/${resource.name}/${row.id}`),
    };
  }
  const key = resource.parent?.rowKey;
  const field = key ? resource.fields[key] : undefined;
  const target = field?.input.kind === 'lookup' ? findResource(field.input.resource) : undefined;
  if (!key || !target || target.parent || !target.operations.includes('view')) return undefined;
  return { label: target.label, isOwn: false, pathOf: (row) => `/${target.name}/${encodeURIComponent(String(row[key]))}` };
}
