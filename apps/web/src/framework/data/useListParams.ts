import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE, type ResourceDescription } from '@ringledger/contract';
import type { ListParams } from './types';

function readPage(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * List state lives in the URL (page, sort_by, search, filters) so it survives reloads and
 * can be shared; no list keeps its own copy.
 */
export function useListParams(resource: ResourceDescription) {
  const [searchParams, setSearchParams] = useSearchParams();

  const params = useMemo(() => {
    const query: ListParams = { page: readPage(searchParams.get('page')), limit: DEFAULT_PAGE_SIZE };
    const sortBy = searchParams.get('sort_by');
    const search = searchParams.get('search')?.trim();
    if (sortBy) query.sort_by = sortBy;
    if (search) query.search = search;
    for (const filter of Object.keys(resource.filters)) {
      const value = searchParams.get(filter);
      if (value) query[filter] = value;
    }
    return query;
  }, [searchParams, resource]);

  const update = useCallback(
    (changes: Record<string, string | undefined>) =>
      setSearchParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      }),
    [setSearchParams],
  );

  const setPage = useCallback((page: number) => update({ page: String(page) }), [update]);
  const setSort = useCallback((sortBy: string | undefined) => update({ sort_by: sortBy, page: '1' }), [update]);

  return { params, page: Number(params.page), sortBy: params.sort_by as string | undefined, setPage, setSort };
}
