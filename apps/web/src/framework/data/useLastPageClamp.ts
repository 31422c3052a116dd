import { useEffect } from 'react';
import type { ResourceDescription } from '@ringledger/contract';
import { useList } from './useList';
import { useListParams } from './useListParams';
import type { Addressing } from './types';

interface LastPageClampOptions extends Addressing {
  /** The list's URL parameter prefix, as its table reads them. */
  prefix?: string;
}

/**
 * A page past the last one (`?page=99` of 4, or the last page emptied by deletes) moves to the
 * last page, rather than showing "Page 99 of 4" over an empty table. It reads the same query as
 * the list's table, so it costs no request of its own.
 */
export function useLastPageClamp(resource: ResourceDescription, { prefix, parentId }: LastPageClampOptions = {}) {
  const { params, page, replacePage } = useListParams(resource, { prefix });
  const list = useList(resource, params, { parentId });
  // Data kept from the previous page while this one loads says nothing about this page's total.
  const total = list.isPlaceholderData ? undefined : list.data?.total;
  const lastPage = total === undefined ? undefined : Math.max(1, Math.ceil(total / Number(params.limit)));
  useEffect(() => {
    if (lastPage !== undefined && page > lastPage) replacePage(lastPage);
  }, [lastPage, page, replacePage]);
}
