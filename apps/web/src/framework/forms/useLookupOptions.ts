import { useMemo } from 'react';
import { useLookup, useOne, type RecordId, type ResourceRef } from '../data';
import { formatValue } from '../table/format-value';
import { useDebouncedValue } from './useDebouncedValue';
import type { LookupOption } from './LookupOptions';

/** Spec §2.6: a search fires after a 500 ms pause in typing. */
const SEARCH_DELAY_MS = 500;

/** The options matching what was typed, and the display text of the current value. */
export function useLookupOptions(target: ResourceRef, display: string, draft: string | null, value: RecordId | null, knownLabel: string | undefined) {
  const search = useDebouncedValue(draft?.trim() ?? '', SEARCH_DELAY_MS);
  const results = useLookup(target, draft === null ? '' : search);
  const current = useOne(target, knownLabel === undefined ? value : null);

  const options = useMemo<LookupOption[]>(
    () => (results.data?.results ?? []).map((row) => ({ id: row.id, label: formatValue(row[display]) || `#${row.id}` })),
    [results.data, display],
  );
  const fetchedLabel = current.data ? formatValue(current.data[display]) : current.isError && value !== null ? `#${value}` : '';
  const currentLabel = knownLabel ?? fetchedLabel;
  const isSearching = results.isFetching || (draft !== null && draft.trim() !== search);
  return { options, currentLabel, isSearching, hasSearch: search !== '' };
}
