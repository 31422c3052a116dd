import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { rowPath, type ResourceDescription } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { queryKeys } from './query-keys';
import type { Addressing, RecordId, RecordRow, ResourceRef, RowOf } from './types';

/** One row, typed by the description's record; a lookup target the registry does not describe (roles) gives a bare row. */
export function useOne<R extends ResourceDescription>(resource: R, id: RecordId | null | undefined, addressing?: Addressing): UseQueryResult<RowOf<R>>;
export function useOne(resource: ResourceRef, id: RecordId | null | undefined, addressing?: Addressing): UseQueryResult<RecordRow>;
export function useOne(resource: ResourceRef, id: RecordId | null | undefined, { parentId }: Addressing = {}) {
  return useQuery({
    queryKey: queryKeys.one(resource, id ?? '', parentId),
    queryFn: ({ signal }) => apiRequest<RecordRow>('GET', rowPath(resource, id ?? '', parentId), { signal }),
    enabled: id !== null && id !== undefined && id !== '',
  });
}
