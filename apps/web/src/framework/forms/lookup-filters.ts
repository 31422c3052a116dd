import { createContext, useContext, useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { LookupNarrowing } from '@ringledger/contract';
import type { ListParams, RecordRow } from '../data';

/**
 * Query parameters a form adds to some of its lookups, by field name (spec §7: a lookup is
 * `{path}?search=…&{extra params}`): a user's new extension offers only that user's accounts
 * (`type=user&type_id=7`). The server still checks whatever is picked.
 */
export type LookupFilters = Record<string, ListParams>;

export const LookupFiltersContext = createContext<LookupFilters>({});

/** The row a nested form's rows live under (the extension a DID is assigned to), once loaded. */
export const ParentRowContext = createContext<RecordRow | undefined>(undefined);

/** The value of the field that narrows a lookup (the form's, or the parent row's), once it has one. */
function useNarrowingValue(name: string, narrowedBy: LookupNarrowing | undefined) {
  const { control } = useFormContext();
  const parentRow = useContext(ParentRowContext);
  const isFormField = narrowedBy !== undefined && narrowedBy.of !== 'parent';
  const formValue: unknown = useWatch({ control, name: narrowedBy?.field ?? name, disabled: !isFormField });
  if (!narrowedBy) return undefined;
  const value = isFormField ? formValue : parentRow?.[narrowedBy.field];
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : undefined;
}

/**
 * The extra parameters of one lookup field: those the form around it gives, and its narrowing by
 * another field once that has a value (an extension's call accounts, once its account is picked).
 * `onNarrowingChanged` runs when that value changes from one row to another or is taken away: a
 * row picked for the old one may not fit the new (the server would refuse it on save).
 */
export function useLookupFilters(name: string, narrowedBy?: LookupNarrowing, onNarrowingChanged?: () => void): ListParams | undefined {
  const given = useContext(LookupFiltersContext)[name];
  const narrowing = useNarrowingValue(name, narrowedBy);
  const narrowedFrom = useRef(narrowing);
  const onChanged = useRef(onNarrowingChanged);
  onChanged.current = onNarrowingChanged;

  useEffect(() => {
    const previous = narrowedFrom.current;
    narrowedFrom.current = narrowing;
    if (previous !== undefined && previous !== narrowing) onChanged.current?.();
  }, [narrowing]);

  return narrowedBy && narrowing !== undefined ? { ...given, [narrowedBy.filter]: narrowing } : given;
}
