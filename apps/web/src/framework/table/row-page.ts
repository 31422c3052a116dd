import { editPagePath, findResource, recordPagePath, rowPath, type PermissionLabel, type ResourceDescription } from '@ringledger/contract';
import { rowIdOf, type RecordId, type RecordRow } from '../data';

/** The console page a list's rows open, and the permission a person needs to go there. */
export interface RowPage {
  label: PermissionLabel;
  /** Whether it is the rows' own page, where they are edited too. */
  isOwn: boolean;
  pathOf: (row: RecordRow, parentId?: RecordId) => string;
  /** Where a row is edited: its own edit page (`/call_center/agents/5`), or its page with the edit panel open. */
  editPathOf: (row: RecordRow, parentId?: RecordId) => string;
}

/** A row's own page and edit place, where the description's `pages` put them or, under a parent without them, at the row's API path. */
function ownPage(resource: ResourceDescription, pages: ResourceDescription): RowPage {
  if (pages.pages || !resource.parent) {
    return {
      label: resource.label,
      isOwn: true,
      pathOf: (row, parentId) => recordPagePath(pages, rowIdOf(resource, row), parentId),
      editPathOf: (row, parentId) => editPagePath(pages, rowIdOf(resource, row), parentId),
    };
  }
  const pathOf = (row: RecordRow, parentId?: RecordId) => rowPath(resource, rowIdOf(resource, row), parentId);
  return { label: resource.label, isOwn: true, pathOf, editPathOf: (row, parentId) => `${pathOf(row, parentId)}?edit=1` };
}

/**
 * Where a list's rows lead. A row with a view has its own page: `/dids/5`, where its description's
 * `pages` put it (`/call_center/agent/5`, a queue's tier at `/call_center/queues/2/tiers/7`), or,
 * under a parent without them, at its API path (an extension's device at `/extensions/7/devices/3`).
 * `listed` is what the list shows, when its rows are another resource's: a view with pages of its
 * own opens them there (a queue's agents at `/call_center/queues/2/agents/5`), any other as the
 * rows' own (a user's accounts at `/accounts/4`). A row without a view that is addressed by another
 * resource's row (a DID ringing an extension) opens that row's page, `/dids/12`. Rows of neither
 * kind (a ledger's lines) open nothing.
 */
export function rowPageOf(resource: ResourceDescription, listed: ResourceDescription = resource): RowPage | undefined {
  if (resource.operations.includes('view')) return ownPage(resource, listed.pages ? listed : resource);
  const key = resource.parent?.rowKey;
  const field = key ? resource.fields[key] : undefined;
  const target = field?.input.kind === 'lookup' ? findResource(field.input.resource) : undefined;
  if (!key || !target || target.parent || !target.operations.includes('view')) return undefined;
  const pathOf = (row: RecordRow) => recordPagePath(target, String(row[key]));
  // Not the row's own page, so no list offers to edit it there; its page is all it leads to.
  return { label: target.label, isOwn: false, pathOf, editPathOf: pathOf };
}
