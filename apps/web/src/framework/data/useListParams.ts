import { useCallback, useEffect, useMemo } from 'react';
import { useAddressParams, type AddressChanges } from '../navigation/address-params';
import { DEFAULT_PAGE_SIZE, sortValuesOf, type ResourceDescription } from '@ringledger/contract';
import type { ListParams } from './types';

function readPage(value: string | null) {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/** The page sizes a list offers; the API takes at most 100. */
export const PAGE_SIZES = [DEFAULT_PAGE_SIZE, 50, 100] as const;

/** The page size the address names, when it is one offered; the spec's 20 otherwise. */
function readLimit(value: string | null) {
  const limit = Number(value);
  return (PAGE_SIZES as readonly number[]).includes(limit) ? limit : DEFAULT_PAGE_SIZE;
}

interface ListParamsOptions {
  /**
   * Sets a list's URL parameters apart (`rates_page`, `rates_search`) when it shares a page with
   * others, such as a table on a record's view; the API still receives `page` and `search`.
   */
  prefix?: string;
}

/** Whether the list can be sorted so; the server refuses any other `sort_by` with a 400. */
function isSortable(resource: ResourceDescription, sortBy: string) {
  return sortValuesOf(resource.sortable).includes(sortBy);
}

/**
 * List state lives in the URL (page, sort_by, search, filters) so it survives reloads and
 * can be shared; no list keeps its own copy.
 */
export function useListParams(resource: ResourceDescription, { prefix = '' }: ListParamsOptions = {}) {
  const [searchParams, changeAddress] = useAddressParams();

  const params = useMemo(() => {
    const read = (name: string) => searchParams.get(prefix + name);
    const query: ListParams = { page: readPage(read('page')), limit: readLimit(read('limit')) };
    const sortBy = read('sort_by');
    const search = read('search')?.trim();
    // A sort the list does not offer (an old link, a hand-edited address) falls back to the default order.
    if (sortBy && isSortable(resource, sortBy)) query.sort_by = sortBy;
    if (search) query.search = search;
    for (const filter of Object.keys(resource.filters)) {
      const value = read(filter);
      if (value) query[filter] = value;
    }
    return query;
  }, [searchParams, resource, prefix]);

  const update = useCallback(
    (changes: AddressChanges, { replace = false } = {}) =>
      changeAddress(Object.fromEntries(Object.entries(changes).map(([key, value]) => [prefix + key, value])), { replace }),
    [changeAddress, prefix],
  );

  // The address stops naming the sort it does not apply; replaced, so Back does not return to it.
  const hasUnknownSort = searchParams.has(prefix + 'sort_by') && params.sort_by === undefined;
  useEffect(() => {
    if (hasUnknownSort) update({ sort_by: undefined }, { replace: true });
  }, [hasUnknownSort, update]);

  const setPage = useCallback((page: number) => update({ page: String(page) }), [update]);
  /** Corrects the page the address names (one past the last) without leaving the wrong one in the history. */
  const replacePage = useCallback((page: number) => update({ page: String(page) }, { replace: true }), [update]);
  // A new page size starts again from the first page; the spec's 20 leaves the address without it.
  const setLimit = useCallback(
    (limit: number) => update({ limit: limit === DEFAULT_PAGE_SIZE ? undefined : String(limit), page: '1' }),
    [update],
  );
  const setSort = useCallback((sortBy: string | undefined) => update({ sort_by: sortBy, page: '1' }), [update]);
  const setSearch = useCallback((search: string) => update({ search: search.trim(), page: '1' }), [update]);
  /** Sets or (with an empty value) clears one of the list's filters, from the first page. */
  const setFilter = useCallback((filter: string, value: string) => update({ [filter]: value, page: '1' }), [update]);

  return {
    params,
    page: Number(params.page),
    limit: Number(params.limit),
    setLimit,
    sortBy: params.sort_by as string | undefined,
    search: (params.search as string | undefined) ?? '',
    setPage,
    replacePage,
    setSort,
    setSearch,
    setFilter,
  };
}
