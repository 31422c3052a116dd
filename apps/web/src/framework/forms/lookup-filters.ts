import { createContext, useContext } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { LookupNarrowing } from '@ringledger/contract';
import type { ListParams } from '../data';

/**
 * Query parameters a form adds to some of its lookups, by field name (spec §7: a lookup is
 * `{path}?search=…&{extra params}`): a user's new extension offers only that user's accounts
 * (`type=user&type_id=7`). The server still checks whatever is picked.
 */
export type LookupFilters = Record<string, ListParams>;

export const LookupFiltersContext = createContext<LookupFilters>({});

/**
 * The extra parameters of one lookup field: those the form around it gives, and its narrowing by
 * another field once that has a value (an extension's call accounts, once its account is picked).
 */
export function useLookupFilters(name: string, narrowedBy?: LookupNarrowing): ListParams | undefined {
  const given = useContext(LookupFiltersContext)[name];
  const { control } = useFormContext();
  const narrowing: unknown = useWatch({ control, name: narrowedBy?.field ?? name, disabled: !narrowedBy });
  const hasNarrowing = narrowedBy && (typeof narrowing === 'number' || (typeof narrowing === 'string' && narrowing !== ''));
  return hasNarrowing ? { ...given, [narrowedBy.filter]: narrowing } : given;
}
