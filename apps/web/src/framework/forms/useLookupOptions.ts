import { useMemo } from 'react';
import { findResource } from '@ringledger/contract';
import { useLookup, useOne, type ListParams, type RecordId, type RecordRow, type ResourceRef } from '../data';
import { formatValue, ownerNameOf, valueKindOf } from '../table/format-value';
import { useDebouncedValue } from './useDebouncedValue';
import type { LookupOption } from './LookupOptions';

/** Spec §2.6: a search fires after a 500 ms pause in typing. */
const SEARCH_DELAY_MS = 500;

interface LookupState {
  /** What is typed, or null while the input shows the picked row. */
  draft: string | null;
  value: RecordId | null;
  knownLabel: string | undefined;
  /** The picked option's context, known without fetching the row again. */
  knownContext?: string;
  isOpen: boolean;
  filters?: ListParams;
}

/** The context a row is offered with, as its description names it (`lookupContext`), and who holds it. */
function contextOf(target: ResourceRef, row: RecordRow) {
  const description = findResource(target.name);
  if (!description) return undefined;
  const parts = (description.lookupContext ?? []).map((key) => formatValue(row[key], valueKindOf(description, key))).filter(Boolean);
  // Who holds the row, unless the context already names them (an account's user).
  const owner = ownerNameOf(description, row);
  if (owner && !parts.includes(owner)) parts.push(owner);
  return parts.join(' · ') || undefined;
}

/** The rows offered (the first page once opened, then those matching what was typed), and the display text of the current value. */
export function useLookupOptions(target: ResourceRef, display: string, { draft, value, knownLabel, knownContext, isOpen, filters }: LookupState) {
  const search = useDebouncedValue(draft?.trim() ?? '', SEARCH_DELAY_MS);
  const results = useLookup(target, draft === null ? '' : search, { isOpen, filters });
  const current = useOne(target, knownLabel === undefined ? value : null);

  // Rows answered for an earlier text are not offered: Enter must never pick a row the typed text excludes.
  const isTypedTextSearched = draft === null || draft.trim() === search;
  const rows = isTypedTextSearched ? results.data?.results : undefined;
  const options = useMemo<LookupOption[]>(
    () => (rows ?? []).map((row) => ({ id: row.id, label: formatValue(row[display]) || `#${row.id}`, context: contextOf(target, row) })),
    [rows, display, target],
  );
  const fetchedLabel = current.data ? formatValue(current.data[display]) : current.isError && value !== null ? `#${value}` : '';
  const currentLabel = knownLabel ?? fetchedLabel;
  // The picked row's context stays in view once picked, so a number still says whose it is.
  const currentContext = knownLabel === undefined ? current.data && contextOf(target, current.data) : knownContext;
  const isSearching = results.isFetching || !isTypedTextSearched;
  return { options, currentLabel, currentContext, isSearching, hasSearch: search !== '' };
}
