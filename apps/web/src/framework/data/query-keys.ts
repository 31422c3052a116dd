import type { ListParams, RecordId, ResourceRef } from './types';

/**
 * The cache name of a resource's rows. A nested view of another resource's rows (a user's
 * accounts) shares that resource's name, so saving an account refreshes the user's list too.
 */
export function cacheNameOf(resource: ResourceRef) {
  return resource.rowsOf ?? resource.name;
}

/**
 * Every key of a resource starts with its cache name, so invalidating `[name]` refreshes lists,
 * items and lookups alike. Nested rows are keyed by their parent's id as well.
 */
export const queryKeys = {
  all: (resource: ResourceRef) => [cacheNameOf(resource)] as const,
  list: (resource: ResourceRef, params: ListParams, parentId?: RecordId) =>
    [cacheNameOf(resource), 'list', resource.name, String(parentId ?? ''), params] as const,
  one: (resource: ResourceRef, id: RecordId, parentId?: RecordId) => [cacheNameOf(resource), 'one', String(parentId ?? ''), String(id)] as const,
  lookup: (resource: ResourceRef, search: string, filters: ListParams = {}) => [cacheNameOf(resource), 'lookup', search, filters] as const,
};
