import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { queryKeys } from './query-keys';
import type { RecordId, RecordRow, ResourceRef } from './types';

export function useOne(resource: ResourceRef, id: RecordId | null | undefined) {
  return useQuery({
    queryKey: queryKeys.one(resource.name, id ?? ''),
    queryFn: ({ signal }) => apiRequest<RecordRow>('GET', `${resource.path}/${id}`, { signal }),
    enabled: id !== null && id !== undefined && id !== '',
  });
}
