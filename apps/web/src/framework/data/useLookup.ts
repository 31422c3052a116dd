import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../api/client';
import { queryKeys } from './query-keys';
import type { ListAnswer, ResourceRef } from './types';

/** Spec §7/§9: lookup answers are cached for 10 s. */
const LOOKUP_STALE_MS = 10_000;

export function useLookup(resource: ResourceRef, search: string) {
  return useQuery({
    queryKey: queryKeys.lookup(resource.name, search),
    queryFn: ({ signal }) => apiRequest<ListAnswer>('GET', resource.path, { query: { search }, signal }),
    enabled: search !== '',
    staleTime: LOOKUP_STALE_MS,
  });
}
