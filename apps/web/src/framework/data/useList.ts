import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { resourcePath, type ResourceDescription } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { queryKeys } from './query-keys';
import { useLoadFailureToast } from './useLoadFailureToast';
import type { Addressing, ListAnswer, ListParams, RowOf } from './types';

interface ListOptions extends Addressing {
  isEnabled?: boolean;
}

export function useList<R extends ResourceDescription>(resource: R, params: ListParams, { parentId, isEnabled = true }: ListOptions = {}) {
  const query = useQuery({
    queryKey: queryKeys.list(resource, params, parentId),
    queryFn: ({ signal }) => apiRequest<ListAnswer<RowOf<R>>>('GET', resourcePath(resource, parentId), { query: params, signal }),
    enabled: isEnabled,
    // Paging keeps the previous page on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(query.error, resource.messages.loadFailed, `${resource.name}-list-failed`);
  return query;
}
