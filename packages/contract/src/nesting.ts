import type { ParentLink, ResourceDescription } from './resource.js';

type Addressed = Pick<ResourceDescription, 'name' | 'path' | 'parent'>;

export function isNested(resource: Pick<ResourceDescription, 'parent'>) {
  return resource.parent !== undefined;
}

/**
 * The API path of a resource's rows: `/dids`, or under their parent row `/pricelists/7/rates`.
 * The one place a nested path is built, for the server's routes and the console's requests alike.
 */
export function resourcePath(resource: Addressed, parentId?: number | string) {
  if (!resource.parent) return resource.path;
  if (parentId === undefined || parentId === '') throw new Error(`${resource.name} lives under ${resource.parent.resource}: give the parent's id`);
  return resource.path.replace(`:${resource.parent.param}`, encodeURIComponent(String(parentId)));
}

/**
 * The path and parent link of rows that live under one row of `parent`, at
 * `/<parent path>/:id/<segment>` (rates at `/pricelists/:id/rates`).
 */
export function nestedUnder<const L extends Omit<ParentLink, 'resource' | 'param'>>(
  parent: Pick<ResourceDescription, 'name' | 'path'>,
  segment: string,
  link: L,
) {
  return { path: `${parent.path}/:id/${segment}`, parent: { resource: parent.name, param: 'id', ...link } } as const;
}

/** The API path of one row. */
export function rowPath(resource: Addressed, id: number | string, parentId?: number | string) {
  return `${resourcePath(resource, parentId)}/${encodeURIComponent(String(id))}`;
}

/** The path parameter naming one row: `id`, or the nested resource's own (`rateId`). */
export function rowParamOf(resource: Pick<ResourceDescription, 'parent'>) {
  return resource.parent?.rowParam ?? 'id';
}

type ViewOptions = Pick<ResourceDescription, 'name' | 'path' | 'parent' | 'operations'> &
  Partial<Pick<ResourceDescription, 'label' | 'filters' | 'columns' | 'pages'>> & {
    titles?: Partial<ResourceDescription['titles']>;
    messages?: Partial<ResourceDescription['messages']>;
  };

/**
 * Another resource's rows seen under a parent: a user's accounts are accounts of type user
 * whose owner is that user. Same fields, record, columns, permission label, titles and messages
 * as the base unless the view names its own; the base's console pages are its own, never the view's.
 */
export function nestedView(base: ResourceDescription, view: ViewOptions): ResourceDescription {
  const { pages: _basePages, ...shared } = base;
  return {
    ...shared,
    ...view,
    titles: { ...base.titles, ...view.titles },
    messages: { ...base.messages, ...view.messages },
    rowsOf: base.rowsOf ?? base.name,
  };
}
