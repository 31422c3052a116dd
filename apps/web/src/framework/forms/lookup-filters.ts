import { createContext, useContext } from 'react';
import type { ListParams } from '../data';

/**
 * Query parameters a form adds to some of its lookups, by field name (spec §7: a lookup is
 * `{path}?search=…&{extra params}`): a user's new extension offers only that user's accounts
 * (`type=user&type_id=7`). The server still checks whatever is picked.
 */
export type LookupFilters = Record<string, ListParams>;

export const LookupFiltersContext = createContext<LookupFilters>({});

/** The extra parameters of one lookup field of the form around it, if any. */
export function useLookupFilters(name: string): ListParams | undefined {
  return useContext(LookupFiltersContext)[name];
}
