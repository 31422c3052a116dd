import type { ResourceDescription } from './resource.js';

type Paged = Pick<ResourceDescription, 'name' | 'pages'>;
type Id = number | string;

/** A page path with the parent row's id in place of `:id` (a tier's list under its queue). */
function withParent(path: string, parentId?: Id) {
  return parentId === undefined ? path : path.replace(':id', encodeURIComponent(String(parentId)));
}

/** The console's list of a resource's rows: `/dids`, or where its description puts it (`/call_center/agents`). */
export function listPagePath(resource: Paged, parentId?: Id) {
  return `/${withParent(resource.pages?.list ?? resource.name, parentId)}`;
}

/** The base of a row's page, without the row: `/dids`, `/call_center/agent`. */
export function recordPageBase(resource: Paged, parentId?: Id) {
  return `/${withParent(resource.pages?.record ?? resource.pages?.list ?? resource.name, parentId)}`;
}

/** One row's page: `/dids/5`, `/call_center/agent/5`, `/call_center/queues/2/tiers/7`. */
export function recordPagePath(resource: Paged, id: Id, parentId?: Id) {
  return `${recordPageBase(resource, parentId)}/${encodeURIComponent(String(id))}`;
}

/** Whether a row is edited on a page of its own (`/call_center/agents/5`) rather than in a panel its page opens. */
export function hasEditPage(resource: Paged) {
  return resource.pages?.record !== undefined && resource.pages.record !== resource.pages.list;
}

/** Where a row is edited: its edit page, or its own page with the edit panel open (`/dids/5?edit=1`). */
export function editPagePath(resource: Paged, id: Id, parentId?: Id) {
  if (hasEditPage(resource)) return `${listPagePath(resource, parentId)}/${encodeURIComponent(String(id))}`;
  return `${recordPagePath(resource, id, parentId)}?edit=1`;
}

/** The console page that adds a resource's rows: its own (`/audio_files/upload`), the generic form, or none. */
export function addPagePath(resource: Paged & Pick<ResourceDescription, 'addPage' | 'operations'>, parentId?: Id) {
  const page = resource.addPage ?? (resource.operations.includes('create') ? 'new' : undefined);
  return page && `${listPagePath(resource, parentId)}/${page}`;
}
