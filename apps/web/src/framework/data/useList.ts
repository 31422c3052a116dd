import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResourceDescription } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { queryKeys } from './query-keys';
import { useLoadFailureToast } from './useLoadFailureToast';
import type { ListAnswer, ListParams } from './types';

interface ListOptions {
  /** A nested list of the resource, such as `/users/5/accounts`; defaults to the resource's own path. */
  path?: string;
  /** The load-failure wording of that nested list ("Could not load user accounts…"). */
  loadFailed?: string;
  isEnabled?: boolean;
}

export function useList(resource: ResourceDescription, params: ListParams, options: ListOptions = {}) {
  const path = options.path ?? resource.path;
  const query = useQuery({
    queryKey: queryKeys.list(resource.name, params, path),
    queryFn: ({ signal }) => apiRequest<ListAnswer>('GET', path, { query: params, signal }),
    enabled: options.isEnabled ?? true,
    // Paging keeps the previous page on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(query.error, options.loadFailed ?? resource.messages.loadFailed, `${path}-list-failed`);
  return query;
}
