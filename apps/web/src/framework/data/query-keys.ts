import type { ListParams, RecordId } from './types';

/** Every key of a resource starts with its name, so invalidating `[name]` refreshes lists, items and lookups alike. */
export const queryKeys = {
  all: (name: string) => [name] as const,
  list: (name: string, params: ListParams, path?: string) => [name, 'list', params, path ?? ''] as const,
  one: (name: string, id: RecordId) => [name, 'one', String(id)] as const,
  lookup: (name: string, search: string) => [name, 'lookup', search] as const,
};
