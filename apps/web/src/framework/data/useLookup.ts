import { useQuery } from '@tanstack/react-query';
import { resourcePath } from '@ringledger/contract';
import { apiRequest } from '../../api/client';
import { queryKeys } from './query-keys';
import type { ListAnswer, ListParams, ResourceRef } from './types';

/** Spec §7/§9: lookup answers are cached for 10 s. */
const LOOKUP_STALE_MS = 10_000;

interface LookupOptions {
  isOpen: boolean;
  /** Further query parameters narrowing what is offered (one user's accounts). */
  filters?: ListParams;
}

/** The rows a lookup offers: the first page as soon as it opens, then those matching what was typed. */
export function useLookup(resource: ResourceRef, search: string, { isOpen, filters }: LookupOptions) {
  return useQuery({
    queryKey: queryKeys.lookup(resource, search, filters),
    queryFn: ({ signal }) => apiRequest<ListAnswer>('GET', resourcePath(resource), { query: { ...filters, search: search || undefined }, signal }),
    enabled: isOpen,
    staleTime: LOOKUP_STALE_MS,
  });
}
