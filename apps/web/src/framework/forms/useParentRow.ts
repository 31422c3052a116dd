import { findResource, type ResourceDescription } from '@ringledger/contract';
import { useOne, type RecordId, type RecordRow } from '../data';

/** Whether a lookup of the resource's form is narrowed by a field of the parent row. */
const isNarrowedByParent = (resource: ResourceDescription) =>
  Object.values(resource.fields).some((field) => field.input?.kind === 'lookup' && field.input.narrowedBy?.of === 'parent');

/**
 * The parent row of a nested form, when one of its lookups is narrowed by it (usually already in
 * the cache: the page around the form shows it); nothing is fetched otherwise.
 */
export function useParentRow(resource: ResourceDescription, parentId: RecordId | undefined): RecordRow | undefined {
  const parent = resource.parent && isNarrowedByParent(resource) ? findResource(resource.parent.resource) : undefined;
  const row = useOne(parent ?? resource, parent ? parentId : null);
  return parent ? row.data : undefined;
}
