import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ResourceDescription } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { queryKeys } from './query-keys';
import { useLoadFailureToast } from './useLoadFailureToast';
import type { ListAnswer, ListParams } from './types';

export function useList(resource: ResourceDescription, params: ListParams) {
  const query = useQuery({
    queryKey: queryKeys.list(resource.name, params),
    queryFn: ({ signal }) => apiRequest<ListAnswer>('GET', resource.path, { query: params, signal }),
    // Paging keeps the previous page on screen instead of flashing the skeleton.
    placeholderData: keepPreviousData,
  });
  useLoadFailureToast(query.error, resource.messages.loadFailed, `${resource.name}-list-failed`);
  return query;
}
